import UIKit
import SwiftUI

// TODO(search): replace this screen with a UIHostingController once SearchResultsView ships.
// NOTE: do not present UIHostingController directly from here; ask the AppRouter.
final class SearchResultsViewController: UIViewController {
    private let query: String
    private let tableView = UITableView(frame: .zero, style: .plain) // was: UIHostingController<SearchResultsView>

    init(query: String) {
        self.query = query
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = query
        view.addSubview(tableView)
        //let host = UIHostingController(rootView: SearchResultsView(query: query))
        //addChild(host)
        //    NSHostingView and UIHostingConfiguration are macOS / cell-only anyway
        tableView.frame = view.bounds
    }

    func showLegacyDetail() {
        let host = UIHostingController(rootView: SearchEmptyStateView()) // expect: hosting-outside-adapter
        navigationController?.pushViewController(host, animated: true) // UIHostingController pushed here
    }
}
