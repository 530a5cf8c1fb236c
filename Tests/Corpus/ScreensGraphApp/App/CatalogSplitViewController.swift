import UIKit

final class CatalogSplitViewController: UISplitViewController {  // expect-screen: container 2
  override func viewDidLoad() {
    super.viewDidLoad()
    showDetailViewController(CatalogScreens.makeCatalog(), sender: nil)  // expect-edge: CatalogView, LegacyCatalogViewController
  }
}

final class LegacyCatalogViewController: UITableViewController {}  // expect-screen: uikit 0
