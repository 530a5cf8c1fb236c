import PuenteLexer
import PuenteSource

/// Where a flag is declared: repository-relative path and 1-based line and column.
public struct FlagLocation: Sendable, Hashable, Comparable {
  public var path: String
  public var line: Int
  public var column: Int

  public static func < (a: FlagLocation, b: FlagLocation) -> Bool {
    (a.path, a.line, a.column) < (b.path, b.line, b.column)
  }
}

/// A file that refers to a flag, and how many times.
public struct FlagReferenceFile: Sendable, Hashable {
  public var path: String
  public var count: Int
}

/// One flag of the inventory: its declarations merged (the branches of an `#if` are
/// one flag), its retirement, and the code that refers to it.
public struct FlagInventoryEntry: Sendable, Hashable {
  /// Where the flag stands on the inventory's day.
  public enum Status: String, Sendable, CaseIterable {
    /// The retirement date has passed.
    case overdue
    /// Dated, today or later, within the horizon.
    case scheduled
    /// Dated beyond the horizon (`flag-retirement-too-far`).
    case tooFar = "too-far"
    /// `retire: never -- reason`.
    case permanent
    /// No retirement date (`flag-without-retirement`).
    case missing
    /// An unreadable date (`flag-retirement-invalid`).
    case invalid
  }

  public var name: String
  /// For a constructor flag stored in a property: `Flags.detail`.
  public var symbol: String?
  public var kind: FlagDeclaration.Kind
  /// Sorted; more than one when the flag is declared in several `#if` branches.
  public var declarations: [FlagLocation]
  public var retirement: Retirement
  public var owner: String?
  /// Days from the inventory's day to the retirement date (negative when overdue).
  public var daysLeft: Int?
  public var status: Status
  /// References in code outside the declarations.
  public var references: Int
  /// The files those references are in, sorted by path.
  public var referencingFiles: [FlagReferenceFile]
}

/// Every feature flag of a repository with its retirement date, owner and references:
/// what `puente flags` prints. Built from a `FileSource` like a scan, returned as values.
public struct FlagInventory: Sendable {
  public var today: CalendarDay
  public var horizonDays: Int
  /// Most overdue first: dated flags by days left, then invalid, missing, permanent.
  public var entries: [FlagInventoryEntry]
  public var filesScanned: Int
  /// Files that could not be read or decoded; the inventory went on without them.
  public var problems: [FileProblem]

  public init(
    today: CalendarDay, horizonDays: Int, entries: [FlagInventoryEntry], filesScanned: Int = 0,
    problems: [FileProblem] = []
  ) {
    self.today = today
    self.horizonDays = horizonDays
    self.entries = entries
    self.filesScanned = filesScanned
    self.problems = problems
  }

  /// Only overdue flags (`overdue`), and/or those retiring within `dueWithin` days from
  /// today (not yet overdue); both given, either qualifies. Neither: unchanged.
  public func filtered(overdue: Bool, dueWithin: Int?) -> FlagInventory {
    guard overdue || dueWithin != nil else { return self }
    var copy = self
    copy.entries = entries.filter { entry in
      if overdue && entry.status == .overdue { return true }
      if let dueWithin, let days = entry.daysLeft, days >= 0, days <= dueWithin { return true }
      return false
    }
    return copy
  }

