import SwiftUI
import UIKit

final class OrdersCoordinator {
  private let navigationController: UINavigationController
  private var configuration = Settings.Coordinator.Configuration()

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func showSettings() {
    let settings = Settings.Coordinator(rootView: SettingsRootView()) // expect: hosting-outside-adapter
    navigationController.pushViewController(settings, animated: true)
  }

  func showHelp() {
    let help = Settings.Host(rootView: AnyView(Text("Help"))) // expect: hosting-outside-adapter
    navigationController.present(help, animated: true)
  }
}
