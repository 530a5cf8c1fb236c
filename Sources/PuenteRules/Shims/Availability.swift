import PuenteLexer

/// One `platform version` argument of an availability attribute or check, e.g. `iOS 17.0`.
public struct AvailabilityEntry: Sendable, Hashable {
  public var platform: Platform
  public var version: PlatformVersion
  /// The platform as written (`iOSApplicationExtension`), for messages.
  public var spelling: String
}

/// A parsed `@available(…)`, `@backDeployed(…)`, `#available(…)` or `#unavailable(…)`,
/// reduced to what the shim rules judge.
struct AvailabilitySyntax {
  enum Kind {
    case availableAttribute, backDeployedAttribute, availableCheck, unavailableCheck
  }

  var kind: Kind
  /// Code position of the `@` or the `#available` keyword.
  var start: Int
  /// Code position of the closing parenthesis.
  var close: Int
  /// Introduced versions: the short form's `iOS 15` entries, the long form's `introduced:`,
  /// a check's entries.
  var introduced: [AvailabilityEntry] = []
  /// Versions from which the declaration may go: per long-form attribute the earlier of
  /// `deprecated:` and `obsoleted:`; `@backDeployed(before:)` entries.
  var retired: [AvailabilityEntry] = []
  /// `deprecated on`, `obsoleted on` or `back-deployed before`, for messages.
  var retiredVerb = ""
  /// Whether the attribute says anything besides introduced versions and a message
  /// (`unavailable`, `deprecated`, `obsoleted:`, `renamed:`, `noasync`, a `*` long form).
  var saysMore = false

  /// Parses the syntax starting at code position `p` (`@` or a `#available` keyword), or
  /// nil when `p` does not start one.
  init?(file: SourceFile, at p: Int) {
    let outline = file.outline
    let code = outline.code
    let n = code.count
    func kind(_ q: Int) -> TokenKind? { q < n ? file.tokens[code[q]].kind : nil }
    var open = p + 1
    switch kind(p) {
    case .atSign?:
      guard kind(p + 1) == .identifier else { return nil }
      switch file.name(code[p + 1]) {
      case "available": self.kind = .availableAttribute
      case "backDeployed": self.kind = .backDeployedAttribute
      default: return nil
      }
      open = p + 2
    case .poundKeyword?:
      if file.tokenIs(code[p], "#available") {
        self.kind = .availableCheck
      } else if file.tokenIs(code[p], "#unavailable") {
        self.kind = .unavailableCheck
      } else {
        return nil
      }
    default:
      return nil
    }
    guard kind(open) == .leftParen, outline.match[open] > Int32(open) else { return nil }
    start = p
    close = Int(outline.match[open])
    let arguments = Self.arguments(file: file, from: open + 1, to: close)
    switch self.kind {
    case .availableCheck, .unavailableCheck:
      introduced = arguments.compactMap { Self.entry(file: file, $0) }
    case .backDeployedAttribute:
      retiredVerb = "back-deployed before"
      for (i, argument) in arguments.enumerated() {
        var argument = argument
        if i == 0 {
          // `before: iOS 17.0`
          guard argument.count > 2, kind(argument[1]) == .colon,
            file.name(code[argument[0]]) == "before"
          else {
            break
          }
          argument.removeFirst(2)
        }
        if let entry = Self.entry(file: file, argument) { retired.append(entry) }
      }
    case .availableAttribute:
      parseAvailable(file: file, arguments)
    }
  }

  /// The short form (`iOS 15, macOS 12, *`) or the long form (`iOS, introduced: 14,
  /// deprecated: 17, message: "…"`, arguments in any order).
  private mutating func parseAvailable(file: SourceFile, _ arguments: [[Int]]) {
    let code = file.outline.code
    guard let first = arguments.first, !first.isEmpty else { return }
    if first.count == 1 {
      // Long form: a lone platform name (or `*`), then labelled arguments and flags.
      let platformName = file.name(code[first[0]])
      let platform = Platform(availabilityName: platformName)
      if platform == nil { saysMore = true }
      var introducedVersion: PlatformVersion? = nil
      var retiredVersion: PlatformVersion? = nil
      for argument in arguments.dropFirst() {
        let label = file.name(code[argument[0]])
        let isLabelled = argument.count > 1 && file.tokens[code[argument[1]]].kind == .colon
        let version = isLabelled ? Self.version(file: file, Array(argument.dropFirst(2))) : nil
        switch (label, isLabelled) {
        case ("introduced", true):
          introducedVersion = version
        case ("deprecated", true), ("obsoleted", true):
          saysMore = true
          if let version, retiredVersion.map({ version < $0 }) ?? true {
            retiredVersion = version
            retiredVerb = label == "deprecated" ? "deprecated on" : "obsoleted on"
          }
        case ("message", true):
          break
        default:
          // `renamed:`, `unavailable`, `deprecated` without a version, `noasync`, …
          saysMore = true
        }
      }
      if let platform {
        if let introducedVersion {
          introduced.append(
            AvailabilityEntry(
              platform: platform, version: introducedVersion, spelling: platformName))
        }
        if let retiredVersion {
          retired.append(
            AvailabilityEntry(platform: platform, version: retiredVersion, spelling: platformName))
        }
      }
      return
    }
    // Short form: `platform version` entries and `*`; `swift 5.9` and the like say more.
    for argument in arguments {
      if argument.count == 1 && file.text(code[argument[0]]) == "*" { continue }
      if let entry = Self.entry(file: file, argument) {
        introduced.append(entry)
      } else {
        saysMore = true
      }
    }
  }

