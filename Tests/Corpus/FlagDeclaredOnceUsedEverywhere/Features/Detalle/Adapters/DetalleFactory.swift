import SwiftUI
import UIKit

enum DetalleFactory {
    static func make(id: String) -> UIViewController {
        guard Flags.detalleEnSwiftUI else { return DetalleViewController(id: id) }
        return UIHostingController(rootView: DetalleView(id: id))
    }
}
