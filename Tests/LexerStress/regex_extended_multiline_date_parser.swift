import Foundation

enum DateParser {
    static let iso = #/
        (?<year>  \d{4} ) -
        (?<month> \d{2} ) -
        (?<day>   \d{2} )
        (?: T
            (?<hour>   \d{2} ) :
            (?<minute> \d{2} )
            (?: : (?<second> \d{2} ) )?
        )?
        (?<zone> Z | [+-] \d{2} : \d{2} )?   # "Z" or offset like +02:00
    /#

    static let slashed = #/ (\d{1,2}) / (\d{1,2}) / (\d{2,4}) /#
    static let spaced = #/ \d+ \s* \/ \s* \d+ /#
    static let hashes = ##/ #(\w+) \s* /# \s* done /##
    static let oneLine = #/a/b/#

    static func components(_ text: String) -> (Int, Int, Int)? {
        if let m = text.wholeMatch(of: iso) {
            return (Int(m.year)!, Int(m.month)!, Int(m.day)!)
        }
        if let m = text.wholeMatch(of: slashed) {
            return (Int(m.3)!, Int(m.1)!, Int(m.2)!)
        }
        return nil
    }
}

let days = ["2024-02-29T12:30:00Z", "2/29/2024", "29.02.2024"].map(DateParser.components)
let ratio = "12 / 34".contains(DateParser.spaced)
let y = (days.first??.0 ?? 0) / 4
print(days, ratio, y, "#tag /# done".contains(DateParser.hashes))
