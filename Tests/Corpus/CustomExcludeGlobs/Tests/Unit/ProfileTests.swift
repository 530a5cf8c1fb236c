import XCTest
import SwiftUI

final class ProfileTests: XCTestCase {
    @MainActor func testHosting() {
        let host = UIHostingController(rootView: Text("unit")) // expect: hosting-outside-adapter
        XCTAssertNotNil(host.view)
    }
}
