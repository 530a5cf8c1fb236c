import Profile
import UIKit

// The Xcode app target, which no manifest declares: its imports still say whose
// `RootViewController` it means.
final class LaunchViewController: UIViewController {  // expect-screen: uikit 3
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    show(RootViewController(), sender: self)  // expect-edge: Profile.RootViewController
  }
}