  /// Builds the inventory of `source`: the files the configuration includes (generated
  /// ones skipped unless `includeGenerated`), flags found as `FlagDiscovery` finds them,
  /// references counted over every file.
  ///
  /// References are: `Container.name` (any member chain whose names include the
  /// flag's container, so `FeatureFlags.shared.name` counts), `.name` where an
  /// expression cannot precede the dot (for enum-case flags: `isOn(.detailInSwiftUI)`),
  /// a bare `name` for a top-level `// puente:flag` declaration, and for a constructor
  /// flag the key as a whole string literal (`"detail-swiftui"`).
  public static func build(
    source: any FileSource, configuration: Configuration, settings: FlagSettings,
    today: CalendarDay,
    includeGenerated: Bool? = nil
  ) throws(SourceError) -> FlagInventory {
    let engine = Engine(
      configuration: configuration, options: ScanOptions(includeGenerated: includeGenerated))
    let paths = engine.selectFiles(try source.list())
    var problems: [FileProblem] = []
    let declarationSearch = NeedleSearch(FlagDiscovery.needles(settings))
    let gate = NameHashFilter(settings.containers + settings.constructors)

    // Pass 1: declarations. Bytes of files without any are kept for pass 2 within a
    // fixed budget (re-read after that), as the engine does.
    var declarations: [FlagDeclaration] = []
    var files: [(path: String, file: SourceFile?, bytes: [UInt8]?)] = []
    var keptBytes = 0
    let budget = 64 << 20
    for path in paths {
      let bytes: [UInt8]
      do { bytes = try source.read(path) } catch {
        problems.append(FileProblem(path: path, message: error.message))
        continue
      }
      guard Engine.isValidUTF8(bytes) else {
        problems.append(
          FileProblem(path: path, message: "not UTF-8 text; skipped (re-save it as UTF-8)"))
        continue
      }
      if !engine.includeGenerated && GeneratedCode.isGenerated(bytes) { continue }
      if declarationSearch.containsAny(bytes) {
        let file = SourceFile(path: path, bytes: bytes)
        declarations += FlagDiscovery.declarations(in: file, settings: settings, gate: gate)
        files.append((path, file, nil))
      } else if keptBytes + bytes.count <= budget {
        keptBytes += bytes.count
        files.append((path, nil, bytes))
      } else {
        files.append((path, nil, nil))
      }
    }

    var entries = merge(declarations, today: today, horizonDays: settings.horizonDays)

    // Pass 2: references.
    var counter = ReferenceCounter(entries: entries, declarations: declarations)
    if !counter.needles.isEmpty {
      let referenceSearch = NeedleSearch(counter.needles)
      for entry in files {
        if let file = entry.file {
          counter.count(in: file)
          continue
        }
        guard let bytes = entry.bytes ?? (try? source.read(entry.path)),
          referenceSearch.containsAny(bytes)
        else {
          continue
        }
        counter.count(in: SourceFile(path: entry.path, bytes: bytes))
      }
    }
    for i in entries.indices {
      let perFile = counter.counts[i]
      entries[i].references = perFile.values.reduce(0, +)
      entries[i].referencingFiles = perFile.map { FlagReferenceFile(path: $0.key, count: $0.value) }
        .sorted { $0.path < $1.path }
    }
    return FlagInventory(
      today: today, horizonDays: settings.horizonDays, entries: entries, filesScanned: files.count,
      problems: problems)
  }

  /// One entry per flag name, sorted most overdue first.
  static func merge(_ declarations: [FlagDeclaration], today: CalendarDay, horizonDays: Int)
    -> [FlagInventoryEntry]
  {
    var order: [String] = []
    var groups: [String: [FlagDeclaration]] = [:]
    for declaration in declarations {
      if groups[declaration.name] == nil { order.append(declaration.name) }
      groups[declaration.name, default: []].append(declaration)
    }
    var entries: [FlagInventoryEntry] = []
    for name in order {
      guard let group = groups[name], let first = group.first else { continue }
      let retirement = Retirement.combine(group.map(\.retirement))
      var daysLeft: Int? = nil
      let status: FlagInventoryEntry.Status
      switch retirement {
      case .date(let day):
        let days = today.days(until: day)
        daysLeft = days
        status = days < 0 ? .overdue : days > horizonDays ? .tooFar : .scheduled
      case .never: status = .permanent
      case .missing: status = .missing
      case .invalid: status = .invalid
      }
      entries.append(
        FlagInventoryEntry(
          name: name, symbol: group.lazy.compactMap(\.symbol).first, kind: first.kind,
          declarations: group.map(\.location).sorted(), retirement: retirement,
          owner: group.lazy.compactMap(\.owner).first, daysLeft: daysLeft, status: status,
          references: 0,
          referencingFiles: []))
    }
    func rank(_ entry: FlagInventoryEntry) -> (Int, Int) {
      switch entry.status {
      case .overdue, .scheduled, .tooFar: return (0, entry.daysLeft ?? 0)
      case .invalid: return (1, 0)
      case .missing: return (2, 0)
      case .permanent: return (3, 0)
      }
    }
    return entries.sorted { a, b in
      let (ra, rb) = (rank(a), rank(b))
      return ra != rb ? ra < rb : a.name < b.name
    }
  }
}

extension FlagDeclaration {
  /// Where the declaration is, in 1-based line and column.
  var location: FlagLocation {
    FlagLocation(path: path, line: line, column: column)
  }
}

/// Counts references to inventory entries, file by file (see `FlagInventory.build`).
struct ReferenceCounter {
  /// What identifies references to one entry.
  struct Target {
    var entry: Int
    var container: String?
    var isCase: Bool
    var isTopLevel: Bool
  }

