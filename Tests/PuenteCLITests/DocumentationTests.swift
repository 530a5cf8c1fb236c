import Foundation
import Testing

/// The reference pages in docs/ are the commands' own words: `docs/commands.md` is every
/// command's `--help`, `docs/rules.md` every rule's `puente rules ID`. They are compared
/// here with what the binary prints, so they cannot drift, and so are the examples after
/// an output marker in README.md and docs/; after changing a help text, a rule or an
/// output, regenerate them with `make docs` (this test with `PUENTE_UPDATE_DOCS=1`).
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

  /// Every fenced block in README.md and docs/*.md right after an output marker is what
  /// the tool prints, so an example in the docs cannot drift from it (outputs are
  /// compared whatever the exit status: examples show findings). `make docs` rewrites the
  /// blocks with what the binary prints. The markers:
  ///
  /// - `<!-- output: ARGS -->`: what `puente ARGS` prints at the repository's root;
  /// - `<!-- output in PLACE: ARGS -->`: the same, run in one of the `Places`;
  ///   `ARGS | head -N` shows the first N lines;
  /// - `<!-- transcript in PLACE -->` before a `console` block: each `$ COMMAND` line is
  ///   run by `sh` in PLACE (with `puente` on PATH), and the lines up to the next `$ `
  ///   are its standard output and error, interleaved; `<!-- transcript in PLACE after:
  ///   SHELL -->` first runs SHELL there, unshown (the edit a transcript starts from).
  ///   A place keeps its state from one transcript of a page to the next, in page order.
  @Test func documentedOutputsAreWhatTheBinaryPrints() throws {
    let update = ProcessInfo.processInfo.environment["PUENTE_UPDATE_DOCS"] == "1"
    let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/docs").filter { $0.hasSuffix(".md") }
    var checked = 0
    for name in ["README.md"] + docs.sorted().map({ "docs/" + $0 }) {
      // Each page starts from fresh places, so pages do not depend on each other's order.
      let places = try Places()
      var lines = try String(contentsOfFile: Self.root + "/" + name, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var changed = false
      var i = 0
      while i < lines.count {
        defer { i += 1 }
        guard let marker = Marker(lines[i]) else { continue }
        guard i + 1 < lines.count, lines[i + 1].hasPrefix("```"),
          let end = lines[(i + 2)...].firstIndex(where: { $0.hasPrefix("```") })
        else {
          Issue.record("\(name):\(i + 1): an output marker must stand right before a fenced block")
          continue
        }
        let shown = lines[(i + 2)..<end].map { $0 + "\n" }.joined()
        let printed = try marker.run(shown: shown, places: places)
        if !update {
          #expect(shown == printed, "\(name):\(i + 1): `\(marker.description)` prints:\n\(printed)")
        } else if shown != printed {
          let replacement = printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
          lines.replaceSubrange((i + 2)..<end, with: replacement)
          changed = true
        }
        checked += 1
      }
      if changed {
        try lines.joined(separator: "\n").write(toFile: Self.root + "/" + name, atomically: true, encoding: .utf8)
      }
    }
    #expect(checked > 0)
  }

  /// One output marker of a page (see `documentedOutputsAreWhatTheBinaryPrints`).
  enum Marker: CustomStringConvertible {
    /// `puente ARGS` in PLACE (nil: the repository's root), its first `head` lines.
    case output(place: String?, args: [String], head: Int?)
    /// The `$ ` commands of the block run in PLACE, after `setup`.
    case transcript(place: String, setup: String?)

    init?(_ line: String) {
      guard line.hasPrefix("<!-- "), line.hasSuffix(" -->") else { return nil }
      let body = String(line.dropFirst("<!-- ".count).dropLast(" -->".count))
      if body.hasPrefix("output: ") || body.hasPrefix("output in ") {
        guard let colon = body.firstIndex(of: ":") else { return nil }
        let head = body[..<colon]
        let place = head.hasPrefix("output in ") ? String(head.dropFirst("output in ".count)) : nil
        var command = String(body[body.index(after: colon)...].dropFirst())
        var count: Int? = nil
        if let pipe = command.range(of: " | head -") {
          count = Int(command[pipe.upperBound...])
          command = String(command[..<pipe.lowerBound])
        }
        self = .output(place: place, args: command.split(separator: " ").map(String.init), head: count)
      } else if body.hasPrefix("transcript in ") {
        let rest = body.dropFirst("transcript in ".count)
        if let after = rest.range(of: " after: ") {
          self = .transcript(place: String(rest[..<after.lowerBound]), setup: String(rest[after.upperBound...]))
        } else {
          self = .transcript(place: String(rest), setup: nil)
        }
      } else {
        return nil
      }
    }

    var description: String {
      switch self {
      case .output(let place, let args, let head):
        return "puente \(args.joined(separator: " "))" + (head.map { " | head -\($0)" } ?? "")
          + (place.map { " in \($0)" } ?? "")
      case .transcript(let place, _): return "the transcript in \(place)"
      }
    }

    /// What the block should hold: the output, or the transcript with its outputs.
    func run(shown: String, places: Places) throws -> String {
      switch self {
      case .output(let place, let args, let head):
        let folder = try place.map { try places.folder($0) } ?? DocumentationTests.root
        let run = try CLI.run(places.sandbox.puente, args, in: folder, environment: places.environment)
        let out = places.anonymised(run.stdout)
        guard let head else { return out }
        return out.split(separator: "\n", omittingEmptySubsequences: false).prefix(head).map { $0 + "\n" }.joined()
      case .transcript(let place, let setup):
        let folder = try places.folder(place)
        if let setup { _ = try places.shell(setup, in: folder) }
        var text = ""
        for line in shown.split(separator: "\n") where line.hasPrefix("$ ") {
          text += line + "\n" + (try places.shell(String(line.dropFirst(2)), in: folder))
        }
        return text
      }
    }
  }

  /// The folders documented examples run in, made on first use in a sandbox whose path
  /// reads `/tmp` in what they print (as in the transcripts: `/tmp/pc-demo/…`):
  /// - `history`: `Examples/make-history.sh demo-history`;
  /// - `MigratingApp`: a git copy of `Examples/MigratingApp` (one commit) in `pc-demo/`;
  /// - `foreign`: an empty git repository in `pc-demo/`.
  /// `puente` is on PATH as `pc-demo/bin/puente`.
  final class Places {
    let sandbox: Sandbox
    let environment: [String: String]
    private var made: [String: String] = [:]

    init() throws {
      sandbox = try Sandbox(initialize: false)
      let bin = sandbox.root + "/pc-demo/bin"
      try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: bin + "/puente", withDestinationPath: sandbox.puente)
      var env = sandbox.environment
      env["PATH"] = bin + ":" + (env["PATH"] ?? "/usr/bin:/bin")
      env["XDG_CACHE_HOME"] = sandbox.root + "/home/.cache"
      environment = env
    }

    /// `text` with the sandbox's path written as `/tmp`.
    func anonymised(_ text: String) -> String { text.replacingOccurrences(of: sandbox.root, with: "/tmp") }

    /// Runs `command` with `sh`; its output and errors, interleaved, anonymised.
    func shell(_ command: String, in folder: String) throws -> String {
      let run = try CLI.run("/bin/sh", ["-c", "{ \(command)\n} 2>&1"], in: folder, environment: environment)
      return anonymised(run.stdout)
    }

    func folder(_ name: String) throws -> String {
      if let folder = made[name] { return folder }
      let folder: String
      switch name {
      case "history":
        folder = sandbox.root + "/demo-history"
        // The script sets its own author and dates; the sandbox's identity would win.
        var env = environment
        for key in ["GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL"] {
          env[key] = nil
        }
        let run = try CLI.run(
          "/usr/bin/env", ["bash", DocumentationTests.root + "/Examples/make-history.sh", folder],
          in: sandbox.root, environment: env)
        guard run.status == 0 else { throw SetupError(description: "make-history.sh failed: \(run)") }
      case "MigratingApp", "foreign":
        folder = sandbox.root + "/pc-demo/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // `cp`, not FileManager.copyItem, which opens descriptors in this process while
        // other tests start processes: a Process.run on another thread crashed once in
        // corelibs-foundation's walk of /proc/self/fd (swift-corelibs-foundation#5472).
        let copy = name == "MigratingApp" ? "cp -R '\(DocumentationTests.root)/Examples/MigratingApp/.' . && " : ""
        let run = try CLI.run(
          "/bin/sh",
          [
            "-c",
            copy + "git init -q -b main && git config commit.gpgsign false && git add -A && "
              + "{ git diff --cached --quiet || git commit -q -m \(name); }",
          ], in: folder, environment: environment)
        guard run.status == 0 else { throw SetupError(description: "making the place `\(name)` failed: \(run)") }
      default:
        throw SetupError(description: "no documentation place named `\(name)`; see DocumentationTests.Places")
      }
      made[name] = folder
      return folder
    }
  }
}
