import Foundation

let longMessage = """
    This is a very long sentence that the author did not want to \
    wrap in the final output, so every line but the last ends with \
    a backslash.
    """

let mixed = """
    First line keeps its newline.
    Second line joins \
    with the third.
    Trailing spaces before the backslash survive:   \
    <- three spaces.
    """

let interpolatedContinuation = """
    Hello, \(ProcessInfo.processInfo.processName)! \
    Today is \(Date().formatted(date: .abbreviated, time: .omitted)).\
    No space before this sentence.
    """

let escapedBackslashNotContinuation = """
    This line ends in a literal backslash \\
    and so it is NOT a continuation.
    """

let rawContinuation = #"""
    In a raw string a plain backslash is text \
    but an escaped one continues: \#
    joined.
    """#

func banner(_ title: String) -> String {
    """
    ==== \(title.uppercased()) \
    ====
    """
}
print(longMessage, mixed, interpolatedContinuation, escapedBackslashNotContinuation, rawContinuation, banner("done"))
