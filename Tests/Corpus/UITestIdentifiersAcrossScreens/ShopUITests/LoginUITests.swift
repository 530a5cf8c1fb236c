import XCTest

final class LoginUITests: XCTestCase {
  func testLogin() {
    let app = XCUIApplication()
    app.launch()
    let email = app.textFields[AccessibilityIdentifiers.Login.email.rawValue]
    email.tap()
    email.typeText("qa@example.com")
    app.secureTextFields[AccessibilityIdentifiers.Login.password.rawValue].typeText("secret")
    app.buttons[AccessibilityIdentifiers.Login.submit.rawValue].tap()
    app.buttons["forgotPassword.send"].tap()
    app.buttons["forgotPassword.cancel"].tap() // expect: ui-test-identifier-missing
    // app.buttons["login.legacySubmit"].tap()
    app.alerts["Wrong password"].buttons["OK"].tap()
    XCUIApplication(bundleIdentifier: "com.apple.springboard").buttons["Allow"].tap()
  }
}
