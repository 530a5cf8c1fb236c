import UIKit

/* ProfileViewController
 * Temporarily disabled bits are wrapped in nested comments:
 * /* old avatar code
 *    /* even older: Gravatar lookup via "https://gravatar.com/avatar/" */
 * */
 * Done.
 */
final class ProfileViewController: UIViewController {
    private let avatarView = UIImageView() /* inline /* nested */ note */
    private var userName: String = "" // "quoted" in a line comment

    override func viewDidLoad() {
        super.viewDidLoad()
        /*
        view.backgroundColor = .systemBackground
        /* title = "Profile" */
        */
        title = NSLocalizedString("profile.title", comment: "/* not a comment */")
        let insets = UIEdgeInsets(top: 8, /* left */ left: 16, bottom: 8, right: 16 /* right */)
        avatarView.layer.cornerRadius = 32 /* px */ / 2
        configure(insets: insets)
    }

    /**/
    /***/
    /* ** / * / */
    private func configure(insets: UIEdgeInsets) {
        /* a /* b /* c */ b */ a */ avatarView.frame = view.bounds.inset(by: insets)
    }
}
