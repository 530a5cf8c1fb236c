import SwiftUI

struct ProfileHeader: View {
    let name: String
    let avatarURL: URL?

    var body: some View {
        HStack {
            if #available(iOS 15, macOS 12, *) { // expect: always-true-availability
                AsyncImage(url: avatarURL)
                    .frame(width: 44, height: 44)
            } else {
                Circle().frame(width: 44, height: 44)
            }
            if #available(iOS 16, *) {
                Text(name).bold().lineLimit(1...2)
            } else {
                Text(name).bold()
            }
        }
    }
}

@available(iOS 15.0, macOS 12.0, *) // expect: redundant-availability
@available(tvOS 15.0, *)
struct ProfileBadge: View {
    var body: some View { Text("pro").badge(1) }
}
