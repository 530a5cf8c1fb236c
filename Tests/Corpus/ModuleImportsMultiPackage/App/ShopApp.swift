import Networking
import OrdersFeature
import StoreKit
import SwiftUI
import PaymentsFeature // expect: undeclared-module-import

@main
struct ShopApp: App {
  @StateObject private var environment = AppEnvironment(client: APIClient.live)

  var body: some Scene {
    WindowGroup {
      OrdersView(router: environment.router)
        .sheet(item: $environment.checkout) { PaymentSheet(order: $0) }
    }
  }
}
