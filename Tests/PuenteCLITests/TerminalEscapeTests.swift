import Foundation
import Testing

/// Issue 28 §1 item 8: file and flag names come from the scanned repository, and may hold
/// terminal escape codes. Every text output shows them escaped (`\u{1B}`), never raw.
@Suite struct TerminalEscapeTests {
  static let name = "Features/Evil\u{1B}]0;owned\u{07}\u{1B}[2J.swift"

  @Test func textOutputsEscapeControlCharactersInFileAndFlagNames() throws {
    let sandbox = try Sandbox()
    try sandbox.write(
      Self.name,
      """
      import SwiftUI
      import UIKit

      enum Flags {
        /// retire: 2026-09-30
        static let evilInSwiftUI = true
      }

      func show() {
        if #available(iOS 15, *) { print(Flags.evilInSwiftUI) }
        let host = UIHostingController(rootView: Text("hi"))
      }

      """)
    let commands: [[String]] = [
      ["flags", ".", "--format", "text", "--today", "2026-06-01"],
      ["flags", ".", "--format", "markdown", "--today", "2026-06-01"],
      ["shims", ".", "--format", "text", "--deployment-target", "iOS=16.0"],
      ["shims", ".", "--format", "markdown", "--deployment-target", "iOS=16.0"],
      ["scan", ".", "--format", "github"],
      ["scan", ".", "--format", "text"],
      ["scan", ".", "--format", "xcode"],
    ]
    for command in commands {
      let run = try sandbox.run(command)
      let output = run.stdout + run.stderr
      #expect(
        !output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" }, "\(command): \(run)")
      #expect(output.contains(#"Evil\u{1B}]0;owned\u{7}\u{1B}[2J.swift"#), "\(command): \(run)")
    }
  }

  /// `puente screens`, `plan` and `modules` warned about an unreadable file with its name raw.
  @Test func repositoryCommandsWarningsEscapeFileNames() throws {
    let sandbox = try Sandbox(initialize: false)
    try sandbox.write("Features/Home.swift", "final class HomeViewController: UIViewController {}\n")
    let url = URL(fileURLWithPath: sandbox.path + "/" + Self.name)
    try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(to: url)  // "let " and bytes that are not UTF-8
    for command in ["screens", "plan", "modules"] {
      let run = try sandbox.run(command, ".", "--format", "text")
      #expect(run.status == 0, "\(command): \(run)")
      #expect(
        !run.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(command): \(run)")
      #expect(run.stderr.contains(#"Evil\u{1B}]0;owned\u{7}\u{1B}[2J.swift"#), "\(command): \(run)")
    }
  }
}
