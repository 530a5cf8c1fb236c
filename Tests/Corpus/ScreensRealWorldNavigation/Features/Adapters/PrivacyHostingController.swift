import SwiftUI
import UIKit

final class PrivacyHostingController: UIHostingController<PrivacyView> {
  init() { super.init(rootView: PrivacyView()) }
  @MainActor required dynamic init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

struct PrivacyView: View {  // expect-screen: swiftui 0
  var body: some View { Toggle("Share analytics", isOn: .constant(false)) }
}

final class NotificationsHostingController: UIHostingController<NotificationsView> {
  init() { super.init(rootView: NotificationsView()) }
  @MainActor required dynamic init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

struct NotificationsView: View {  // expect-screen: swiftui 0
  var body: some View { List {} }
}

enum NotificationsScreens {
  static func make() -> UIViewController { NotificationsHostingController() }
}
