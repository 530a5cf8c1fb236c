@testable import PuenteKit
@_exported import Foundation
@preconcurrency import Combine
@_implementationOnly import os
import struct Foundation.URL
import func Darwin.sqrt
import enum Swift.Optional
import protocol Swift.Hashable
import typealias Foundation.TimeInterval
import class Foundation.JSONDecoder
import var Darwin.errno
public import XCTest
internal import SwiftUI
private import Dispatch

final class ParserTests: XCTestCase {
    nonisolated(unsafe) static var sharedFixture: [String] = []

    override class func setUp() { super.setUp(); sharedFixture = ["a"] }

    @MainActor
    func testParsesEmpty() async throws {
        let parsed = try XCTUnwrap(Optional("x"))
        XCTAssertEqual(parsed, "x", "values should match")
        XCTAssertTrue(Self.sharedFixture.count == 1)
    }

    func testPerformance() throws {
        measure(metrics: [XCTClockMetric(), XCTMemoryMetric()]) {
            _ = (0..<1_000).map { sqrt(Double($0)) }
        }
    }

    @available(iOS 17, *)
    func testExpectations() {
        let exp = expectation(description: "async work")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { exp.fulfill() }
        wait(for: [exp], timeout: 1.0)
    }

    func testThrows() {
        XCTAssertThrowsError(try JSONDecoder().decode([Int].self, from: Data("{".utf8))) { error in
            XCTAssertTrue(error is DecodingError)
        }
    }
}
