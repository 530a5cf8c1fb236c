import SnapshotTesting
import XCTest
@testable import OrdersFeature

final class OrdersViewTests: XCTestCase {
  func testLayout() { assertSnapshot(of: OrdersView(router: .mock), as: .image) }
}
