import Foundation
import Testing

/// The reference pages in docs/ are the commands' own words: `docs/commands.md` is every
/// command's `--help`, `docs/rules.md` every rule's `puente rules ID`. They are compared
/// here with what the binary prints, so they cannot drift; after changing a help text or
/// a rule, regenerate them with `make docs` (this test with `PUENTE_UPDATE_DOCS=1`).
@Suite struct DocumentationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// `puente` run with `args`, its standard output.
  static func output(_ sandbox: Sandbox, _ args: [String]) throws -> String {
    let run = try CLI.run(sandbox.puente, args, in: sandbox.path, environment: sandbox.environment)
    #expect(run.status == 0 && run.stderr.isEmpty, "\(args): \(run)")
    return run.stdout
  }

  /// The command names, in the order `puente --help` lists them.
  static func commands(_ usage: String) -> [String] {
    let lines = usage.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "commands:") else { return [] }
    return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
  }

  static func fenced(_ text: String) -> String { "```text\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "```\n" }

  static func commandsPage(_ sandbox: Sandbox) throws -> String {
    let usage = try output(sandbox, ["--help"])
    var page = """
      # Commands reference

      Every command's `--help`, as `puente` prints it (generated: `make docs`).

      \(fenced(usage))
      """
    for name in commands(usage) {
      page += "\n## `puente \(name)`\n\n" + fenced(try output(sandbox, [name, "--help"]))
    }
    return page
  }

  static func rulesPage(_ sandbox: Sandbox) throws -> String {
    let list = try output(sandbox, ["rules"])
    var page = """
      # Rules reference

      Every rule as `puente rules ID` explains it: its rationale, options and examples
      (generated: `make docs`). The examples are the rule's tests.

      \(fenced(list))
      """
    let ids = list.split(separator: "\n").compactMap { line -> String? in
      guard let id = line.split(separator: " ").first, id.contains("-"), !line.hasPrefix("Run ") else { return nil }
      return String(id)
    }
    for id in ids {
      page += "\n## `\(id)`\n\n" + fenced(try output(sandbox, ["rules", id]))
    }
    return page
  }

  @Test(arguments: ["commands", "rules"]) func referencePagesAreWhatTheBinaryPrints(_ name: String) throws {
    let sandbox = try Sandbox(initialize: false)
    let page = name == "commands" ? try Self.commandsPage(sandbox) : try Self.rulesPage(sandbox)
    let path = Self.root + "/docs/\(name).md"
    if ProcessInfo.processInfo.environment["PUENTE_UPDATE_DOCS"] == "1" {
      try page.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let current = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    #expect(current == page, "docs/\(name).md is not what the binary prints; run `make docs`")
  }
}
