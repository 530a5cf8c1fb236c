import UIKit

final class BadgeView: UIView {
    var count: Int? { didSet { label.text = text } }
    var maxCount = 99
    var user: (name: String?, isPremium: Bool)? = (nil, false)
    private let label = UILabel()

    private var text: String {
        "\(count.map { $0 > maxCount ? "\(maxCount)+" : "\($0)" } ?? "")"
    }

    var accessibilityText: String {
        "\(user?.name ?? "Someone") has \(count ?? 0 == 0 ? "no" : count! > maxCount ? "many" : "\(count!)") new message\(count == 1 ? "" : "s")\(user?.isPremium == true ? " (premium)" : "")"
    }

    var debugText: String {
        "count=\(count as Any) name=\(String(describing: user?.name)) upper=\(user?.name?.uppercased() ?? "nil") first=\(user?.name?.first.map(String.init) ?? "?")"
    }

    var ternaryChain: String {
        let c = count ?? 0
        return "\(c < 0 ? "neg" : c == 0 ? "zero" : c < 10 ? "few" : c < 100 ? "some" : "lots")"
    }

    func forceUnwrapped() -> String {
        "\(user!.name!.count) \(count!)"
    }

    func boolInterp(_ flag: Bool?) -> String {
        "\(flag ?? false ? "on" : "off") / \(!(flag ?? true) ? "disabled" : "enabled")"
    }
}
