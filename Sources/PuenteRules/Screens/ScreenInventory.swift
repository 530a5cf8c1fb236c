import Foundation
import PuenteSource

/// `puente screens` and `puente plan` over a file source: one engine scan (the scan's
/// own rules, for the bridges each screen holds, with every file naming a controller or
/// a view lexed in the same parallel pass), then the graph from the facts it kept.
public enum ScreenInventory {
  /// The graph of `source`, and the scan's problems (unreadable files). `progress` is
  /// told (files taken, files in all) as the scan reads them (`ScanOptions.progress`).
  public static func build(
    source: any FileSource, configuration: Configuration, includeGenerated: Bool? = nil,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws(SourceError) -> (graph: ScreenGraph, problems: [FileProblem]) {
    let engine = Engine(
      configuration: configuration,
      options: ScanOptions(
        includeGenerated: includeGenerated, inputs: ScanInputs(screens: .inventory),
        forceEnabled: [NewUikitScreenRule.info.id], keep: [ScreenFacts.self], progress: progress))
    let report = try engine.scan(source)
    var findings: [String: Int] = [:]
    for finding in report.findings { findings[finding.path, default: 0] += 1 }
    let graph = ScreenGraph.build(
      facts: report.results(of: ScreenFacts.self).filter { !ScreenKinds.isTestCode($0.key) }, findings: findings,
      configuration: configuration)
    return (graph, report.problems)
  }
}

/// Commits per file over a period, from one `git log --name-only` pass.
public enum Churn {
  /// Path (relative to `root`, which is inside `repository`) → commits touching it since `since`
  /// (anything `git log --since` accepts).
  public static func count(in repository: GitRepository, root: String, since: String) throws(SourceError) -> [String:
    Int]
  {
    let prefix = prefix(of: root, in: repository)
    let out = try repository.run([
      "log", "-z", "--name-only", "--no-renames", "--format=%x01", "--since=\(since)", "--",
      prefix.isEmpty ? "." : prefix,
    ])
    return parse(out, prefix: prefix)
  }

  /// `root`'s path inside the repository, with a trailing `/` (empty at the top level).
  static func prefix(of root: String, in repository: GitRepository) -> String {
    let top = URL(fileURLWithPath: repository.topLevel).standardizedFileURL.resolvingSymlinksInPath().path
    let here = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
    guard here.count > top.count, here.hasPrefix(top + "/") else { return "" }
    return String(here.dropFirst(top.count + 1)) + "/"
  }

  /// Counts `git log -z --name-only --format=%x01` output: NUL-separated fields, a `\u{1}`
  /// field starting each commit, its first path after a newline. (With `-z` git writes
  /// paths as they are: quoted, one past ASCII or with a quote in it would match nothing.)
  static func parse(_ out: [UInt8], prefix: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    var seen = Set<String>()
    for field in out.split(separator: 0) {
      if field.elementsEqual([1]) {
        seen.removeAll(keepingCapacity: true)
        continue
      }
      var path = String(decoding: field.first == 0x0A ? field.dropFirst() : field, as: UTF8.self)
      guard !path.isEmpty, seen.insert(path).inserted else { continue }
      if !prefix.isEmpty {
        guard path.hasPrefix(prefix) else { continue }
        path = String(path.dropFirst(prefix.count))
      }
      counts[path, default: 0] += 1
    }
    return counts
  }
}
