import UIKit

/// Root of the UIKit screen hierarchy: shared styling and analytics.
class BaseViewController: UIViewController {
    /// Name reported to analytics; subclasses override.
    var screenName: String { String(describing: type(of: self)) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(screen: screenName)
    }
}

enum Analytics {
    static func track(screen: String) {
        #if DEBUG
        print("[analytics] screen_view", screen)
        #endif
    }
}
