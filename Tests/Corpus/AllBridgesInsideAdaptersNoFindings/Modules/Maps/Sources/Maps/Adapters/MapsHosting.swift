import UIKit
import SwiftUI

final class MapsHostingController: UIHostingController<AnyView> {
    convenience init(store: MapsStore) {
        self.init(rootView: AnyView(MapsHome().environmentObject(store)))
    }
}

extension UIHostingController {
    func embed(in parent: UIViewController) {
        parent.addChild(self)
        parent.view.addSubview(view)
        didMove(toParent: parent)
    }
}
