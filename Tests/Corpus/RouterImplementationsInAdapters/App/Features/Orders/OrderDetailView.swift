import SwiftUI

final class OrdersStore: ObservableObject {}

struct OrderDetailView: View {
    let id: String
    @EnvironmentObject private var orders: OrdersStore
    @Environment(SwiftUIAppRouter.self) private var router

    var body: some View {
        Button("Show on map") { router.show(.map(latitude: 52.52, longitude: 13.40)) }
            .navigationTitle("Order \(id)")
    }
}
