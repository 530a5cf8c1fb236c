/// When a flag is to be deleted, as its declaration says.
public enum Retirement: Sendable, Hashable {
  /// No retirement date anywhere the rules look.
  case missing
  /// A real date (`retire: 2027-03-31`).
  case date(CalendarDay)
  /// A permanent switch (a kill switch): `retire: never -- reason`.
  case never(reason: String)
  /// Something was written after a date key but it is not a real date, or `never`
  /// came without a reason. `text` is what was written, `problem` says what is wrong.
  case invalid(text: String, problem: String)

  /// One verdict from several readings (of one declaration, or of the `#if` branches of
  /// one flag): anything invalid wins, so a bad date is never hidden by a good one;
  /// then the earliest date; then a permanent switch; else missing.
  public static func combine(_ readings: [Retirement]) -> Retirement {
    var earliest: CalendarDay? = nil
    var permanent: Retirement? = nil
    for reading in readings {
      switch reading {
      case .invalid: return reading
      case .date(let day): earliest = min(earliest ?? day, day)
      case .never: permanent = permanent ?? reading
      case .missing: break
      }
    }
    if let earliest { return .date(earliest) }
    return permanent ?? .missing
  }

  /// The date, when there is one.
  public var day: CalendarDay? {
    if case .date(let day) = self { return day }
    return nil
  }
}

/// Reads retirement dates and owners out of the text attached to one flag declaration:
/// comments, `@available(…, message: "…")` strings and constructor arguments.
///
/// A date key is a configured word (case-insensitive, on a word boundary) followed by
/// a colon: `retire: 2027-03-31`, `Sunset: never -- kill switch for payments`.
/// `owner: @ana` next to it is recorded. Whatever follows a key is read strictly, so a
/// typo becomes a finding instead of an unnoticed "no date".
struct RetirementNotes {
  let keys: Set<String>
  private(set) var readings: [Retirement] = []
  private(set) var owner: String? = nil

  init(keys: [String]) { self.keys = Set(keys.map { $0.lowercased() }) }

  var retirement: Retirement { Retirement.combine(readings) }

  /// Reads every `key: value` in a comment or message text.
  mutating func read(text: String) {
    let b = Array(text.utf8)
    var i = 0
    while i < b.count {
      guard Self.isWordByte(b[i]), i == 0 || !Self.isWordByte(b[i - 1]) else {
        i += 1
        continue
      }
      var j = i
      while j < b.count && Self.isWordByte(b[j]) { j += 1 }
      var k = j
      while k < b.count && (b[k] == 0x20 || b[k] == 0x09) { k += 1 }
      if k < b.count && b[k] == UInt8(ascii: ":") {
        let word = String(decoding: b[i..<j], as: UTF8.self).lowercased()
        if keys.contains(word) {
          readings.append(Self.value(b, from: k + 1))
        } else if word == "owner", owner == nil, let name = Self.word(b, from: k + 1) {
          owner = name
        }
      }
      i = j
    }
  }

  /// Reads a constructor argument's string (`retireBy: "2027-03-31"`): the whole
  /// string is the value, unless it spells out a key itself (`"retire: 2027-03-31"`).
  mutating func read(argument text: String) {
    var probe = RetirementNotes(keys: Array(keys))
    probe.read(text: text)
    if !probe.readings.isEmpty {
      readings += probe.readings
    } else {
      readings.append(Self.value(Array(text.utf8), from: 0))
    }
    if owner == nil { owner = probe.owner }
  }

  /// Records an argument that is not a string literal (a `Date`, a constant).
  mutating func readUnreadable(_ text: String) {
    readings.append(.invalid(text: text, problem: "not written as a string literal"))
  }

  mutating func setOwner(_ name: String) {
    if owner == nil && !name.isEmpty { owner = name }
  }

  // MARK: - Scanning

  static func isWordByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
      || b == 0x2D
  }

  /// Bytes that end a value: blanks and the punctuation around it in prose and code.
  static func endsValue(_ b: UInt8) -> Bool {
    switch b {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ")"),
      UInt8(ascii: "]"),
      UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "*"),
      UInt8(ascii: "`"):
      return true
    default: return false
    }
  }

  /// The word after `start` (blanks skipped), without a trailing full stop.
  static func word(_ b: [UInt8], from start: Int) -> String? {
    var i = start
    while i < b.count && (b[i] == 0x20 || b[i] == 0x09) { i += 1 }
    if i < b.count && b[i] == UInt8(ascii: "`") { i += 1 }
    var j = i
    while j < b.count && !endsValue(b[j]) { j += 1 }
    while j > i && b[j - 1] == UInt8(ascii: ".") { j -= 1 }
    return j > i ? String(decoding: b[i..<j], as: UTF8.self) : nil
  }

  /// The retirement written after a key: a date, `never -- reason`, or what is wrong.
  static func value(_ b: [UInt8], from start: Int) -> Retirement {
    guard let token = word(b, from: start) else {
      return .invalid(text: "", problem: "no date follows the key")
    }
    if token.lowercased() == "never" {
      // The reason is the rest of the line after `--` (or a dash character).
      var i = start
      while i < b.count && (b[i] == 0x20 || b[i] == 0x09) { i += 1 }
      if i < b.count && b[i] == UInt8(ascii: "`") { i += 1 }
      i += 5
      var end = i
      while end < b.count && b[end] != 0x0A && b[end] != 0x0D { end += 1 }
      var rest = String(decoding: b[min(i, end)..<end], as: UTF8.self)
      if rest.hasSuffix("*/") { rest.removeLast(2) }
      rest = rest.trimmingBlanks()
      if rest.hasPrefix("`") { rest = String(rest.dropFirst()).trimmingBlanks() }
      for dash in ["--", "—", "–"] where rest.hasPrefix(dash) {
        var reason = String(rest.dropFirst(dash.count)).trimmingBlanks()
        while reason.hasSuffix("\"") || reason.hasSuffix("`") { reason.removeLast() }
        if !reason.isEmpty { return .never(reason: reason) }
      }
      return .invalid(
        text: "never", problem: "a permanent switch needs a reason: `never -- why it stays`")
    }
    switch CalendarDay.parse(token) {
    case .valid(let day): return .date(day)
    case .malformed: return .invalid(text: token, problem: "not a date in the form YYYY-MM-DD")
    case .impossible(let why): return .invalid(text: token, problem: why)
    }
  }
}
