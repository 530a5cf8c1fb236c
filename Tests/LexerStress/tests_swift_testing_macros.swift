import Testing
@testable import PuenteKit

@Suite("Lexer edge cases", .tags(.lexer))
struct LexerEdgeCaseTests {
    @Test("numbers lex as single tokens", arguments: ["0x1F", "0o755", "0b1010_1010", "1e-9", "1.5E+3", "0x1.8p3", "0xFFp-2"])
    func numbers(_ literal: String) {
        #expect(!literal.isEmpty)
        #expect(literal.first?.isNumber == true, "literal \(literal) starts with a digit")
    }

    @Test(arguments: zip([##"#"a"#"##, ###"##"b"##"###], [1, 2]))
    func rawDelimiters(source: String, hashes: Int) throws {
        let prefix = source.prefix { $0 == "#" }
        #expect(prefix.count == hashes)
        let unwrapped = try #require(source.last)
        #expect(unwrapped == "#")
    }

    @Test(.disabled("flaky on CI, see https://github.com/example/app/issues/123"))
    func flaky() async throws {
        try await Task.sleep(for: .milliseconds(1))
    }

    @Test(.timeLimit(.minutes(1)), .bug("https://example.com/bugs/42", "regex after return"))
    func regexAfterReturn() {
        func make() -> Regex<Substring> { return /\d+\/\d+/ }
        #expect("3/4".wholeMatch(of: make()) != nil)
        #expect(throws: Never.self) { _ = 10 / 2 }
    }

    @Test func throwsError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Int.self, from: Data("nope".utf8))
        }
        withKnownIssue("not implemented: CR-only line endings") {
            #expect("a\rb".split(separator: "\r").count == 3)
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["CI"] == nil))
    @MainActor func onMain() {
        #expect(Thread.isMainThread)
    }
}

extension Tag {
    @Tag static var lexer: Self
}
