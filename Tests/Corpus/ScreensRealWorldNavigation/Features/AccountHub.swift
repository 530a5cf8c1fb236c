import SwiftUI
import UIKit

// Legacy screens reached from a SwiftUI screen through the adapter layer's generic
// wrapper: the wrapper constructs nothing itself, so the screens handed to it are shown.
struct AccountHubView: View {  // expect-screen: swiftui 1
  @State private var showsCards = false

  var body: some View {
    List {
      NavigationLink("Addresses") {  // expect-edge: ShippingAddressesViewController
        AnyControllerView { ShippingAddressesViewController() }
      }
      Button("Cards") { showsCards = true }
      NavigationLink("Loyalty card") {  // expect-edge: LoyaltyCardViewController
        LoyaltyCardViewController().asSwiftUIView
      }
    }
    .sheet(isPresented: $showsCards) {  // expect-edge: SavedCardsViewController
      AnyControllerView(SavedCardsViewController.init)
    }
  }
}

final class ShippingAddressesViewController: UIViewController {}  // expect-screen: uikit 0

final class SavedCardsViewController: UITableViewController {}  // expect-screen: uikit 0

final class LoyaltyCardViewController: UIViewController {}  // expect-screen: uikit 0

// A legacy screen turned into a view by an extension rather than a wrapper type.
extension UIViewController {
  var asSwiftUIView: AnyControllerView<UIViewController> { AnyControllerView { self } }
}
