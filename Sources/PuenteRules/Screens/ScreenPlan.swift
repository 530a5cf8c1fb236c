import Foundation

/// `puente plan`: the UIKit screens in the order to convert them.
///
/// Lowest height first (leaves, then screens whose children are leaves, …), then least
/// logic, then least churn, then (with traffic) fewest views, then name; containers and
/// the app's root last. Each step says why.
public struct ScreenPlan: Sendable {
  public struct Step: Sendable, Equatable {
    public var screen: Screen
    /// Commits touching its file in the period.
    public var commits: Int
    /// Views from the traffic file; nil without one or when it does not list the screen.
    public var views: Int?
    /// Every screen below it, however deep, is SwiftUI already (and it shows some).
    public var ready: Bool
    /// `leaf · 140 lines of logic · 3 commits in 180 days`.
    public var reason: String
  }

  public var steps: [Step]
  /// Screens the traffic file lists that are not UIKit screens of the graph.
  public var unknownTraffic: [String]
  /// Names the traffic file lists that several UIKit screens end with (a bare name two
  /// modules declare), with those screens.
  public var ambiguousTraffic: [String: [String]] = [:]

  /// The plan for `graph`, given commits per path over `period` (what follows the count:
  /// `in 180 days`, `since 2026-01-01`; nil `churn` outside git, where none is said) and
  /// optional traffic.
  public init(graph: ScreenGraph, churn: [String: Int]?, period: String, traffic: [String: Int]? = nil) {
    let kinds = Dictionary(graph.screens.map { ($0.name, $0.kind) }) { a, _ in a }
    let shows = Dictionary(graph.screens.map { ($0.name, $0.shows) }) { a, _ in a }
    /// Whether every screen below `name`, however deep, is SwiftUI (a row of a SwiftUI
    /// list presenting a UIKit screen leaves the branch unconverted).
    func converted(below name: String) -> Bool {
      var seen: Set<String> = [name]
      var queue = shows[name] ?? []
      while let next = queue.popLast() {
        guard seen.insert(next).inserted else { continue }
        guard kinds[next] == .swiftUI else { return false }
        queue += shows[next] ?? []
      }
      return true
    }
    let names = TrafficNames(graph.screens.filter(\.kind.isUIKit).map(\.name))
    var views: [String: Int] = [:]
    var unknown: [String] = []
    for (name, count) in traffic ?? [:] {
      let found = names.screens(named: name)
      if found.count == 1 {
        views[found[0], default: 0] += count
      } else if found.isEmpty {
        unknown.append(name)
      } else {
        ambiguousTraffic[name] = found
      }
    }
    var steps: [Step] = []
    for screen in graph.screens where screen.kind.isUIKit {
      let commits = churn?[screen.path] ?? 0
      let ready = !screen.shows.isEmpty && converted(below: screen.name)
      var parts = [screen.height > 0 ? "height \(screen.height)" : screen.inCycle ? "in a cycle" : "leaf"]
      if screen.height > 0 && screen.inCycle { parts.append("in a cycle") }
      if screen.kind == .container { parts.append("navigation container") }
      if screen.isRoot { parts.append("app root") }
      parts.append("\(screen.logicLines) line\(screen.logicLines == 1 ? "" : "s") of logic")
      if churn != nil { parts.append("\(commits) commit\(commits == 1 ? "" : "s") \(period)") }
      let views = views[screen.name]
      if let views { parts.append("\(views) views") }
      if screen.storyboardCalls > 0 {
        let n = screen.storyboardCalls
        parts.append("\(n) storyboard hand-off\(n == 1 ? "" : "s") not in the graph")
      }
      if screen.bridges > 0 { parts.append("\(screen.bridges) bridge finding\(screen.bridges == 1 ? "" : "s")") }
      if let pair = screen.pair, pair.old == screen.name { parts.append("replaced by \(pair.new) behind \(pair.flag)") }
      if ready { parts.append("ready: its branch is converted") }
      steps.append(
        Step(screen: screen, commits: commits, views: views, ready: ready, reason: parts.joined(separator: " · ")))
    }
    steps.sort { a, b in
      let last = (a.screen.kind == .container || a.screen.isRoot, b.screen.kind == .container || b.screen.isRoot)
      if last.0 != last.1 { return !last.0 }
      return (a.screen.height, a.screen.logicLines, a.commits, a.views ?? 0, a.screen.name)
        < (b.screen.height, b.screen.logicLines, b.commits, b.views ?? 0, b.screen.name)
    }
    self.steps = steps
    unknownTraffic = unknown.sorted()
  }

  /// The UIKit screens' names, for looking up a traffic file's (thousands of rows).
  struct TrafficNames {
    let names: Set<String>
    /// Each dotted end of a qualified name → the names ending so (`RootViewController` →
    /// `Orders.RootViewController`, `Profile.RootViewController`).
    var byEnd: [Substring: [String]] = [:]

    init(_ names: [String]) {
      self.names = Set(names)
      for name in names.sorted() {
        var rest = Substring(name)
        while let dot = rest.firstIndex(of: ".") {
          rest = rest[rest.index(after: dot)...]
          byEnd[rest, default: []].append(name)
        }
      }
    }

    /// The screens a traffic file's `name` is: the one so named, else the one a dotted
    /// end of `name` names (`NSStringFromClass`'s `ShopApp.LaunchViewController`), else
    /// those whose names end with `name` (`RootViewController` for
    /// `Orders.RootViewController`, a nested screen's own name).
    func screens(named name: String) -> [String] {
      if names.contains(name) { return [name] }
      var rest = Substring(name)
      while let dot = rest.firstIndex(of: ".") {
        rest = rest[rest.index(after: dot)...]
        if names.contains(String(rest)) { return [String(rest)] }
      }
      return byEnd[Substring(name)] ?? []
    }
  }

  /// Reads a traffic CSV (`screen,views`, an optional header): name → views. Throws a
  /// message naming the line for anything else. As spreadsheets write it: a leading byte
  /// order mark, CRLF lines, quoted fields (`"1,234"`: a quoted number may group its
  /// thousands with commas).
  public static func parseTraffic(_ text: String, path: String) throws(ConfigError) -> [String: Int] {
    var result: [String: Int] = [:]
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    for (i, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      guard !raw.allSatisfy(\.isWhitespace) else { continue }
      let fields = csvFields(raw)
      let views = fields.count == 2 ? Int(fields[1].replacingOccurrences(of: ",", with: "")) : nil
      if i == 0, fields.count == 2, views == nil { continue }  // the header
      guard fields.count == 2, !fields[0].isEmpty, let views, views >= 0 else {
        throw ConfigError(
          path: path, keyPath: "line \(i + 1)", message: "expected `screen,views` with a whole number of views")
      }
      result[fields[0], default: 0] += views
    }
    return result
  }

  /// A CSV line's fields, unquoted (`""` in a quoted field is a quote) and trimmed.
  static func csvFields(_ line: Substring) -> [String] {
    var fields: [String] = []
    var field = ""
    var quoted = false
    var previous: Character? = nil
    for c in line {
      if c == "\"" {
        if quoted && previous == "\"" { field.append(c) }
        quoted.toggle()
      } else if c == "," && !quoted {
        fields.append(field.trimmingCharacters(in: .whitespaces))
        field = ""
      } else {
        field.append(c)
      }
      previous = c
    }
    fields.append(field.trimmingCharacters(in: .whitespaces))
    return fields
  }
}
