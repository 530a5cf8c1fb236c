import XCTest

/// Queries of other applications (Settings, SpringBoard) are theirs, not the app's
/// (firefox-ios's IOSSettingsAppScreen and notification tests).
final class IOSSettingsScreen {
  let settingsApp: XCUIApplication

  init(settingsApp: XCUIApplication = XCUIApplication(bundleIdentifier: "com.apple.Preferences")) {
    self.settingsApp = settingsApp
  }

  func openDefaultBrowser() {
    settingsApp.buttons["DEFAULT_BROWSER_APP"].tap()
    self.settingsApp.navigationBars.buttons["BackButton"].tap()
  }
}

final class DefaultBrowserTests: BaseTestCase {
  func testNotification() {
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
    springboard.otherElements["Notification"].descendants(matching: .any)["NotificationShortLookView"].tap()
    XCUIApplication(bundleIdentifier: "com.apple.mobilesafari").buttons["safari.tabs_button"].tap()
    app.buttons["browser.defaultBanner"].tap() // expect: ui-test-identifier-missing
  }
}
