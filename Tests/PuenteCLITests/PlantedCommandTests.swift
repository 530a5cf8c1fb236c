import Foundation
import Testing

/// Security: a scanned repository is data, never code. Its `.git/config` and
/// `.gitattributes` can name commands that git runs for some operations (an fsmonitor,
/// clean and smudge filters, textconv and external diff drivers, a pager, hooks, an
/// ssh command or a credential helper for fetching a partial clone's missing objects);
/// none of them may run under any `puente` command, and the output must be what it is
/// without them.
@Suite struct PlantedCommandTests {
  /// The commands that start git, each with the arguments that give a stable output.
  static let commands: [[String]] = [
    ["scan", ".", "--format", "json", "--today", "2026-12-06"],
    ["scan", "--staged", "--format", "json", "--today", "2026-12-06"],
    ["scan", ".", "--changed-since", "HEAD~1", "--format", "json", "--today", "2026-12-06"],
    ["scan", "--staged", "--changed-since", "HEAD~1", "--format", "json", "--today", "2026-12-06"],
    ["report", ".", "--format", "json"],
    ["flags", ".", "--format", "json", "--today", "2026-12-06"],
    ["shims", ".", "--format", "json", "--deployment-target", "iOS=16.0"],
    ["baseline", "write", "--output", "../baseline.json"],
    ["trend", ".", "--every", "commit", "--no-cache", "--format", "json"],
  ]

  /// Every way of git's to run a command that a repository can set, each writing a file
  /// named for it into `markers`.
  static func plant(in repo: Sandbox, markers: String) throws {
    func marker(_ name: String) -> String { "touch \(markers)/\(name); cat" }
    try repo.git("config", "core.fsmonitor", "touch \(markers)/fsmonitor; false")
    for kind in ["clean", "smudge", "process"] {
      try repo.git("config", "filter.planted.\(kind)", marker("filter-\(kind)"))
    }
    try repo.git("config", "filter.planted.required", "true")
    try repo.git("config", "diff.planted.textconv", marker("textconv"))
    try repo.git("config", "diff.planted.command", marker("diff-driver"))
    try repo.git("config", "diff.external", marker("diff-external"))
    try repo.git("config", "core.pager", marker("pager"))
    try repo.git("config", "credential.helper", "!" + marker("credential-helper"))
    try repo.git("config", "core.askPass", marker("askpass"))
    try repo.git("config", "core.sshCommand", marker("ssh"))
    // Every hook git has, in a folder of the repository's choosing.
    let hooks = repo.root + "/planted-hooks"
    try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
    for hook in [
      "pre-commit", "prepare-commit-msg", "commit-msg", "post-commit", "post-checkout", "post-merge",
      "pre-push", "post-rewrite", "post-index-change", "reference-transaction", "fsmonitor-watchman",
      "pre-auto-gc", "push-to-checkout",
    ] {
      let file = hooks + "/" + hook
      try Data("#!/bin/sh\ntouch \(markers)/hook-\(hook)\n".utf8).write(to: URL(fileURLWithPath: file))
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
    }
    try repo.git("config", "core.hooksPath", hooks)
    // (Not committed: git reads the work tree's, and a committed one would have run its
    // filter at the commit.)
    try repo.write(".gitattributes", "*.swift filter=planted diff=planted\n")
  }

  /// A repository with findings, a flag and two commits; the work tree holds a staged
  /// change, and its index entries are all racily clean (recorded with a modification
  /// time after the index's own), so that any comparison with the work tree reads the
  /// files, through their filter if one ran.
  static func repository() throws -> Sandbox {
    let repo = try Sandbox()
    try repo.commit(
      [
        ".puente.json": "{ \"adapters\": [\"Adapters/**\"] }\n",
        "Features/A.swift": Swift.bridge,
        "Features/Flags.swift":
          "enum FeatureFlags {\n  /// retire: 2027-03-31 owner: @team\n  static let newUI = true\n}\n",
        "Adapters/Host.swift": "import SwiftUI\n\nclass ThemedHost<V: View>: UIHostingController<V> {}\n",
      ], message: "one")
    try repo.commit(["Features/B.swift": Swift.bridge, "Features/C.swift": Swift.clean], message: "two")
    try repo.write("Features/D.swift", Swift.bridge)
    let future = Date().addingTimeInterval(3600)
    for file in ["Features/A.swift", "Features/B.swift", "Features/C.swift", "Features/D.swift"] {
      try FileManager.default.setAttributes([.modificationDate: future], ofItemAtPath: repo.path + "/" + file)
    }
    try repo.git("add", "-A")
    return repo
  }

