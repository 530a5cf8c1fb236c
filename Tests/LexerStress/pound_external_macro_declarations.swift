import Foundation

@freestanding(expression)
public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "MacroExamplesPlugin", type: "StringifyMacro")

@freestanding(expression)
public macro URL(_ string: StaticString) -> URL = #externalMacro(module: "MacroExamplesPlugin", type: "URLMacro")

@freestanding(declaration, names: named(Constants))
public macro constants(_ values: [String: Int]) = #externalMacro(module: "MacroExamplesPlugin", type: "ConstantsMacro")

@attached(member, names: named(init), arbitrary)
@attached(extension, conformances: Equatable)
public macro AutoInit() = #externalMacro(module: "MacroExamplesPlugin", type: "AutoInitMacro")

@attached(peer, names: overloaded)
public macro AddCompletionHandler(parameterName: String = "completionHandler") = #externalMacro(module: "MacroExamplesPlugin", type: "AddCompletionHandlerMacro")

@attached(accessor)
@attached(memberAttribute)
public macro Observed() = #externalMacro(module: "MacroExamplesPlugin", type: "ObservedMacro")

@freestanding(declaration, names: arbitrary)
public macro log(_ message: String) = #externalMacro(module: "MacroExamplesPlugin", type: "LogMacro")

@AutoInit
struct Point { var x: Int; var y: Int }

func usage() {
    let (value, source) = #stringify(1 + 2 * 3)
    let home = #URL("https://example.com/home")
    #log("value is \(value)")
    #constants(["a": 1, "b": 2])
    let generic = #stringify<Int>(40 + 2)
    print(value, source, home, generic)
}
