// A review of the December 8 changes: each folder a shape a change first broke.
import UIKit

final class TabbedMainTabBarController: UITabBarController {  // expect-screen: container 1
    private var controllers: [UIViewController] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        controllers.append(TabbedHomeViewController())
        setViewControllers(controllers, animated: false)  // expect-edge: TabbedHomeViewController
    }

    func makeDebugPages() -> Int {
        var controllers: [UIViewController] = []
        controllers.append(TabbedLogsViewController())
        return controllers.count
    }
}
final class TabbedHomeViewController: UIViewController {}  // expect-screen: uikit 0
final class TabbedLogsViewController: UIViewController {}  // expect-screen: uikit 0
