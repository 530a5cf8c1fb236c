import Foundation

enum Log {
    static func debug(
        _ message: @autoclosure () -> String,
        file: StaticString = #file,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) {
        #if DEBUG
        print("[\(fileID):\(line):\(column)] \(function) — \(message())")
        #endif
    }

    static func here(_ line: Int = #line, _ function: String = #function) -> String {
        "\(function)@\(line)"
    }
}

final class CheckoutService {
    func pay(amount: Decimal) {
        Log.debug("paying \(amount)")
        Log.debug("explicit location", file: #file, line: #line)
        print(#function, #line, #column, #fileID, #filePath, #file, #dsohandle)
        assert(amount > 0, "amount must be positive (\(#function))", file: #file, line: #line)
        precondition(amount < 1_000_000, "too large", file: #filePath, line: #line)
    }
}

func fatal(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("\(message) at \(file):\(line)")
}

let locations = [#line, #line, #column]
let where_ = Log.here()
let fn = { #function }()
CheckoutService().pay(amount: 10)
print(locations, where_, fn, "#line inside a string is not a literal", #"#file in raw string"#)
