import UIKit

/// Saved on Windows: CRLF everywhere.
/* Block comment
   /* nested over CRLF */
   end */
final class NotesViewController: UIViewController {
    private let textView = UITextView()
    private var notes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes (\(notes.count))"
        textView.text = """
            First line
                indented line
            continued \
            on the same line
            """
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.notes.append("Note #\(self?.notes.count ?? 0 + 1)")
        })
        #if targetEnvironment(simulator)
        textView.backgroundColor = #colorLiteral(red: 1, green: 0.95, blue: 0.8, alpha: 1)
        #endif
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        textView.frame = view.bounds.insetBy(dx: 16, dy: view.bounds.height / 10)
    }
}
