import PuenteLexer

/// The `// puente:` suppression comments of one file.
///
/// - `// puente:disable-next-line RULE[, RULE] -- reason` silences the next line;
/// - `// puente:disable RULE` … `// puente:enable RULE` silence a region;
/// - `// puente:disable-file RULE` silences the whole file.
/// `all` names every rule. Text after `--` is the reason and is ignored.
public struct Suppressions: Sendable {
  /// What every directive spells.
  static let directive = "puente:"

  /// One directive and what it covers.
  public struct Entry: Sendable {
    public var rules: [String]
    /// 0-based line range the directive silences.
    public var lines: Range<Int>
    /// Where the comment is (UTF-8 offset), for reporting it.
    public var offset: UInt32
    public var used = false
  }

  public private(set) var entries: [Entry] = []
  /// Directive problems: unknown rules or directives, at the comment's offset.
  public private(set) var problems: [RuleViolation] = []

  /// Reads the directives of `file`, checking rule names against `knownRules`.
  public init(file: SourceFile, knownRules: Set<String>) {
    // A directive spells `puente:`; one search of the bytes rules out nearly every file
    // without walking its comments.
    guard file.mentionsDirective else { return }
    // Regions without an end run to the end of the file; no file has more lines than
    // bytes, so that bound needs no line table (most files have no directive at all).
    let lineCount = file.bytes.count + 1
    var open: [String: (line: Int, offset: UInt32, index: Int)] = [:]
    // `///` and `/** */` forms count too: a directive silently ignored is worse than one
    // in an unusual comment.
    for token in file.tokens where token.kind.isComment && token.kind != .shebang {
      guard var text = directiveText(file, token) else { continue }
      // The reason follows `--`; a second `//` starts another comment on the same line.
      if let dash = text.range(of: "--") { text = String(text[..<dash.lowerBound]) }
      if let slashes = text.range(of: "//") { text = String(text[..<slashes.lowerBound]) }
      let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "*" || $0 == "/" }).map(
        String.init)
      guard let directive = words.first else { continue }
      let rules = Array(words.dropFirst())
      let line = file.lineIndex(of: token.start)
      let endLine = file.lineIndex(of: token.end == token.start ? token.end : token.end - 1)
      switch directive {
      case "disable-next-line", "disable", "enable", "disable-file":
        if rules.isEmpty {
          problems.append(
            RuleViolation(
              offset: token.start,
              message: "`puente:\(directive)` names no rule; write `puente:\(directive) RULE-ID -- reason`"))
          continue
        }
        let unknown = rules.filter { $0 != "all" && !knownRules.contains($0) }
        if unknown.count == 1 {
          problems.append(
            RuleViolation(
              offset: token.start,
              message: "`puente:\(directive)` names unknown rule `\(unknown[0])`; "
                + (Suggestion.closest(to: unknown[0], in: Array(knownRules)).map { "did you mean `\($0)`? " } ?? "")
                + "`puente rules` lists the rule ids"))
        } else if unknown.count > 1 {
          // Several unknown words are most likely a reason written without `--`.
          problems.append(
            RuleViolation(
              offset: token.start,
              message: "`puente:\(directive)` names unknown rules `\(unknown.joined(separator: "`, `"))`; "
                + "write the reason after `--` (`puente:\(directive) RULE-ID -- reason`), and see `puente rules` for ids"
            ))
        }
        let valid = rules.filter { $0 == "all" || knownRules.contains($0) }
        guard !valid.isEmpty else { continue }
        switch directive {
        case "disable-next-line":
          entries.append(Entry(rules: valid, lines: (endLine + 1)..<(endLine + 2), offset: token.start))
        case "disable-file":
          entries.append(Entry(rules: valid, lines: 0..<lineCount, offset: token.start))
        case "disable":
          // A second `disable` of a rule already disabled continues the same region.
          for rule in valid where open[rule] == nil {
            entries.append(Entry(rules: [rule], lines: line..<lineCount, offset: token.start))
            open[rule] = (line, token.start, entries.count - 1)
          }
        default:  // enable
          for rule in valid {
            if let region = open.removeValue(forKey: rule) {
              entries[region.index].lines = region.line..<(line + 1)
            } else {
              problems.append(
                RuleViolation(
                  offset: token.start,
                  message: "`puente:enable \(rule)` has no `puente:disable \(rule)` open above it; delete it"))
            }
          }
        }
      case "flag":
        continue  // a feature-flag marker, not a suppression
      default:
        problems.append(
          RuleViolation(
            offset: token.start,
            message:
              "`puente:\(directive)` is not a directive; use `disable-next-line`, `disable`, `enable` or `disable-file`"
          ))
      }
    }
  }

  /// Whether a finding of `rule` on 0-based `line` is silenced; marks the directive used.
  public mutating func suppresses(_ rule: String, line: Int) -> Bool {
    var hit = false
    for i in entries.indices where entries[i].lines.contains(line) {
      if entries[i].rules.contains(rule) || entries[i].rules.contains("all") {
        entries[i].used = true
        hit = true
      }
    }
    return hit
  }
}

