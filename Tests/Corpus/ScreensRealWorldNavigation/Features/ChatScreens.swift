import UIKit

// Two screens that show each other: a cycle, which counts as one screen.
final class ChatListViewController: UIViewController {  // expect-screen: uikit 0
  func open() {
    navigationController?.pushViewController(ChatViewController(), animated: true)  // expect-edge: ChatViewController
  }
}

final class ChatViewController: UIViewController {  // expect-screen: uikit 0
  func showAll() {
    navigationController?.pushViewController(ChatListViewController(), animated: true)  // expect-edge: ChatListViewController
  }
}
