import Foundation
import Testing

/// The CI formats through the real command: each names the finding, and a clean scan is
/// still a well-formed (empty) document.
@Suite struct CIFormatCommandTests {
  @Test func eachFormatReportsTheBridgeAndExitsOne() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.bridge])
    let expected: [(String, String)] = [
      ("codeclimate", "\"path\": \"Features/A.swift\""),
      ("junit", "<testcase name=\"Features/A.swift\" classname=\"hosting-outside-adapter\">"),
      ("checkstyle", "<file name=\"Features/A.swift\">\n    <error line=\"3\" column=\"12\" severity=\"error\""),
      ("markdown", "**Features/A.swift**\n\n- error 3:12: `UIHostingController` used outside"),
    ]
    for (format, fragment) in expected {
      let run = try repo.run("scan", "--format", format)
      #expect(run.status == 1, "\(format): \(run)")
      #expect(run.stdout.contains(fragment), "\(format): \(run)")
    }
    try repo.commit(["Features/A.swift": Swift.clean])
    let clean = try repo.run("scan", "--format", "codeclimate")
    #expect(clean.status == 0 && clean.stdout == "[]\n", "\(clean)")
  }
}