  /// Each command, planted and not, in a repository whose index puente reads itself and
  /// in one where it must ask git (a split index).
  @Test(arguments: [false, true]) func nothingPlantedRunsAndTheOutputIsTheSame(splitIndex: Bool) throws {
    let repo = try Self.repository()
    if splitIndex { try repo.git("update-index", "--split-index") }
    // What each command prints, and the baseline it writes.
    func outcome(_ command: [String]) throws -> (run: Run, baseline: String?) {
      let run = try repo.run(command)
      let written = try? String(contentsOfFile: repo.root + "/baseline.json", encoding: .utf8)
      try? FileManager.default.removeItem(atPath: repo.root + "/baseline.json")
      return (run, written)
    }
    var expected: [String: (run: Run, baseline: String?)] = [:]
    for command in Self.commands { expected[command.joined(separator: " ")] = try outcome(command) }
    let markers = repo.root + "/markers"
    try FileManager.default.createDirectory(atPath: markers, withIntermediateDirectories: true)
    try Self.plant(in: repo, markers: markers)
    for command in Self.commands {
      let name = command.joined(separator: " ")
      let (run, baseline) = try outcome(command)
      #expect(try FileManager.default.contentsOfDirectory(atPath: markers).sorted() == [], "puente \(name)")
      let before = try #require(expected[name])
      #expect(run.status == before.run.status && run.stdout == before.run.stdout, "puente \(name): \(run)")
      #expect(baseline == before.baseline, "puente \(name)")
      // (Each command did its work: a report, or a baseline of the three findings.)
      #expect(!run.stdout.isEmpty || baseline?.contains("Features/B.swift") == true, "puente \(name): \(run)")
    }
  }

  /// A partial clone fetches the objects it lacks from its promisor remote when they
  /// are read, and the repository names the remote and how to reach it: an ssh command,
  /// or git's `ext::` transport, which runs a command of the URL's, each allowed by the
  /// repository's own configuration. The trend needs an old blob the clone lacks: it
  /// runs nothing, and says up front that the clone is partial (exit 2), as it does
  /// when the remote cannot be reached at all.
  @Test(arguments: ["ssh", "ext"]) func aPartialCloneFetchesNothing(transport: String) throws {
    let origin = try Sandbox()
    try origin.git("config", "uploadpack.allowFilter", "true")
    try origin.commit(["Features/A.swift": Swift.bridge], message: "one")
    try origin.commit(["Features/A.swift": Swift.clean], message: "two")
    let clone = origin.root + "/clone"
    try origin.git("clone", "-q", "--filter=blob:none", "file://" + origin.path, clone)
    let markers = origin.root + "/markers"
    try FileManager.default.createDirectory(atPath: markers, withIntermediateDirectories: true)
    if transport == "ssh" {
      try origin.git("config", "remote.origin.url", "ssh://example.invalid/repo", in: clone)
      try origin.git("config", "core.sshCommand", "touch \(markers)/ssh; false", in: clone)
    } else {
      try origin.git("config", "remote.origin.url", "ext::sh -c touch% \(markers)/ext", in: clone)
    }
    try origin.git("config", "protocol.\(transport).allow", "always", in: clone)
    let trend = ["trend", ".", "--every", "commit", "--no-cache", "--format", "json"]
    let run = try origin.run(trend, in: clone)
    #expect(try FileManager.default.contentsOfDirectory(atPath: markers).sorted() == [], "\(run)")
    try origin.git("config", "remote.origin.url", origin.root + "/nowhere", in: clone)
    try origin.git("config", "--unset-all", "protocol.\(transport).allow", in: clone)
    if transport == "ssh" { try origin.git("config", "--unset-all", "core.sshCommand", in: clone) }
    let unreachable = try origin.run(trend, in: clone)
    #expect(run.status == unreachable.status && run.stdout == unreachable.stdout, "\(run)")
    #expect(run.status == 2 && run.stderr.contains("this is a partial clone"), "\(run)")
  }
}
