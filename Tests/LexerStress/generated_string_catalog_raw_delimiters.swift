// Generated from Localizable.xcstrings by catalog-gen. Keys contain quotes and hashes,
// so the generator escalates raw delimiters until the literal is unambiguous.
import Foundation

enum Catalog {
    static let plain = "Save"
    static let quoted = #"Tap "Save" to continue"#
    static let hashQuote = ##"Use "#" for headings"##
    static let doubleHashQuote = ###"Markdown "##" is a level-2 heading"###
    static let tripleHashQuote = ####"Write "###" for level 3"####
    static let interpolatedPlain = "Hello, \(NSUserName())"
    static let interpolatedRaw1 = #"Hello, \#(NSUserName()) — "\(literal)""#
    static let interpolatedRaw2 = ##"Files: \##(FileManager.default.currentDirectoryPath) "#" \#(literal)"##
    static let interpolatedRaw3 = ###"\###(ProcessInfo.processInfo.processorCount) cores "##" \##(literal) \#(literal)"###
    static let interpolatedRaw4 = ####"\####(1 + 1) "###" \###(literal)"####
    static let multiline = ###"""
        Heading rules:
          "#" → h1, "##" → h2, "###" is allowed inside this ###-literal? No — but "##" is.
        Interpolated: \###(Catalog.plain)
        Literal: \##(x) \#(y) \(z)
        """###
    static let multilineFour = ####"""
        Even """### or """## cannot end this; only the four-hash closer does.
        \####(Catalog.quoted.count) characters.
        """####
}

let all = [Catalog.plain, Catalog.quoted, Catalog.hashQuote, Catalog.doubleHashQuote, Catalog.tripleHashQuote, Catalog.interpolatedPlain,
           Catalog.interpolatedRaw1, Catalog.interpolatedRaw2, Catalog.interpolatedRaw3, Catalog.interpolatedRaw4, Catalog.multiline, Catalog.multilineFour]
print(all.map(\.count))
