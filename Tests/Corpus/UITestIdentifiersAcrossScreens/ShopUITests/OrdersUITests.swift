import XCTest

final class OrdersUITests: XCTestCase {
  private var app: XCUIApplication!

  override func setUpWithError() throws {
    continueAfterFailure = false
    app = XCUIApplication()
    app.launchArguments += ["-uiTesting"]
    app.launch()
  }

  func testListShowsOrders() {
    XCTAssertTrue(app.tables[AccessibilityIdentifiers.Orders.list].waitForExistence(timeout: 5))
    app.cells.matching(identifier: "orders.row").firstMatch.tap()
    XCTAssertTrue(app.staticTexts["orderDetail.total"].exists)
    app.buttons["orderDetail.track"].tap()
    app.navigationBars.buttons["Orders"].tap()
  }

  func testFilter() {
    app.buttons[AccessibilityIdentifiers.Orders.filterButton].tap()
    app.sheets.buttons["Apply"].tap()
  }

  func testEmptyState() {
    app.launchArguments += ["-emptyOrders"]
    XCTAssertTrue(app.otherElements[AccessibilityIdentifiers.Orders.emptyState].exists) // expect: ui-test-identifier-missing
    XCTAssertTrue(app.descendants(matching: .any)["orders.emptyState.retry"].exists) // expect: ui-test-identifier-missing
  }

  func testSegments() {
    for segment in ["open", "past"] {
      XCTAssertTrue(app.otherElements["orders.screen.\(segment)"].exists)
    }
    XCTAssertTrue(app.tables.cells.element(boundBy: 0).exists)
  }
}
