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

  /// Every fenced block in README.md and docs/*.md right after a line
  /// `<!-- output: ARGS -->` is what `puente ARGS` prints at the repository's root, so an
  /// example in the docs cannot drift from the tool (the output is compared whatever the
  /// exit status: examples show findings).
  @Test func documentedOutputsAreWhatTheBinaryPrints() throws {
    let sandbox = try Sandbox(initialize: false)
    let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/docs").filter { $0.hasSuffix(".md") }
    var checked = 0
    for name in ["README.md"] + docs.sorted().map({ "docs/" + $0 }) {
      let lines = try String(contentsOfFile: Self.root + "/" + name, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (i, line) in lines.enumerated() where line.hasPrefix("<!-- output: ") && line.hasSuffix(" -->") {
        let args = line.dropFirst("<!-- output: ".count).dropLast(" -->".count).split(separator: " ").map(String.init)
        guard i + 1 < lines.count, lines[i + 1].hasPrefix("```"),
          let end = lines[(i + 2)...].firstIndex(where: { $0.hasPrefix("```") })
        else {
          Issue.record("\(name):\(i + 1): an output marker must stand right before a fenced block")
          continue
        }
        let shown = lines[(i + 2)..<end].map { $0 + "\n" }.joined()
        let run = try CLI.run(sandbox.puente, args, in: Self.root, environment: sandbox.environment)
        #expect(shown == run.stdout, "\(name):\(i + 1): `puente \(args.joined(separator: " "))` prints:\n\(run.stdout)")
        checked += 1
      }
    }
    #expect(checked > 0)
  }
}
