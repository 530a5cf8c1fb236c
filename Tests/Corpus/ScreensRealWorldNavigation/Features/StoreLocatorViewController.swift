import UIKit

// One screen chosen by a value: a ternary over two properties, and Swift 5.9's `if`
// expression. Each branch is an edge.
final class StoreLocatorViewController: UIViewController {  // expect-screen: uikit 1
  var showsMap = false
  lazy var storesMapViewController = StoresMapViewController()
  lazy var storesListViewController = StoresListViewController()

  func showStores() {
    let next = showsMap ? storesMapViewController : storesListViewController
    navigationController?.pushViewController(next, animated: true)  // expect-edge: StoresMapViewController, StoresListViewController
  }

  func showStore(isFlagship: Bool) {
    let store =
      if isFlagship {
        FlagshipStoreViewController()
      } else {
        StoreDetailsViewController()
      }
    present(store, animated: true)  // expect-edge: FlagshipStoreViewController, StoreDetailsViewController
  }
}

final class StoresMapViewController: UIViewController {}  // expect-screen: uikit 0
final class StoresListViewController: UIViewController {}  // expect-screen: uikit 0
final class FlagshipStoreViewController: UIViewController {}  // expect-screen: uikit 0
final class StoreDetailsViewController: UIViewController {}  // expect-screen: uikit 0