  var byMember: [String: [Target]] = [:]
  var byKey: [String: [Int]] = [:]
  /// Path → offsets of tokens that are declarations, never references.
  var own: [String: Set<UInt32>] = [:]
  /// Per entry: path → references.
  var counts: [[String: Int]]

  init(entries: [FlagInventoryEntry], declarations: [FlagDeclaration]) {
    counts = Array(repeating: [:], count: entries.count)
    var index: [String: Int] = [:]
    for (i, entry) in entries.enumerated() { index[entry.name] = i }
    var seen = Set<String>()
    for declaration in declarations {
      own[declaration.path, default: []].formUnion(declaration.ownOffsets)
      guard let i = index[declaration.name] else { continue }
      if let key = declaration.key, seen.insert("key\u{0}\(key)").inserted {
        byKey[key, default: []].append(i)
      }
      if let member = declaration.member {
        let container = declaration.containerPath.last
        let marker = "member\u{0}\(i)\u{0}\(member)\u{0}\(container ?? "")"
        guard seen.insert(marker).inserted else { continue }
        byMember[member, default: []].append(
          Target(
            entry: i, container: container, isCase: declaration.kind == .enumCase,
            isTopLevel: declaration.containerPath.isEmpty
              && (declaration.kind == .marked || declaration.kind == .constructor)))
      }
    }
  }

  /// Byte strings a file must contain to refer to any entry.
  var needles: [String] { Array(byMember.keys) + Array(byKey.keys) }

  mutating func count(in file: SourceFile) {
    let code = file.outline.code
    let n = code.count
    let ownOffsets = own[file.path] ?? []
    func kind(_ p: Int) -> TokenKind { file.tokens[code[p]].kind }
    for p in 0..<n {
      let token = file.tokens[code[p]]
      if ownOffsets.contains(token.start) { continue }
      switch token.kind {
      case .identifier:
        guard let targets = byMember[file.name(code[p])] else { continue }
        if p > 0 && kind(p - 1) == .period {
          if p >= 2 && Self.endsExpression(file, code[p - 2]) {
            let chain = Self.chain(file, code: code, from: p - 2)
            for target in targets where target.container.map(chain.contains) ?? false {
              hit(target.entry, file.path)
            }
          } else {
            for target in targets where target.isCase { hit(target.entry, file.path) }
          }
        } else if p == 0 || !Self.declares(file, code[p - 1]) {
          for target in targets where target.isTopLevel { hit(target.entry, file.path) }
        }
      case .stringSegment:
        guard p > 0, p + 1 < n, kind(p - 1) == .stringQuote, kind(p + 1) == .stringQuote,
          let entries = byKey[file.text(code[p])]
        else { continue }
        for entry in entries { hit(entry, file.path) }
      default:
        continue
      }
    }
  }

  mutating func hit(_ entry: Int, _ path: String) { counts[entry][path, default: 0] += 1 }

  /// Whether the token can end an expression, so a `.` after it is a member access
  /// rather than an implicit member (`.detailInSwiftUI`).
  static func endsExpression(_ file: SourceFile, _ index: Int) -> Bool {
    switch file.tokens[index].kind {
    case .identifier, .number, .stringQuote, .rawStringDelimiter, .rightParen, .rightSquare,
      .rightBrace,
      .postfixQuestion, .postfixExclamation, .postfixOperator, .regex:
      return true
    case .keyword:
      return ["self", "Self", "super", "true", "false", "nil"].contains(file.text(index))
    default:
      return false
    }
  }

  /// Whether the token introduces a declaration of the name after it.
  static func declares(_ file: SourceFile, _ index: Int) -> Bool {
    ["let", "var", "func", "case", "class", "struct", "enum", "protocol", "typealias", "actor"]
      .contains(
        file.text(index))
  }

  /// The names of a member chain ending at code position `p` (`FeatureFlags.shared` →
  /// `["shared", "FeatureFlags"]`), through optional chaining.
  static func chain(_ file: SourceFile, code: [Int], from p: Int) -> [String] {
    var names: [String] = []
    var q = p
    while q >= 0 {
      let kind = file.tokens[code[q]].kind
      if kind == .postfixQuestion || kind == .postfixExclamation {
        q -= 1
        continue
      }
      guard kind == .identifier || kind == .keyword else { break }
      names.append(file.name(code[q]))
      guard q >= 2, file.tokens[code[q - 1]].kind == .period else { break }
      q -= 2
    }
    return names
  }
}
