import SwiftUI
import UIKit
import XCTest

@testable import Shop

// Test code is not the app: its spies, fakes and hosts are no screens, and showing a
// screen from a test is no edge. (The scan still reads tests: a team excludes them in
// its configuration if it wants.)
final class SpyNavigationController: UINavigationController {
  private(set) var pushed: [UIViewController] = []

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushed.append(viewController)
    super.pushViewController(viewController, animated: false)
  }
}

final class FakeViewController: UIViewController {}

final class CheckoutFlowTests: XCTestCase {
  func testHomeShowsAbout() {
    let navigation = SpyNavigationController(rootViewController: HomeViewController())
    navigation.pushViewController(AboutViewController(), animated: false)
    XCTAssertEqual(navigation.pushed.count, 1)
  }

  func testSnapshotOfTheSettingsView() {
    let host = UIHostingController(rootView: TestOnlySettingsPreview())  // expect: hosting-outside-adapter
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    XCTAssertNotNil(host.view)
  }
}

struct TestOnlySettingsPreview: View {
  var body: some View { Text("Settings").navigationTitle("Settings") }
}
