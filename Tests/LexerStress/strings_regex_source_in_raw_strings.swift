import Foundation

struct Validator {
    let name: String
    let pattern: String

    func validate(_ input: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        let range = NSRange(input.startIndex..., in: input)
        return regex.firstMatch(in: input, range: range) != nil
    }
}

let validators = [
    Validator(name: "semver", pattern: #"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([\w.-]+))?$"#),
    Validator(name: "hexColor", pattern: #"^#(?:[0-9a-fA-F]{3}){1,2}$"#),
    Validator(name: "quoted", pattern: #"^"(?:[^"\\]|\\.)*"$"#),
    Validator(name: "slashes", pattern: #"^/api/v\d+/[a-z]+(/\d+)?/?$"#),
    Validator(name: "hashtag", pattern: ##"(?<!\w)#[\p{L}_]+"##),
    Validator(name: "escaped", pattern: "^\\d{3}-\\d{4}$"),
    Validator(name: "multi", pattern: #"""
        (?x)            # extended mode
        ^ \s* (\w+)     # key
        \s* = \s*
        "([^"]*)" \s* $ # "value"
        """#),
]

for v in validators {
    print(v.name, v.validate("1.2.3"), v.validate("#fff"), v.validate(#""a\"b""#), v.validate("/api/v2/users/7"))
}
let swiftRegex = try! Regex(#"(\d+)/(\d+)"#)
let fractions = "3/4 and 10/20".matches(of: swiftRegex).count
print(fractions / 1)
