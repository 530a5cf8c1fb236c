// Directive-heavy file with CRLF line endings.
import Foundation
#if canImport(UIKit)
import UIKit
#endif

struct BuildInfo {
    #if DEBUG
    static let configuration = "Debug"
    #elseif BETA
    static let configuration = "Beta"
    #else
    static let configuration = "Release"
    #endif

    static var summary: String {
        var parts = ["\(configuration)"]
        #if os(iOS) && !targetEnvironment(simulator)
        parts.append("device")
        #elseif targetEnvironment(simulator)
        parts.append("simulator")
        #endif
        if #available(iOS 17, macOS 14, *) {
            parts.append("modern")
        }
        parts.append("\(#fileID):\(#line)")
        return parts.joined(separator: " / ")
    }
}

#warning("CRLF file: check that directive tokens end before \r")
#sourceLocation(file: "BuildInfo.gyb", line: 40)
let generated = #line
#sourceLocation()
print(BuildInfo.summary, generated)
