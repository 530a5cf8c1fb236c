import UIKit

final class CardsViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        guard #available(iOS 15, *) else { return } // expect: always-true-availability
        tableView.sectionHeaderTopPadding = 0
        if #available(iOS 15.4, *) {
            tableView.isPrefetchingEnabled = true
        }
    }

    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use UISheetPresentationController") // expect: removable-shim
    func presentCompactSheet(_ controller: UIViewController) {
        controller.modalPresentationStyle = .formSheet
        present(controller, animated: true)
    }

    func showDetails() {
        presentCompactSheet(CardDetailsViewController())
    }
}
