import SwiftUI
import UIKit

final class CreditsHostingController: UIHostingController<CreditsView> {
  init(names: [String]) {
    let root = CreditsView(names: names)
    super.init(rootView: root)
  }
  @MainActor required dynamic init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

enum CreditsScreens {
  static func make(names: [String]) -> UIViewController { CreditsHostingController(names: names) }
}

struct CreditsView: View {  // expect-screen: swiftui 0
  let names: [String]
  var body: some View { List(names, id: \.self) { Text($0) } }
}
