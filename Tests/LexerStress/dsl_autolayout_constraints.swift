import UIKit

precedencegroup ConstraintPrecedence { higherThan: ComparisonPrecedence lowerThan: AdditionPrecedence }
infix operator |=| : ConstraintPrecedence
infix operator |>=| : ConstraintPrecedence
infix operator |<=| : ConstraintPrecedence
infix operator ~ : AssignmentPrecedence

struct Anchor<T: AnyObject> { let anchor: NSLayoutAnchor<T>; var constant: CGFloat = 0 }

func + <T>(lhs: NSLayoutAnchor<T>, rhs: CGFloat) -> Anchor<T> { Anchor(anchor: lhs, constant: rhs) }
func - <T>(lhs: NSLayoutAnchor<T>, rhs: CGFloat) -> Anchor<T> { Anchor(anchor: lhs, constant: -rhs) }
@discardableResult func |=| <T>(lhs: NSLayoutAnchor<T>, rhs: Anchor<T>) -> NSLayoutConstraint { lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant) }
@discardableResult func |=| <T>(lhs: NSLayoutAnchor<T>, rhs: NSLayoutAnchor<T>) -> NSLayoutConstraint { lhs |=| rhs + 0 }
@discardableResult func |>=| <T>(lhs: NSLayoutAnchor<T>, rhs: Anchor<T>) -> NSLayoutConstraint { lhs.constraint(greaterThanOrEqualTo: rhs.anchor, constant: rhs.constant) }
@discardableResult func |<=| (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint { lhs.constraint(lessThanOrEqualToConstant: rhs) }
func ~ (lhs: NSLayoutConstraint, rhs: UILayoutPriority) -> NSLayoutConstraint { lhs.priority = rhs; return lhs }

@resultBuilder enum ConstraintBuilder {
    static func buildBlock(_ c: NSLayoutConstraint...) -> [NSLayoutConstraint] { c }
}

extension UIView {
    func layout(@ConstraintBuilder _ build: (UIView) -> [NSLayoutConstraint]) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(build(self))
    }
}

final class CardViewController: UIViewController {
    let card = UIView(), title = UILabel(), avatar = UIImageView()
    override func viewDidLoad() {
        super.viewDidLoad()
        [card, title, avatar].forEach(view.addSubview)
        card.layout { v in
            v.leadingAnchor |=| view.layoutMarginsGuide.leadingAnchor
            v.trailingAnchor |=| view.layoutMarginsGuide.trailingAnchor
            v.topAnchor |=| view.safeAreaLayoutGuide.topAnchor + 16
            v.heightAnchor |<=| view.bounds.height / 3 ~ .defaultHigh
        }
        avatar.layout { v in
            v.widthAnchor |=| v.heightAnchor
            v.leadingAnchor |=| card.leadingAnchor + 12
            v.centerYAnchor |=| card.centerYAnchor
            v.widthAnchor |<=| 48
        }
        title.layout { v in
            v.leadingAnchor |>=| avatar.trailingAnchor + 8
            v.trailingAnchor |=| card.trailingAnchor - 12
            v.firstBaselineAnchor |=| avatar.centerYAnchor + (title.font.capHeight / 2)
        }
    }
}
