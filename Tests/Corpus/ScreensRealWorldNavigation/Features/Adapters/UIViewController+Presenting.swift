import SwiftUI
import UIKit

// The app's presentation helpers, in the adapter layer (one hosts a view), called from
// every feature's files.
extension UINavigationController {
  func pushCrossFading(_ viewController: UIViewController) {
    let transition = CATransition()
    transition.type = .fade
    view.layer.add(transition, forKey: kCATransition)
    pushViewController(viewController, animated: false)
  }
}

extension UIViewController {
  func presentFullScreen(_ viewController: UIViewController, animated: Bool = true) {
    viewController.modalPresentationStyle = .fullScreen
    present(viewController, animated: animated)
  }

  func presentSheet<Content: View>(_ content: Content) {
    let host = UIHostingController(rootView: content)
    host.sheetPresentationController?.detents = [.medium(), .large()]
    present(host, animated: true)
  }
}

// A helper of one screen's own: others calling a function of the same name do not use it.
class ReceiptsBaseViewController: UIViewController {
  func open(_ viewController: UIViewController) {
    navigationController?.pushViewController(viewController, animated: true)
  }
}
