import UIKit

final class MessagesInboxViewController: UIViewController {  // expect-screen: uikit 1
  // A navigation controller made here and handed its stack: a push, not tabs.
  func compose() {
    let nav = UINavigationController()
    nav.viewControllers = [ComposeMessageViewController()]  // expect-edge: ComposeMessageViewController
    present(nav, animated: true)
  }

  func openDrafts() {
    let stack = UINavigationController()
    stack.viewControllers = [OutboxListViewController()]  // expect-edge: OutboxListViewController
    present(stack, animated: true)
  }
}

final class ComposeMessageViewController: UIViewController {}  // expect-screen: uikit 0
final class OutboxListViewController: UIViewController {}  // expect-screen: uikit 0
