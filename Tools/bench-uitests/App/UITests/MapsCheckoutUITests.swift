//
//  MapsCheckoutUITests.swift
//  AppUITests
//

import XCTest

final class MapsCheckoutUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-resetState"]
        app.launch()
    }

    func testMapsListShowsPlaces() {
        XCTAssertTrue(app.tables[A11y.Maps.list].waitForExistence(timeout: 5))
        app.searchFields[A11y.Maps.search].tap()
        app.cells.matching(identifier: "maps.row").firstMatch.tap()
        XCTAssertTrue(app.otherElements[A11y.Maps.pin].exists)
        XCTAssertTrue(app.staticTexts["maps.detail.title"].exists)
        app.buttons["maps.detail.directions"].tap()
        app.navigationBars.buttons["Back"].tap()
    }

    func testMapFilters() {
        app.buttons["maps.filter"].tap()
        app.sheets.buttons["Apply"].tap()
        XCTAssertTrue(app.descendants(matching: .any)["maps.emptyState"].exists)
        XCTAssertTrue(app.staticTexts.element(matching: .staticText, identifier: "maps.count").exists)
    }

    func testCheckoutPays() {
        app.tabBars.buttons["tab.checkout"].tap()
        XCTAssertTrue(app.staticTexts["checkout.total"].exists)
        app.textFields[A11y.Checkout.promoField.rawValue].tap()
        app.textFields[A11y.Checkout.promoField.rawValue].typeText("SPRING")
        app.buttons[A11y.Checkout.pay.rawValue].tap()
        XCTAssertTrue(app.alerts["Payment failed"].exists == false)
        XCTAssertTrue(app.otherElements["checkout.receipt"].waitForExistence(timeout: 10))
        app.buttons["checkout_done_button"].tap()
    }

    func testAccountSegments() {
        for segment in ["profile", "orders", "settings"] {
            app.segmentedControls.buttons["account.segment.\(segment)"].tap()
        }
        app.switches["account.notifications"].tap()
        XCTAssertTrue(app.tables.cells.element(boundBy: 0).exists)
        app.buttons["account.signOut"].tap()
    }
}
