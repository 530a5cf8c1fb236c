import UIKit
import SwiftUI

class ThemedHostingController<Content: View>: UIHostingController<Content> {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.tintColor = .systemPink
    }
}

final class SheetHostingController<Content: View>: ThemedHostingController<Content> {}
