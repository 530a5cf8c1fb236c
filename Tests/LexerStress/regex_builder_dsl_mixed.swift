import RegexBuilder

let currency = Reference(Substring.self)
let amount = Reference(Double.self)

let priceRegex = Regex {
    "Price: "
    Capture(as: currency) { ChoiceOf { "USD"; "EUR"; "£" } }
    OneOrMore(.whitespace)
    TryCapture(as: amount) {
        OneOrMore(.digit)
        Optionally { "."; Repeat(.digit, count: 2) }
    } transform: { Double($0) }
    /\s*\/\s*/
    Capture { /(each|unit|kg)/ }
}

let keyValue = Regex {
    Capture { OneOrMore(.word) }
    /\s*=\s*/
    Capture {
        ChoiceOf {
            /"[^"]*"/
            /\d+(\.\d+)?/
            "true"
            "false"
        }
    }
    Anchor.endOfLine
}

let input = "Price: EUR 12.50 / kg"
if let match = input.firstMatch(of: priceRegex) {
    let perHundred = match[amount] / 10
    print(match[currency], match[amount], perHundred, match.output.3)
}
let config = ["timeout = 30", #"name = "app""#, "debug = true"]
for line in config {
    if let m = line.wholeMatch(of: keyValue) { print(m.1, "->", m.2) }
}
let mixedLiteral = Regex { /^/; "v"; Capture(/\d+/); "."; Capture(/\d+/); /$/ }
print("v1.2".wholeMatch(of: mixedLiteral)?.output.1 ?? "none")
