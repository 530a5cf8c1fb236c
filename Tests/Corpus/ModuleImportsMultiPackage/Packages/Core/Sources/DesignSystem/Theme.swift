import SwiftUI
import Networking // expect: undeclared-module-import

public enum Theme {
  public static let accent = Color("Accent", bundle: .module)
  public static var environmentName: String { APIClient.environmentName }
}
