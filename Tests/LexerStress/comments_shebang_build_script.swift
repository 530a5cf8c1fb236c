#!/usr/bin/swift -enable-upcoming-feature BareSlashRegexLiterals
/* Build phase script: bumps CFBundleVersion.
   Xcode passes $(SRCROOT) and $(INFOPLIST_FILE) as env vars. */
import Foundation

let env = ProcessInfo.processInfo.environment
let root = env["SRCROOT"] ?? FileManager.default.currentDirectoryPath
let plistPath = root + "/" + (env["INFOPLIST_FILE"] ?? "App/Info.plist")

guard var plist = NSDictionary(contentsOfFile: plistPath) as? [String: Any] else {
    print("error: cannot read \(plistPath)") // Xcode shows "error:" lines as build errors
    exit(1)
}
let current = plist["CFBundleVersion"] as? String ?? "0"
let build = (Int(current.firstMatch(of: /\d+/)?.output ?? "0") ?? 0) + 1
plist["CFBundleVersion"] = "\(build)"
let ok = (plist as NSDictionary).write(toFile: plistPath, atomically: true)
print(ok ? "note: bumped build to \(build)" : "warning: could not write \(plistPath)")
let pct = build % 100 / 10 // just some division after a regex line
print("tens digit: \(pct)")
