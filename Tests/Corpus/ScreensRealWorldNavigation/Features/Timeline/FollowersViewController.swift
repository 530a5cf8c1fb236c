import UIKit

// A massive view controller split up: the table's delegate is an object of its own,
// made by the screen, pushing through a weak reference to it. Its shows are the
// screen's.
final class FollowersTableDelegate: NSObject, UITableViewDelegate {
  weak var viewController: UIViewController?
  var followers: [Follower] = []

  init(viewController: UIViewController) {
    self.viewController = viewController
  }

  private func makeProfile(_ row: Int) -> UIViewController {
    FollowerProfileViewController(follower: followers[row])
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    viewController?.navigationController?.pushViewController(makeProfile(indexPath.row), animated: true)  // expect-edge: FollowerProfileViewController
  }
}

final class FollowersViewController: UITableViewController {  // expect-screen: uikit 1
  private lazy var tableDelegate = FollowersTableDelegate(viewController: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.delegate = tableDelegate
  }
}

final class FollowerProfileViewController: UIViewController {  // expect-screen: uikit 0
  init(follower: Follower) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// A helper no screen makes (the app delegate's) shows for none.
final class PushNotificationHandler: NSObject {
  weak var window: UIWindow?
  func open(_ payload: [AnyHashable: Any]) {
    window?.rootViewController?.present(NotificationInboxViewController(), animated: true)
  }
}

final class NotificationInboxViewController: UIViewController {}  // expect-screen: uikit 0
