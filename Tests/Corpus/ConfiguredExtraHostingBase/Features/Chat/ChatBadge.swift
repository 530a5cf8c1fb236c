import SwiftUI

struct ChatBadge: View {
    let chat: ChatBridge? // expect: hosting-outside-adapter
    var body: some View { Text(chat == nil ? "offline" : "online") }
}