/// The text after `puente:` when the comment is a directive, else nil.
private let directivePrefix = Array("puente:".utf8)

private func directiveText(_ file: SourceFile, _ token: Token) -> String? {
  var s = Int(token.start) + 2
  let e = Int(token.end)
  let bytes = file.bytes
  while s < e
    && (bytes[s] == 0x20 || bytes[s] == 0x09 || bytes[s] == UInt8(ascii: "/") || bytes[s] == UInt8(ascii: "*"))
  {
    s += 1
  }
  // Compared in place: most comments are not directives (two arrays a comment cost a
  // third of checking a file).
  let prefix = directivePrefix
  guard e - s >= prefix.count, bytes[s..<(s + prefix.count)].elementsEqual(prefix) else { return nil }
  var end = e
  if token.kind == .blockComment && end - 2 >= s { end -= 2 }
  return String(decoding: bytes[(s + prefix.count)..<end], as: UTF8.self)
}

/// The engine's own checks of `puente:` comments, documented like rules.
public enum SuppressionCheck {
  public static let all: [CheckDocumentation] = [
    CheckDocumentation(UnknownSuppressionRuleCheck.self), CheckDocumentation(UnusedSuppressionCheck.self),
  ]
}

/// The phase after the rules: each file's `puente:` comments silence the findings they
/// name, and the comments' own problems are reported (a rule id that does not exist;
/// on request, a suppression that silences nothing), under the checks' own ids.
struct SuppressionPhase: Sendable {
  /// Whether `unknown-suppression-rule` and `unused-suppression` report.
  let reportsUnknown: Bool
  let reportsUnused: Bool

  static let unknownID = UnknownSuppressionRuleCheck.info.id
  static let unusedID = UnusedSuppressionCheck.info.id

  /// `found` (rule id and violation, in order) less what the file's comments silence,
  /// then the comments' problems.
  func apply(_ found: [(id: String, violation: RuleViolation)], in file: SourceFile) -> [(
    id: String, violation: RuleViolation
  )] {
    var suppressions = Suppressions(file: file, knownRules: RuleRegistry.ids)
    // Most files have no directive: then nothing is silenced, and no line is needed.
    guard !suppressions.entries.isEmpty || !suppressions.problems.isEmpty else { return found }
    var kept = found.filter { !suppressions.suppresses($0.id, line: file.lineIndex(of: $0.violation.offset)) }
    if reportsUnknown {
      for problem in suppressions.problems
      where !suppressions.suppresses(Self.unknownID, line: file.lineIndex(of: problem.offset)) {
        kept.append((Self.unknownID, problem))
      }
    }
    if reportsUnused {
      for entry in suppressions.entries where !entry.used {
        let named = "`\(entry.rules.joined(separator: "`, `"))`"
        var message = "this suppression of \(named) silences nothing; delete it"
        // A line directive above a statement whose finding is a few lines down (on its
        // modifier, on the protocol of a clause split over lines) is misplaced, not stale.
        if entry.lines.count == 1,
          let below = found.lazy.filter({ entry.rules.contains($0.id) }).map({
            file.lineIndex(of: $0.violation.offset)
          }).filter({ $0 > entry.lines.lowerBound && $0 <= entry.lines.lowerBound + 10 }).min()
        {
          let rule = entry.rules.count == 1 ? entry.rules[0] : "RULE"
          message =
            "this suppression of \(named) silences nothing: the finding is on line \(below + 1), not the line after "
            + "the comment; move the comment to just above line \(below + 1), or put `// puente:disable \(rule)` "
            + "and `// puente:enable \(rule)` around the statement"
        }
        kept.append((Self.unusedID, RuleViolation(offset: entry.offset, message: message)))
      }
    }
    return kept
  }
}
