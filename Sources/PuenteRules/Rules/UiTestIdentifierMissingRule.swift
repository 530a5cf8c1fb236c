import PuenteSource

/// `ui-test-identifier-missing`: a UI test queries an accessibility identifier that no
/// screen sets any more.
public struct UiTestIdentifierMissingRule: Rule {
  public static let info = RuleInfo(
    id: "ui-test-identifier-missing",
    summary: "A UI test queries an accessibility identifier that no screen or storyboard sets.",
    rationale: """
      A conversion is done when the new screen behaves as well as the old one and its \
      tests pass without relaxed assertions. The first casualty of a rewrite is the \
      accessibility identifier XCUITest queries: the SwiftUI version forgets \
      `.accessibilityIdentifier("orders.list")` and the UI suite fails, or is "fixed" \
      by deleting the assertion. Identifiers are read from `.accessibilityIdentifier(…)`, \
      `.accessibility(identifier:)`, `accessibilityIdentifier = …`, \
      `accessibilityIdentifier:` and view models' `a11yIdentifier:` arguments, string \
      constants, storyboards and xibs; computed ones, queries that read like a label \
      (`"Done"`, `"Log In"`) and queries of system apps (SpringBoard, Settings) are not \
      judged. `puente identifiers` lists them all.
      """,
    defaultSeverity: .warning)

  /// The examples run against this app: identifiers set by a SwiftUI literal, a
  /// constant, a storyboard, a UIKit assignment and a helper (whose identifier another
  /// UI test queries too: the inventory looks for helpers' literals only for queried
  /// identifiers it found no setter of).
  public static let exampleInputs = ScanInputs(
    repository: Repository(
      source: MemorySource(files: [
        "App/AccessibilityIdentifiers.swift": """
        enum AccessibilityIdentifiers {
          enum Orders {
            static let detailTitle = "orders.detail.title"
            static let archive = "orders.archive"
          }
        }
        """,
        "App/Orders/OrdersView.swift": """
        struct OrdersView: View {
          var body: some View {
            List(orders) { OrderRow(order: $0).testID("orders.row") }
              .accessibilityIdentifier("orders.list")
            Text(order.title).accessibilityIdentifier(AccessibilityIdentifiers.Orders.detailTitle)
          }
        }
        """,
        "App/Checkout/CheckoutViewController.swift": """
        final class CheckoutViewController: UIViewController {
          override func viewDidLoad() { payButton.accessibilityIdentifier = "checkout.pay" }
        }
        """,
        "UITests/SmokeUITests.swift": """
        import XCTest
        final class SmokeUITests: XCTestCase {
          func testRows() { XCTAssertTrue(XCUIApplication().cells["orders.row"].exists) }
        }
        """,
        "App/Login/Login.storyboard": """
        <button opaque="NO" contentMode="scaleToFill" id="aX3-fk-2Lm">
            <accessibility key="accessibilityConfiguration" identifier="login.submit"/>
        </button>
        """,
      ])))

  public static let triggeringExamples = [
    """
    import XCTest

    final class OrdersUITests: XCTestCase {
      func testFiltersAndArchives() {
        let app = XCUIApplication()
        app.launch()
        app.buttons[↓"orders.filter"].tap()
        app.otherElements[↓AccessibilityIdentifiers.Orders.archive].swipeLeft()
        XCTAssertTrue(app.descendants(matching: .any)[↓"orders.emptyState"].exists)
        XCTAssertTrue(app.staticTexts.element(matching: .staticText, identifier: ↓"orders.count").exists)
      }
    }
    """
  ]

  public static let nonTriggeringExamples = [
    """
    import XCTest

    final class OrdersUITests: XCTestCase {
      let app = XCUIApplication()
      func testOrders() {
        app.tables["orders.list"].cells.element(boundBy: 0).tap()
        XCTAssertTrue(app.staticTexts[AccessibilityIdentifiers.Orders.detailTitle].exists)
        app.buttons["login.submit"].tap()
        app.buttons["checkout.pay"].tap()
        app.cells.matching(identifier: "orders.row").firstMatch.tap()
        app.navigationBars.buttons["Done"].tap()
        app.alerts["Payment failed"].buttons["OK"].tap()
        app.cells["cell_\\(index)"].tap()
        app.cells[0].tap()
      }
    }
    """,
    """
    // Not a UI test: no XCUIApplication, so nothing here is a query.
    import XCTest
    final class ParserTests: XCTestCase {
      func testKeys() { XCTAssertEqual(keys["orders.filter"], 1) }
    }
    """,
  ]

  public static let requires: [any ScanAnalysis.Type] = [IdentifierInventoryAnalysis.self]

  public init() {}

  /// What `IdentifierInventory.isUITestFile` requires a file to spell. (`XCUI` alone was
  /// shorter than the prefilter's windows: a pass of its own over every byte.)
  public static func needles(_ scan: ScanContext) -> [String] { IdentifierInventory.uiTestNeedles }

  public func check(_ context: RuleContext) -> [RuleViolation] {
    let file = context.file
    guard IdentifierInventory.isUITestFile(file) else { return [] }
    let inventory = context.result(of: IdentifierInventoryAnalysis.self)
    guard inventory.wasRead else { return [] }
    return IdentifierInventory.queries(in: file).compactMap { use in
      guard !inventory.isOtherApp(use.receiver), let value = inventory.value(of: use, in: file),
        inventory.isMissing(value)
      else { return nil }
      return RuleViolation(
        offset: use.offset,
        message:
          "UI tests query `\(value)`, which no screen, storyboard or xib sets as an accessibility identifier; set it on the screen that replaced the old one (`.accessibilityIdentifier(\"\(value)\")`), or update the test"
      )
    }
  }
}
