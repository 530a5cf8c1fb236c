import UIKit
import SwiftUI
import class SwiftUI.UIHostingController
import struct SwiftUI.UIHostingConfiguration
@preconcurrency import class SwiftUI.UIHostingController
@testable import WalletCore

final class WalletViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let balance = UIHostingController(rootView: BalanceView()) // expect: hosting-outside-adapter
        addChild(balance)
        view.addSubview(balance.view)
        balance.didMove(toParent: self)
    }
}
