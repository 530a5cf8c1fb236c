import SwiftUI
import UIKit

/// Makes the profile screen: the SwiftUI one behind the migration flag.
enum ScreenFactory {
  static func makeProfile(user: User) -> UIViewController {
    guard Flags.newProfile else { return ProfileViewController(user: user) }  // expect-pair: ProfileViewController ProfileView
    return UIHostingController(rootView: ProfileView(user: user))
  }
}

final class ProfileHostingController: UIHostingController<ProfileView> {}
