import DesignSystem
import Models  // through Networking: transitive dependencies are allowed by default
import Networking
import SwiftUI
#if canImport(PaymentsFeature)
import PaymentsFeature // expect: undeclared-module-import, forbidden-module-import
#endif
import struct App.AppEnvironment // expect: undeclared-module-import, forbidden-module-import

public struct OrdersView: View {
  let router: OrdersRouting
  public var body: some View { Text("Orders").foregroundStyle(Theme.accent) }
}
