import SwiftUI

struct ProfileCard: View {
    var name: String
    var isOnline: Bool

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(isOnline ? .green : .gray).frame(width: 10, height: 10)
            Text(name).font(.headline)
        }
        .padding()
    }
}

#Preview {
    ProfileCard(name: "Ana", isOnline: true)
}

#Preview("Offline", traits: .sizeThatFitsLayout) {
    ProfileCard(name: "Bo", isOnline: false)
        .preferredColorScheme(.dark)
}

#Preview("Long name — \"quoted\"") {
    ProfileCard(name: String(repeating: "Very ", count: 10) + "Long", isOnline: true)
}

#Preview(traits: .landscapeLeft) {
    @Previewable @State var online = true
    VStack {
        ProfileCard(name: "Cy", isOnline: online)
        Toggle("Online", isOn: $online)
    }
}

#if DEBUG
struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileCard(name: "Legacy", isOnline: true)
            ProfileCard(name: "Legacy", isOnline: false).environment(\.sizeCategory, .accessibilityExtraLarge)
        }
        .previewLayout(.sizeThatFits)
    }
}
#endif
