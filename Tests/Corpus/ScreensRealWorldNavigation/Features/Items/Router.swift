import UIKit

// A coordinator's router of its own (the ApplicationCoordinator sample's): it wraps the
// navigation controller and takes modules, converting each to a controller first. Not
// configured in `screens.routers`: its methods hand on what they are given.
protocol Presentable {
  func toPresent() -> UIViewController?
}

extension UIViewController: Presentable {
  func toPresent() -> UIViewController? { self }
}

protocol Router: Presentable {
  func present(_ module: Presentable?)
  func push(_ module: Presentable?, animated: Bool)
  func setRootModule(_ module: Presentable?)
}

final class RouterImp: NSObject, Router {
  private weak var rootController: UINavigationController?

  init(rootController: UINavigationController) { self.rootController = rootController }

  func toPresent() -> UIViewController? { rootController }

  func present(_ module: Presentable?) {
    guard let controller = module?.toPresent() else { return }
    rootController?.present(controller, animated: true, completion: nil)
  }

  func push(_ module: Presentable?, animated: Bool) {
    guard let controller = module?.toPresent(), !(controller is UINavigationController) else {
      assertionFailure("Deprecated push UINavigationController.")
      return
    }
    rootController?.pushViewController(controller, animated: animated)
  }

  func setRootModule(_ module: Presentable?) {
    guard let controller = module?.toPresent() else { return }
    rootController?.setViewControllers([controller], animated: false)
  }
}
