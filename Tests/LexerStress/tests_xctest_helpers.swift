import XCTest
@testable import PuenteKit

extension XCTestCase {
    func fixture(_ name: String, ext: String = "json", file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: ext), "missing fixture \(name).\(ext)", file: file, line: line)
        return try Data(contentsOf: url)
    }

    func assertEventually(timeout: TimeInterval = 1, _ condition: @escaping () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let predicate = NSPredicate { _, _ in condition() }
        let exp = XCTNSPredicateExpectation(predicate: predicate, object: nil)
        XCTAssertEqual(XCTWaiter().wait(for: [exp], timeout: timeout), .completed, "condition never became true", file: file, line: line)
    }

    func assertThrows<E: Error & Equatable, T>(_ expected: E, _ body: @autoclosure () throws -> T, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try body(), file: file, line: line) { XCTAssertEqual($0 as? E, expected, file: file, line: line) }
    }

    func trackForMemoryLeaks(_ instance: AnyObject, file: StaticString = #filePath, line: UInt = #line) {
        addTeardownBlock { [weak instance] in
            XCTAssertNil(instance, "Instance should have been deallocated. Potential memory leak.", file: file, line: line)
        }
    }
}

final class TokenizerTests: XCTestCase {
    func testMultilineStringFixture() throws {
        let source = """
            let s = \"""
                nested
                \"""
            """
        XCTAssertTrue(source.contains("\"\"\""))
        XCTAssertEqual(source.split(separator: "\n").count, 3)
    }

    func testDivisionVersusRegex() {
        let cases: [(input: String, expected: String)] = [
            ("a / b", "division"),
            ("x.firstMatch(of: /\\d+/)", "regex"),
            (#"let r = #/a/b/#"#, "extended regex"),
        ]
        for (i, c) in cases.enumerated() {
            XCTAssertFalse(c.input.isEmpty, "case #\(i): \(c.expected)")
        }
    }

    func testNumbers() {
        XCTAssertEqual(0x1.8p3, 12.0, accuracy: 1e-12)
        XCTAssertEqual(0o755, 493)
        XCTAssertEqual(0b1010_1010, 170)
        XCTAssertEqual(1_000_000 / 1_000, 1_000)
    }
}
