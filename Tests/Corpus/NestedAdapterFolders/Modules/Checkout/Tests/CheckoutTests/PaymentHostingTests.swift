import XCTest
import SwiftUI
@testable import Checkout

final class PaymentHostingTests: XCTestCase {
    @MainActor
    func testSummaryIsHosted() {
        let controller = PaymentHosting.makeSummary(order: OrderSummary())
        XCTAssertTrue(controller is UIHostingController<PaymentSummaryView>) // expect: hosting-outside-adapter
    }
}
