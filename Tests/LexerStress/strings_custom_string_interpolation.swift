import Foundation

extension String.StringInterpolation {
    mutating func appendInterpolation(money cents: Int, currency: String = "USD") {
        appendLiteral(String(format: "%@ %d.%02d", currency, cents / 100, cents % 100))
    }

    mutating func appendInterpolation<T>(_ value: T?, default fallback: @autoclosure () -> String) {
        appendLiteral(value.map { "\($0)" } ?? fallback())
    }

    mutating func appendInterpolation(json value: some Encodable) {
        let data = (try? JSONEncoder().encode(value)) ?? Data()
        appendLiteral(String(decoding: data, as: UTF8.self))
    }

    mutating func appendInterpolation(if condition: Bool, _ literal: StringLiteralType) {
        if condition { appendLiteral(literal) }
    }
}

struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible {
    var description: String
    init(stringLiteral value: String) { description = value }
    init(stringInterpolation: StringInterpolation) { description = stringInterpolation.output }

    struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity * 2) }
        mutating func appendLiteral(_ literal: String) { output += literal }
        mutating func appendInterpolation(_ text: String) {
            output += text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        mutating func appendInterpolation(raw html: String) { output += html }
    }
}

let nickname: String? = nil
let price = "Total: \(money: 1999) or \(money: 500, currency: "EUR")"
let greeting = "Hi \(nickname, default: "guest")\(if: nickname == nil, "!")"
let encoded = "payload=\(json: ["a": 1])"
let page: HTML = "<p>\("Tom & Jerry <3")</p>\(raw: "<br/>")"
print(price, greeting, encoded, page)
