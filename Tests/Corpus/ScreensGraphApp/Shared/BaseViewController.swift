import UIKit

/// The team's base controller: infrastructure, not a screen.
class BaseViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}

/// A generic list base: not a screen either; its subclasses are.
class ListViewController<Item>: UITableViewController {
  var items: [Item] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
}
