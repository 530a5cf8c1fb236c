import Foundation
import Testing

/// `puente scan` writes the text, xcode and github formats as the engine hands the
/// findings on (streamed) and the others from the held report: both say the same of
/// the same scan, through a baseline and the severity threshold.
@Suite struct StreamedScanCommandTests {
  /// 40 files of 0 to 3 bridges each, some recorded in a baseline, one file's a warning.
  @Test func streamedAndHeldFormatsCountTheSameFindings() throws {
    let repo = try Sandbox()
    let bridge = "let h = UIHostingController(rootView: Text(\"x\"))\n"
    var files: [String: String] = [:]
    for i in 0..<40 { files["Features/F\(i).swift"] = "import SwiftUI\n" + String(repeating: bridge, count: i % 4) }
    try repo.commit(files)
    try repo.run("baseline", "write").expectSuccess()
    for i in stride(from: 0, to: 40, by: 3) {
      try repo.write("Features/F\(i).swift", "import SwiftUI\n" + String(repeating: bridge, count: i % 4 + 1))
    }
    // 14 new findings, one in each file rewritten; 60 in the baseline.
    let json = try repo.run("scan", "--format", "json")
    let xcode = try repo.run("scan", "--format", "xcode")
    let github = try repo.run("scan", "--format", "github")
    let text = try repo.run("scan")
    #expect(json.stdout.contains("\"findings\": 14,") && json.stdout.contains("\"baselined\": 60,"), "\(json)")
    #expect(xcode.stdout.split(separator: "\n").count == 14, "\(xcode)")
    #expect(
      github.stdout.hasSuffix(
        "puente: 14 findings (14 errors, 0 warnings), 40 files scanned, 0 fixed since baseline, 60 already in the baseline\n"
      ), "\(github)")
    #expect(
      text.stdout.contains("14 findings (14 errors, 0 warnings)")
        && text.stdout.contains("60 findings already in the baseline"), "\(text)")
    #expect([json, xcode, github, text].allSatisfy { $0.status == 1 })

    // Below the threshold, nothing fails.
    try repo.write(".puente.json", #"{"rules": {"hosting-outside-adapter": {"severity": "warning"}}}"#)
    for format in ["json", "xcode", "github", "text"] {
      let run = try repo.run("scan", "--format", format, "--severity-threshold", "error")
      #expect(run.status == 0, "\(format): \(run)")
    }
  }
}
