import XCTest

/// Every suite inherits `app` from here (firefox-ios's BaseTestCase).
class BaseTestCase: XCTestCase {
  let app = XCUIApplication()

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
    app.launch()
  }
}
