import UIKit

final class DebugMenuViewController: UITableViewController {
    private let helpText = """
        This menu lists every screen that is still UIKit.
        Screens wrapped in a UIHostingController are marked with a 🧩.
        Sample: let host = UIHostingController(rootView: Text("Hi"))
        Quotes inside: "UIHostingConfiguration" and \"NSHostingView\"
        A lone triple quote inside is escaped: \"""
        """

    private let footer = """
    _UIHostingView // not a comment, still text
    """

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Debug"
        tableView.tableFooterView = makeFooter(text: helpText + footer)
    }

    private func makeFooter(text: String) -> UIView {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        return label
    }
}
