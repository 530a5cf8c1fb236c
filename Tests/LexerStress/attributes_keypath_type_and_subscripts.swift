import SwiftUI

struct Theme {
    var colors: [String: Color] = ["accent": .orange]
    var spacing: (small: CGFloat, large: CGFloat) = (4, 16)
    subscript(token name: String) -> Color? { colors[name] }
    static var shared = Theme()
}

struct ThemedList: View {
    @Environment(\.font) private var font
    @Environment(\.locale.identifier) private var localeID
    let rows = [("a", 1), ("b", 2)]

    var body: some View {
        List(rows, id: \.0) { row in
            Text("\(row.0): \(row.1)")
                .foregroundStyle(Theme.shared[keyPath: \Theme.[token: "accent"]] ?? .primary)
                .padding(Theme.shared[keyPath: \.spacing.small])
        }
        .environment(\.defaultMinListRowHeight, 44)
        .environment(\.layoutDirection, .rightToLeft)
        .transformEnvironment(\.font) { $0 = $0 ?? .body }
    }
}

let kp1 = \Theme.colors
let kp2 = \Theme.colors["accent"]
let kp3 = \Theme.colors.count
let kp4 = \Theme.spacing.large
let kp5 = \Theme.[token: "accent"]
let kp6 = \[String].count
let kp7 = \[String: [Int]].["k"]?.first
let kp8 = \String?.?.count
let kp9 = \Array<Dictionary<String, Int>>.first?.keys
let kp10: KeyPath<Theme, CGFloat> = \.spacing.0
let closureFromKeyPath: (Theme) -> Int = \.colors.count
let optionalChainKP = \Theme.colors["x"]?.description
print(kp1, kp2, kp3, kp4, kp5, kp6, kp7, kp8, kp9, kp10, closureFromKeyPath(Theme()), optionalChainKP)
