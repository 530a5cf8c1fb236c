import XCTest

/// No XCUIApplication here: `app` is inherited, and the queries make it a UI test.
final class HistoryTests: BaseTestCase {
  func testClearHistory() {
    app.tables.cells["history.row"].firstMatch.tap()
    app.buttons[AccessibilityIdentifiers.History.clear].tap()
    XCTAssertTrue(app.otherElements[AccessibilityIdentifiers.History.emptyState].exists) // expect: ui-test-identifier-missing
    XCTAssertTrue(app.staticTexts["Recently Closed"].exists)
  }

  func testCloseSettings() {
    app.buttons[AccessibilityIdentifiers.Settings.close].tap()
    app.buttons.matching(identifier: "settings.doneButton").firstMatch.tap() // expect: ui-test-identifier-missing
  }
}
