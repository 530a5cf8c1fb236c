import UIKit

final class ContactsViewController: UITableViewController {
    private typealias DataSource = UITableViewDiffableDataSource<Section, Contact>
    private typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Contact>

    enum Section: Int, CaseIterable { case favorites, all }
    struct Contact: Hashable { let id: UUID; let name: String; let isFavorite: Bool }

    private lazy var dataSource = DataSource(tableView: tableView) { tableView, indexPath, contact in
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var config = cell.defaultContentConfiguration()
        config.text = contact.name
        config.secondaryText = contact.isFavorite ? "★ favorite" : nil
        config.image = UIImage(systemName: contact.isFavorite ? "star.fill" : "person.crop.circle")
        cell.contentConfiguration = config
        return cell
    }

    private var contacts: [Contact] = ["Ana", "Bo", "Cy", "Dee", "Émile"].enumerated().map {
        Contact(id: UUID(), name: $1, isFavorite: $0 % 2 == 0)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        navigationItem.searchController = UISearchController(searchResultsController: nil)
        apply(filter: "")
    }

    private func apply(filter: String, animated: Bool = false) {
        var snapshot = Snapshot()
        snapshot.appendSections(Section.allCases)
        let filtered = filter.isEmpty ? contacts : contacts.filter { $0.name.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        snapshot.appendItems(filtered.filter(\.isFavorite), toSection: .favorites)
        snapshot.appendItems(filtered.filter { !$0.isFavorite }, toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .favorites: "Favorites (\(contacts.filter(\.isFavorite).count))"
        case .all: "All contacts"
        }
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            guard let item = dataSource.itemIdentifier(for: indexPath) else { return done(false) }
            contacts.removeAll { $0.id == item.id }
            apply(filter: "", animated: true)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? 64 : UITableView.automaticDimension
    }
}
