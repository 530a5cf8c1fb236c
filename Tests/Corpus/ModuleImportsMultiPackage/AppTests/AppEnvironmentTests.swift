import XCTest
@testable import App
import Networking

final class AppEnvironmentTests: XCTestCase {
  func testStartsSignedOut() { XCTAssertNil(AppEnvironment(client: .mock).session) }
}
