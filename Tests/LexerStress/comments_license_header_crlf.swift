//===----------------------------------------------------------------------===//
//
// This source file is part of the PuenteScan sample app.
// Licensed under Apache License v2.0 with Runtime Library Exception
// See https://swift.org/LICENSE.txt for license information
//
//===----------------------------------------------------------------------===//

/* Windows-authored file: every line ends in CR LF.
   /* nested block spanning
      CRLF lines */
*/
import Foundation

/// Reads settings written by the Windows companion tool.
/// - Parameter text: `key = value` lines, `#` starts a comment.
func parseSettings(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for rawLine in text.split(whereSeparator: \.isNewline) { // handles \r\n
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if line.isEmpty || line.hasPrefix("#") { continue } // "#" comment
        let parts = line.split(separator: "=", maxSplits: 1).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2 else { continue }
        result[parts[0]] = parts[1]
    }
    return result
}

let sample = """
    # comment line
    server = https://example.com/api
    retries = 3
    """
let parsed = parseSettings(sample) /* ["server": ..., "retries": "3"] */
print(parsed["retries", default: "0"]) // 3
