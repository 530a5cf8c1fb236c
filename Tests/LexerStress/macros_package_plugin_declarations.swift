// Public macro declarations of a SwiftPM macro package ("PuenteMacros").
import Foundation

/// `#fourCharacterCode("ABCD")` → `1094861636 as UInt32`
@freestanding(expression)
public macro fourCharacterCode(_ code: StaticString) -> UInt32 = #externalMacro(module: "PuenteMacrosPlugin", type: "FourCharacterCode")

/// `#warnIfSlow { ... }` wraps a closure with timing.
@freestanding(expression)
public macro warnIfSlow<T>(threshold: Double = 0.016, _ body: () throws -> T) -> T = #externalMacro(module: "PuenteMacrosPlugin", type: "WarnIfSlowMacro")

@freestanding(declaration, names: arbitrary)
public macro generateTokens(_ spellings: String...) = #externalMacro(module: "PuenteMacrosPlugin", type: "GenerateTokensMacro")

@attached(member, names: named(CodingKeys))
public macro SnakeCaseKeys() = #externalMacro(module: "PuenteMacrosPlugin", type: "SnakeCaseKeysMacro")

@attached(body)
public macro Traced(_ label: String = #function) = #externalMacro(module: "PuenteMacrosPlugin", type: "TracedMacro")

#if compiler(<6.0)
#error("PuenteMacros requires the Swift 6 compiler")
#endif

#sourceLocation(file: "Macros.swift.gyb", line: 1)
#generateTokens("/", "/=", "//", "/*", "*/", "#/", "/#", "\"\"\"")
#sourceLocation()

@SnakeCaseKeys
struct Profile: Codable { var displayName: String; var avatarURL: URL? }

func demo() {
    let code = #fourCharacterCode("PUEN")
    let total = #warnIfSlow(threshold: 1e-3) { (1...1_000).reduce(0, +) / 10 }
    print(code, total, "#externalMacro is only valid as a macro definition")
}
