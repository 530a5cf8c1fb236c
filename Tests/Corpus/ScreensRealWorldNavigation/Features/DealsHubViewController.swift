import SwiftUI
import UIKit

// A SwiftUI view hosted in a UIKit screen navigates through the closures it is handed:
// the screen pushes from them. Pushing, presenting or embedding the hosting controller
// shows its view, not what its closures push (that is the closures' own edge).
final class DealsHubViewController: UIViewController {  // expect-screen: uikit 1
  override func viewDidLoad() {
    super.viewDidLoad()
    let banner = UIHostingController(  // expect: hosting-outside-adapter
      rootView: DealsBannerView(onTap: { [weak self] in  // expect-edge: DealsBannerView
        self?.navigationController?.pushViewController(WeeklyDealsViewController(), animated: true)  // expect-edge: WeeklyDealsViewController
      }))
    addChild(banner)
    view.addSubview(banner.view)
    banner.didMove(toParent: self)
  }

  func openTerms() {
    let terms = UIHostingController(  // expect: hosting-outside-adapter
      rootView: DealTermsView(onContact: { [weak self] in  // expect-edge: DealTermsView
        self?.present(DealSupportViewController(), animated: true)  // expect-edge: DealSupportViewController
      }))
    navigationController?.pushViewController(terms, animated: true)
  }
}

struct DealsBannerView: View {  // expect-screen: swiftui 0
  var onTap: () -> Void
  var body: some View { Button("This week's deals", action: onTap) }
}

struct DealTermsView: View {  // expect-screen: swiftui 0
  var onContact: () -> Void
  var body: some View { Button("Contact us", action: onContact) }
}

final class WeeklyDealsViewController: UIViewController {}  // expect-screen: uikit 0
final class DealSupportViewController: UIViewController {}  // expect-screen: uikit 0
