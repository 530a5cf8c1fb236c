// puente:disable-file environment-reinjection-outside-adapter -- re-injection moved to the factory long ago // expect: unused-suppression
import UIKit
import SwiftUI

final class ProfileViewController: UIViewController {
    private let factory: ProfileFactory

    init(factory: ProfileFactory) {
        self.factory = factory
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        // puente:disable-next-line hosting-outside-adapter -- the host moved to ProfileFactory // expect: unused-suppression
        let content = factory.makeProfile()
        addChild(content)
        // puente:disable-next-line hosting-outside-adapter -- still needed for the avatar preview
        let avatar = UIHostingController(rootView: AvatarView())
        addChild(avatar)
    }
}

// puente:disable representable-outside-adapter -- the bridges below were moved to Adapters/ // expect: unused-suppression
struct AvatarView: View {
    var body: some View { Image(systemName: "person.crop.circle") }
}
// puente:enable representable-outside-adapter
