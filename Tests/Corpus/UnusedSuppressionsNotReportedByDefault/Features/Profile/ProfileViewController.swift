// puente:disable-file environment-reinjection-outside-adapter -- re-injection moved to the factory long ago
import UIKit
import SwiftUI

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // puente:disable-next-line hosting-outside-adapter -- the host moved to ProfileFactory
        let content = UIViewController()
        addChild(content)
    }
}

// puente:disable representable-outside-adapter -- the bridges below were moved to Adapters/
struct AvatarView: View {
    var body: some View { Image(systemName: "person.crop.circle") }
}
// puente:enable representable-outside-adapter
