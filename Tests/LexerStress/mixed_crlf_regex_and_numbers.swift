import Foundation

let values = [0x1F, 0o17, 0b1010_1010, 1_000_000, 42]
let floats = [0x1.8p3, 0xFFp-2, 1e-9, 1.5E+3, -2.5e2]
let extended = #/
    (?<major> \d+ ) \.
    (?<minor> \d+ )
    (?: \. (?<patch> \d+ ) )?
/#
let simple = /v\d+\/\d+/
let version = "2.14.1".wholeMatch(of: extended)
let ratio = Double(values[0]) / floats[1]
let halves = values.map { $0 / 2 }
let tuple = (version?.major ?? "", (version?.minor, version?.patch))
let path = "v1/2".contains(simple)
print(values, floats, ratio, halves, tuple.0, tuple.1.0 as Any, path, 1.description, tuple.1.1 as Any)
