import UIKit
import SwiftUI

// A local view that carries a re-injected environment reaches the hosting controller
// through modifiers, wrappers and containers as often as on its own.
@MainActor
enum OrderScreens {
    static func makeList(model: OrdersModel) -> UIViewController {
        let list = OrderListView().environment(model) // expect: environment-reinjection-outside-adapter
        return UIHostingController(rootView: list.ignoresSafeArea()) // expect: hosting-outside-adapter
    }

    static func makeDetail(model: OrdersModel, id: Int) -> UIViewController {
        let detail = OrderDetailView(id: id)
            .environmentObject(model.store) // expect: environment-reinjection-outside-adapter
        return UIHostingController(rootView: NavigationStack { detail }) // expect: hosting-outside-adapter
    }

    static func makeHistory(model: OrdersModel, compact: Bool) -> UIViewController {
        let history = OrderHistoryView().environment(model) // expect: environment-reinjection-outside-adapter
        let host = UIHostingController( // expect: hosting-outside-adapter
            rootView: compact ? AnyView(history.padding()) : AnyView(history)
        )
        return host
    }

    static func replaceRoot(of host: UIHostingController<AnyView>, model: OrdersModel) { // expect: hosting-outside-adapter
        let receipt = ReceiptView().environment(model) // expect: environment-reinjection-outside-adapter
        host.rootView = AnyView(receipt.padding())
    }

    // The local's title is read, its view is not hosted: nothing re-injected here.
    static func makeTitled(model: OrdersModel) -> UIViewController {
        let title = OrderTitle(model: model).text
        let plain = OrderListView()
        return UIHostingController(rootView: plain.navigationTitle(title)) // expect: hosting-outside-adapter
    }
}

@Observable final class OrdersModel { let store = OrderStore() }
final class OrderStore: ObservableObject {}
struct OrderTitle { let model: OrdersModel; var text: String { "Orders" } }
struct OrderListView: View { var body: some View { Text("Orders") } }
struct OrderDetailView: View { let id: Int; var body: some View { Text("\(id)") } }
struct OrderHistoryView: View { var body: some View { Text("History") } }
struct ReceiptView: View { var body: some View { Text("Receipt") } }
