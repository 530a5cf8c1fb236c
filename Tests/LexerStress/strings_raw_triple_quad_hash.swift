import Foundation

// Generated code emitters often need deeply nested raw delimiters.
let three = ###"contains "## and "# and \##(literal) but \###(three.count)? no: self-ref avoided"###
let threeOK = ###"a "## b \###("interpolated") c"###
let four = ####"""
    A template that generates a template that generates Swift:
        let inner = ###"""
            let innermost = ##"x "# y"##
            """###
    End. \####(threeOK.count) characters in threeOK.
    """####
let fourSingle = ####"#"##"###"####
let mixed = [#"one"#, ##"two"##, ###"three"###, ####"four"####]
let interpolations = [
    #"\#(1 + 1)"#,
    ##"\##(2 * 2)"##,
    ###"\###(3 - 3) and \##(literal) and \#(literal) and \(literal)"###,
    ####"\####([1, 2, 3].map { $0 * 2 })"####,
]
let nestedRaw = ##"outer \##(#"inner \#("innermost")"#) outer"##
print(three, threeOK, four, fourSingle, mixed, interpolations, nestedRaw)
let escapesInRaw = ###"\###n\###t\###"\###\\###u{41}"###
let notEscapes = ###"\n\t\"\\\u{41}\#n\##t"###
print(escapesInRaw, notEscapes)
let empties = (#""#, ##""##, ###"""
    """###)
let hashesOnly = (#"#"#, #"##"#, ##"#"#"##)
print(empties, hashesOnly)
