import SwiftUI
import UIKit

// Locals handed on as labelled arguments: a navigation controller's root, and a hosting
// subclass's root view built before `super.init`.
final class AboutViewController: UIViewController {  // expect-screen: uikit 1
  func openLicenses() {
    let licenses = LicensesViewController()
    let navigation = UINavigationController(rootViewController: licenses)  // expect-edge: LicensesViewController
    present(navigation, animated: true)
  }

  // A show reached two ways in one method is one edge: the modal wrapped in a navigation
  // controller (the commonest UIKit modal), a hosting controller pushed.
  func openFeedback() {
    let nav = UINavigationController(rootViewController: FeedbackViewController())  // expect-edge: FeedbackViewController
    nav.modalPresentationStyle = .formSheet
    present(nav, animated: true)
  }

  func openAcknowledgements() {
    let host = UIHostingController(  // expect: hosting-outside-adapter
      rootView: AcknowledgementsView())  // expect-edge: AcknowledgementsView
    host.title = "Acknowledgements"
    navigationController?.pushViewController(host, animated: true)
  }

  // Two shows of one screen in one method stay two edges.
  func openReleaseNotes(compact: Bool) {
    if compact {
      navigationController?.pushViewController(ReleaseNotesViewController(), animated: true)  // expect-edge: ReleaseNotesViewController
    } else {
      present(ReleaseNotesViewController(), animated: true)  // expect-edge: ReleaseNotesViewController
    }
  }

  func openCredits() {
    present(CreditsScreens.make(names: ["A", "B"]), animated: true)  // expect-edge: CreditsView
  }
}

final class LicensesViewController: UIViewController {}  // expect-screen: uikit 0
final class FeedbackViewController: UIViewController {}  // expect-screen: uikit 0
final class ReleaseNotesViewController: UIViewController {}  // expect-screen: uikit 0

struct AcknowledgementsView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Thanks") }
}
