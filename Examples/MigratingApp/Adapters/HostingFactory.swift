import UIKit
import SwiftUI

/// Builds the view controllers that wrap SwiftUI screens.
@MainActor
struct HostingFactory {
    let environment: EnvironmentAdapter

    func makeOrderDetail(order: Order) -> UIViewController {
        let host = ThemedHostingController(
            rootView: OrderDetailView(orderID: order.id)
                .environmentObject(environment.orderStore)
                .environment(environment.theme)
        )
        host.title = order.title
        return host
    }

    func makeProfile() -> UIViewController {
        ThemedHostingController(rootView: environment.apply(to: ProfileView()))
    }

    func makeStoreLocator() -> UIViewController {
        ThemedHostingController(rootView: environment.apply(to: StoreLocatorView()))
    }
}
