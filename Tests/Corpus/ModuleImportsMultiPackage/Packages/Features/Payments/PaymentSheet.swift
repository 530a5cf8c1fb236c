import Networking
import SwiftUI
@testable import OrdersFeature // expect: undeclared-module-import, forbidden-module-import

public struct PaymentSheet: View {
  public let order: Order
  public var body: some View { Text(order.title) }
}
