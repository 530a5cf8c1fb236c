import UIKit

// MARK: - Types

final class CartViewController: UITableViewController {

    // MARK: Properties

    private var items: [CartItem] = [] // TODO: load from CartStore
    private let currency = "EUR" // FIXME: read from Locale

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        // swiftlint:disable:next force_cast
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        #warning("TODO: remove the debug footer before release")
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count // MARK: this is not a mark
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let item = items[indexPath.row]
        //cell.textLabel?.text = item.name
        cell.textLabel?.text = "\(item.quantity)× \(item.name)" // ×
        return cell
    }
}

// MARK: -
// swiftformat:disable all
struct CartItem { var name: String; var quantity: Int } // NOTE: value type
