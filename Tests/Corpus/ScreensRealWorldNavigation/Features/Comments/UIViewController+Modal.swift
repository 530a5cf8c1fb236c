import UIKit

extension UIViewController {
  func presentModally(
    _ viewController: UIViewController, style: UIModalPresentationStyle = .formSheet, completion: (() -> Void)? = nil
  ) {
    let navigation = UINavigationController(rootViewController: viewController)
    navigation.modalPresentationStyle = style
    present(navigation, animated: true, completion: completion)
  }
}
