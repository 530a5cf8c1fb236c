import ChatKitUI
import SwiftUI

final class ChatBridge: ExtraHostingBase {
    convenience init(channel: String) {
        self.init(rootView: AnyView(Text(channel)))
    }
}
