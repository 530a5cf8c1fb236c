import UIKit

// Locals handed on as labelled arguments: a navigation controller's root, and a hosting
// subclass's root view built before `super.init`.
final class AboutViewController: UIViewController {  // expect-screen: uikit 1
  func openLicenses() {
    let licenses = LicensesViewController()
    let navigation = UINavigationController(rootViewController: licenses)  // expect-edge: LicensesViewController
    present(navigation, animated: true)  // expect-edge: LicensesViewController
  }

  func openCredits() {
    present(CreditsScreens.make(names: ["A", "B"]), animated: true)  // expect-edge: CreditsView
  }
}

final class LicensesViewController: UIViewController {}  // expect-screen: uikit 0
