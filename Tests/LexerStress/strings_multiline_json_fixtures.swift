import XCTest

enum Fixtures {
    static let user = """
    {
      "id": 1,
      "name": "Zoë \\"Z\\" O'Brien",
      "email": "zoe@example.com",
      "bio": "Line one\\nLine two",
      "tags": ["swift", "ios", "\\u00e9t\\u00e9"],
      "avatar_url": "https://cdn.example.com/u/1.png?size=128&fmt=webp",
      "nested": { "a": { "b": { "c": [1, 2, 3] } } }
    }
    """

    static let emptyArray = """
    []
    """

    static let feed = #"""
    {
      "items": [
        {"text": "He said \"hi\"", "path": "C:\Users\zoe"},
        {"text": "regex: ^\d+$", "interp": "\(notInterpolated)"}
      ]
    }
    """#

    static func page(_ n: Int, of total: Int) -> String {
        """
        {"page": \(n), "total": \(total), "has_more": \(n < total ? "true" : "false"), "next": \(n < total ? "\"/feed?page=\(n + 1)\"" : "null")}
        """
    }
}

final class FixtureTests: XCTestCase {
    func testDecodesUser() throws {
        let data = Data(Fixtures.user.utf8)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        XCTAssertEqual(object?["name"] as? String, "Zoë \"Z\" O'Brien")
        XCTAssertEqual(Fixtures.page(1, of: 3).contains("\"/feed?page=2\""), true)
    }
}
