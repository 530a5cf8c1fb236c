import SwiftUI
import UIKit

// A UIKit screen hosting a SwiftUI list whose rows present: what a row shows, the list
// (and the screen hosting it) reach, so the screen is no leaf and its branch is not
// converted while a UIKit screen is still below it.
final class ShipmentsViewController: UIViewController {  // expect-screen: uikit 5
  override func viewDidLoad() {
    super.viewDidLoad()
    let host = UIHostingController(  // expect: hosting-outside-adapter
      rootView: ShipmentsListView())  // expect-edge: ShipmentsListView
    addChild(host)
    view.addSubview(host.view)
    host.didMove(toParent: self)
  }
}

struct ShipmentsListView: View {  // expect-screen: swiftui 4
  let shipments: [Int] = [1, 2, 3]

  var body: some View {
    List {
      ShipmentSection(shipments: shipments)  // expect-edge: ShipmentSection
    }
  }
}

// A section of rows: a part of the list, through which the rows' shows reach it.
struct ShipmentSection: View {  // expect-screen: swiftui 3
  let shipments: [Int]

  var body: some View {
    Section("In transit") {
      ForEach(shipments, id: \.self) { id in
        ShipmentRow(id: id)  // expect-edge: ShipmentRow
      }
    }
  }
}

struct ShipmentRow: View {  // expect-screen: swiftui 2
  let id: Int
  @State private var tracking = false

  var body: some View {
    Button("Track \(id)") { tracking = true }
      .sheet(isPresented: $tracking) { ShipmentTrackingScreen() }  // expect-edge: ShipmentTrackingViewController
  }
}

struct ShipmentTrackingScreen: UIViewControllerRepresentable {  // expect: representable-outside-adapter
  func makeUIViewController(context: Context) -> ShipmentTrackingViewController { ShipmentTrackingViewController() }
  func updateUIViewController(_ controller: ShipmentTrackingViewController, context: Context) {}
}

final class ShipmentTrackingViewController: UIViewController {  // expect-screen: uikit 1
  func openMap() {
    present(ShipmentMapViewController(), animated: true)  // expect-edge: ShipmentMapViewController
  }
}

final class ShipmentMapViewController: UIViewController {}  // expect-screen: uikit 0
