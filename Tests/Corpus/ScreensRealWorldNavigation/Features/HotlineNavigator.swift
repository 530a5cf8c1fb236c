import UIKit

// An app-wide navigator reached as a singleton (Signal's `SignalApp.shared`): a screen's
// call on `Type.shared` shows what that type's method shows.
final class HotlineNavigator {
  static let shared = HotlineNavigator()
  weak var rootNavigationController: UINavigationController?

  func openConversation(id: String) {
    let conversation = HotlineConversationViewController()
    conversation.conversationID = id
    rootNavigationController?.pushViewController(conversation, animated: true)
  }
}

final class HotlineContactViewController: UIViewController {  // expect-screen: uikit 1
  @objc private func messageTapped() {
    HotlineNavigator.shared.openConversation(id: "c1")  // expect-edge: HotlineConversationViewController
    UIApplication.shared.open(URL(string: "tel://1")!)
  }
}

// The singleton held in a property first.
final class HotlineInboxViewController: UIViewController {  // expect-screen: uikit 1
  private let navigator = HotlineNavigator.shared

  func open(_ id: String) {
    navigator.openConversation(id: id)  // expect-edge: HotlineConversationViewController
  }
}

final class HotlineConversationViewController: UIViewController {  // expect-screen: uikit 0
  var conversationID = ""
}
