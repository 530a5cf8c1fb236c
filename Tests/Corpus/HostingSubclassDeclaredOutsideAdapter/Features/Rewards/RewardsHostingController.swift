import UIKit
import SwiftUI

final class RewardsHostingController: UIHostingController<RewardsView> { // expect: hosting-outside-adapter
    init() {
        super.init(rootView: RewardsView())
        title = "Rewards"
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) { nil }
}

extension RewardsHostingController { // expect: hosting-outside-adapter
    func refresh() { rootView = RewardsView() }
}
