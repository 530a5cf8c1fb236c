// He said "hello" and left; the string "never closes here
// Apostrophe's everywhere: don't, won't, can't
// Backslashes: \n \t \" \(notInterpolated) \#(alsoNot)
// A raw string opener #""" that is not real
// Regex-looking /^[a-z]+$/ and division a / b in a comment
// Closing delimiter */ in a line comment is harmless
/* Opening "quote in block comment
   and a lonely """ triple quote
   and a #/ extended regex /# that is not one
   and a backtick ` and a hash # and @at */
import Foundation

enum Greeting {
    /* "case" hello */ case hello // 'single' quotes
    case goodbye /* trailing "string */ // and "another
}

func describe(_ greeting: Greeting) -> String {
    switch greeting {
    case .hello: return "hello" /* returns "hello" */
    case .goodbye: return "bye" // returns "bye
    }
}

/* Comment with emoji 👋 and accents éàü and CJK 日本語 */
let message = describe(.hello) + /* " */ "!" // "
let ratio = 10 /* / */ / 2 // division survives the comment
/* /* "*/" */ // the quote inside is plain comment text
let end = "*/" // a string that contains a comment terminator