  /// The code positions of each comma-separated argument between `from` and `to`.
  static func arguments(file: SourceFile, from: Int, to: Int) -> [[Int]] {
    let match = file.outline.match
    var result: [[Int]] = []
    var current: [Int] = []
    var q = from
    while q < to {
      let k = file.tokens[file.outline.code[q]].kind
      if k == .comma {
        result.append(current)
        current = []
      } else {
        current.append(q)
        if k == .leftParen || k == .leftSquare || k == .leftBrace, match[q] > Int32(q) {
          // A nested group belongs to the argument; its inside is not read.
          q = Int(match[q])
          current.append(q)
        }
      }
      q += 1
    }
    if !current.isEmpty { result.append(current) }
    return result.filter { !$0.isEmpty }
  }

  /// `iOS 17.0` → an entry, when the name is a platform and the rest is a version.
  static func entry(file: SourceFile, _ argument: [Int]) -> AvailabilityEntry? {
    guard argument.count >= 2, file.tokens[file.outline.code[argument[0]]].kind == .identifier
    else { return nil }
    let spelling = file.name(file.outline.code[argument[0]])
    guard let platform = Platform(availabilityName: spelling),
      let version = version(file: file, Array(argument.dropFirst()))
    else { return nil }
    return AvailabilityEntry(platform: platform, version: version, spelling: spelling)
  }

  /// A version written as adjacent number and period tokens (`14.5.1` lexes as `14.5`,
  /// `.`, `1`).
  static func version(file: SourceFile, _ positions: [Int]) -> PlatformVersion? {
    guard let first = positions.first, let last = positions.last else { return nil }
    let code = file.outline.code
    for (i, q) in positions.enumerated() {
      let token = file.tokens[code[q]]
      guard token.kind == .number || token.kind == .period else { return nil }
      if i > 0 && file.tokens[code[positions[i - 1]]].end != token.start { return nil }
    }
    let start = Int(file.tokens[code[first]].start)
    let end = Int(file.tokens[code[last]].end)
    return PlatformVersion(String(decoding: file.bytes[start..<end], as: UTF8.self))
  }

  /// The syntax as written, with runs of whitespace collapsed: `#available(iOS 15, *)`.
  func text(in file: SourceFile) -> String {
    let code = file.outline.code
    let start = Int(file.tokens[code[self.start]].start)
    let end = Int(file.tokens[code[close]].end)
    var result = ""
    var pendingSpace = false
    for scalar in String(decoding: file.bytes[start..<end], as: UTF8.self).unicodeScalars {
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        pendingSpace = true
        continue
      }
      if pendingSpace && !result.hasSuffix("(") && scalar != ")" { result.append(" ") }
      pendingSpace = false
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}

/// One platform on which an availability argument was judged against the target.
public struct JudgedPlatform: Sendable, Hashable {
  public var platform: Platform
  /// The version the code names (introduced, deprecated, obsoleted or back-deployed before).
  public var required: PlatformVersion
  public var target: PlatformVersion
}

enum AvailabilityJudgement {
  /// The entry that speaks for `platform`: its own (the latest, if several, such as
  /// `iOS` and `iOSApplicationExtension`), or for Mac Catalyst the `iOS` one when it has
  /// none, as the compiler reads it.
  static func effective(_ entries: [AvailabilityEntry], for platform: Platform)
    -> AvailabilityEntry?
  {
    let own = entries.filter { $0.platform == platform }.max { $0.version < $1.version }
    if own == nil && platform == .macCatalyst { return effective(entries, for: .iOS) }
    return own
  }

  /// The targeted platforms `entries` speak for, each with its target at or above the
  /// entry's version; nil when some targeted platform's target is below, or when the
  /// entries speak for no targeted platform at all (a platform the app does not target
  /// is ignored, not guessed).
  ///
  /// With `everyPlatform` (retirements: `deprecated:`, `obsoleted:`, `@backDeployed`), a
  /// targeted platform the entries do not name keeps the shim: an iOS-only deprecation
  /// says nothing about the macOS build, which still needs the fallback.
  static func satisfied(
    _ entries: [AvailabilityEntry], by targets: DeploymentTargets, everyPlatform: Bool = false
  ) -> [JudgedPlatform]? {
    var judged: [JudgedPlatform] = []
    for platform in targets.platforms {
      guard let target = targets[platform] else { continue }
      guard let entry = effective(entries, for: platform) else {
        if everyPlatform { return nil }
        continue
      }
      guard target >= entry.version else { return nil }
      judged.append(JudgedPlatform(platform: platform, required: entry.version, target: target))
    }
    return judged.isEmpty ? nil : judged
  }
}
