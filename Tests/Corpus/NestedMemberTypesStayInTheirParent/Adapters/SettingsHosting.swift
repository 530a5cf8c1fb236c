import SwiftUI
import UIKit

enum Settings {
  /// The settings flow's hosting controller; features ask `SettingsFactory` for it.
  final class Coordinator: UIHostingController<SettingsRootView> {
    struct Configuration {
      var showsDoneButton = true
    }
  }

  typealias Host = UIHostingController<AnyView>
}

enum SettingsFactory {
  static func make() -> UIViewController { Settings.Coordinator(rootView: SettingsRootView()) }
}
