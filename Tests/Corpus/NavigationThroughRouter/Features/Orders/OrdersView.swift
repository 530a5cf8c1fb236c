import SwiftUI
import UIKit

protocol OrdersRouting: AnyObject {
  func showDetail(_ order: Order)
  func present(_ route: OrdersRoute, animated: Bool)
}

struct OrdersView: View {
  @Environment(\.dismiss) private var dismiss
  @ObservedObject var model: OrdersViewModel
  let router: OrdersRouting
  weak var hostingController: UIViewController?

  var body: some View {
    List(model.orders) { order in
      OrderRow(order: order)
        .onTapGesture { router.showDetail(order) }
        .swipeActions {
          Button("Share") {
            let sheet = UIActivityViewController(activityItems: [order.url], applicationActivities: nil)
            UIApplication.shared.windows.first?.rootViewController?.present(sheet, animated: true) // expect: uikit-navigation-in-swiftui
          }
        }
    }
    .toolbar {
      Button("Filter") { router.present(.filter, animated: true) }
      Button("Close") { dismiss() }
      Button("Back") {
        hostingController?.navigationController?.popViewController(animated: true) // expect: uikit-navigation-in-swiftui
      }
    }
    .onAppear { UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) }
    .onOpenURL { UIApplication.shared.open($0) }
  }
}

extension OrdersView {
  /// Shown when the order cannot be loaded.
  func showError(_ error: Error) {
    let alert = UIAlertController(title: "Error", message: error.localizedDescription, preferredStyle: .alert)
    UIApplication.shared.connectedScenes // expect: uikit-navigation-in-swiftui
      .compactMap { $0 as? UIWindowScene }
      .flatMap(\.windows)
      .first { $0.isKeyWindow }?
      .rootViewController?
      .present(alert, animated: true)
  }
}

// Text that mentions navigationController?.pushViewController(x, animated: true) is not a call.
struct OrdersEmptyState: View {
  var body: some View {
    Text("Use navigationController?.pushViewController to debug")
    /* hostingController?.dismiss(animated: true) */
  }
}
