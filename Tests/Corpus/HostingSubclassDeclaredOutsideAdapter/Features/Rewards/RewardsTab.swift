import UIKit
import SwiftUI

enum RewardsTab {
    static func make() -> UIViewController {
        let controller = RewardsHostingController() // expect: hosting-outside-adapter
        controller.tabBarItem = UITabBarItem(title: "Rewards", image: UIImage(systemName: "gift"), tag: 2)
        return controller
    }
}

struct RewardsView: View {
    var body: some View { Text("Points: 0") }
}
