import UIKit

enum Metrics {
    static let spacing: CGFloat = 8
    static let cornerRadius: CGFloat = 12.5
    static let hairline = 1.0 / UIScreen.main.scale
    static let avatar = CGSize(width: 44, height: 44)
    static let animation: TimeInterval = 0.25
    static let springDamping: CGFloat = 0.82
    static let maxWidth: CGFloat = 6_72
    static let insets = UIEdgeInsets(top: 16, left: 20.0, bottom: 16, right: 2e1)
    static let shadowOpacity: Float = 0.15
    static let shadowOffset = CGSize(width: 0, height: -1.5)
    static let rotation = CGAffineTransform(rotationAngle: .pi / 4)
    static let scaleDown = CGAffineTransform(scaleX: 0.95, y: 0.95)
}

final class CardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = Metrics.cornerRadius
        layer.shadowOpacity = Metrics.shadowOpacity
        layer.shadowOffset = Metrics.shadowOffset
        layer.shadowRadius = 4.0
        layer.borderWidth = Metrics.hairline
        layoutMargins = Metrics.insets
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func pressAnimation() {
        UIView.animate(withDuration: Metrics.animation, delay: 0, usingSpringWithDamping: Metrics.springDamping, initialSpringVelocity: 0.5, options: [.allowUserInteraction]) {
            self.transform = Metrics.scaleDown
            self.alpha = 0.9
        } completion: { _ in
            UIView.animate(withDuration: Metrics.animation * 0.5) { self.transform = .identity; self.alpha = 1 }
        }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: min(Metrics.maxWidth, UIView.noIntrinsicMetric), height: Metrics.avatar.height + Metrics.spacing * 2)
    }
}
