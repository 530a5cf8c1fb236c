import UIKit
import SwiftUI
import ChatKitUI

/// `ExtraHostingBase` comes from the vendored ChatKitUI SDK and hosts SwiftUI internally.
final class ChatScreen: ExtraHostingBase { // expect: hosting-outside-adapter
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
    }
}

final class SupportChatScreen: ChatScreen { // expect: hosting-outside-adapter
    let topic = "ExtraHostingBase subclasses are hosts"
}

enum ChatEntry {
    static func make() -> UIViewController {
        SupportChatScreen() // expect: hosting-outside-adapter
    }

    static func makeBare() -> UIViewController {
        ExtraHostingBase(rootView: AnyView(Text("Hi"))) // expect: hosting-outside-adapter
    }

    static func makeUnrelated() -> UIViewController {
        ExtraHostingBaseConfiguration.default.makeController()
    }
}
