import XCTest
import SwiftUI

final class ProfileSnapshotTests: XCTestCase {
    @MainActor func testProfile() {
        let host = UIHostingController(rootView: Text("snapshot"))
        XCTAssertNotNil(host.view)
    }
}
