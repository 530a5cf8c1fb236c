import SwiftUI
import UIKit

// A `View` extension wrapping the view in a hosting controller, for UIKit to show.
extension View {
  func hosted(title: String? = nil) -> UIViewController {
    let controller = UIHostingController(rootView: self)  // expect: hosting-outside-adapter
    controller.title = title
    return controller
  }

  var asViewController: UIViewController { UIHostingController(rootView: self) }  // expect: hosting-outside-adapter
}
