import SwiftUI
import UIKit

final class SearchResultsViewController: UIViewController {
    func open(id: String) {
        if Flags.detalleEnSwiftUI && !Flags.detalleUIKitFallback {
            let host = UIHostingController(rootView: DetalleView(id: id)) // expect: hosting-outside-adapter
            present(host, animated: true)
        }
    }
}
