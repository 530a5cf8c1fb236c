import UIKit

final class ProfileHeader: UIView {
    var user: User?
    weak var delegate: ProfileHeaderDelegate?
    @IBOutlet var nameLabel: UILabel!
    var avatar: UIImageView?

    func update() {
        nameLabel.text = user?.name
        nameLabel!.textColor = user?.isVerified == true ? .systemBlue : .label
        avatar?.image = user?.avatarURL.flatMap { UIImage(contentsOfFile: $0.path) }
        avatar!.layer.cornerRadius = (avatar?.bounds.width ?? 0) / 2
        let followerText = user?.stats?.followers.description ?? "—"
        let firstTag = user?.tags?.first?.uppercased()
        let forcedChain = user!.stats!.followers
        let mixed = user?.stats!.following
        let subscripted = user?.tags?[0]
        let methodChain = user?.name.lowercased().split(separator: " ").first?.count
        let optionalCall = delegate?.headerDidTap?(self)
        let dictChain = user?.metadata["color"]??.count
        let nestedOptional: Int?? = 5
        let doubleUnwrap = nestedOptional!!
        let tryForce = try! JSONSerialization.data(withJSONObject: [:])
        let tryOptional = try? JSONSerialization.jsonObject(with: tryForce)
        let casted = (tryOptional as? [String: Any])?["k"] as! String?
        let implicit: String! = "implicitly unwrapped"
        let fromImplicit = implicit.count + implicit!.count
        user?.stats?.followers += 1
        user!.tags?.append("new")
        print(followerText, firstTag as Any, forcedChain, mixed as Any, subscripted as Any, methodChain as Any, optionalCall as Any, dictChain as Any, doubleUnwrap, casted as Any, fromImplicit)
    }
}

struct User {
    var name: String
    var isVerified: Bool
    var avatarURL: URL?
    var stats: Stats?
    var tags: [String]?
    var metadata: [String: String?]
}
struct Stats { var followers: Int; var following: Int }
@objc protocol ProfileHeaderDelegate: AnyObject { @objc optional func headerDidTap(_ header: ProfileHeader) }
