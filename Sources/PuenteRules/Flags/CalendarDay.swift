import Foundation

/// A calendar date with no time of day and no time zone (proleptic Gregorian): what a
/// retirement date names, and what "today" is when deciding whether one has passed.
///
/// Stored as a day count since 1970-01-01 so that comparisons and differences are plain
/// integer arithmetic; `year`, `month` and `day` are derived.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before it).
  public let daysSinceEpoch: Int

  public init(daysSinceEpoch: Int) { self.daysSinceEpoch = daysSinceEpoch }

  /// The date, or nil when it does not exist (`2027-02-30`, month 13, year 0).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    daysSinceEpoch = Self.days(year: year, month: month, day: day)
  }

  /// Parses exactly `YYYY-MM-DD`; nil for anything else, including impossible dates.
  public init?(iso text: String) {
    guard case .valid(let day) = Self.parse(text) else { return nil }
    self = day
  }

  /// The outcome of reading a date: valid, not written as `YYYY-MM-DD`, or written that
  /// way but naming no real day (with the reason, for the message).
  public enum Parsed: Sendable, Hashable {
    case valid(CalendarDay)
    case malformed
    case impossible(String)
  }

  /// Reads `YYYY-MM-DD` (four-digit year, two-digit month and day, ASCII digits only).
  public static func parse(_ text: String) -> Parsed {
    let b = Array(text.utf8)
    guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-") else {
      return .malformed
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for i in range {
        guard b[i] >= UInt8(ascii: "0") && b[i] <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(b[i] - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return .malformed
    }
    if year == 0 { return .impossible("there is no year 0000") }
    guard (1...12).contains(month) else { return .impossible("there is no month \(month)") }
    let last = daysIn(month: month, year: year)
    guard (1...last).contains(day) else {
      return .impossible("\(monthNames[month - 1]) \(year) has \(last) days")
    }
    return .valid(CalendarDay(daysSinceEpoch: days(year: year, month: month, day: day)))
  }

  /// Today's date in UTC from the system clock. Rules and commands use this only when
  /// no `today` was given, so reports can be made reproducible with `--today`.
  public static func todayUTC() -> CalendarDay {
    let seconds = Date().timeIntervalSince1970
    return CalendarDay(daysSinceEpoch: Int((seconds / 86_400).rounded(.down)))
  }

  /// `today` from a command parameter (`YYYY-MM-DD`), or the clock's UTC date when it is
  /// absent or unreadable (the CLI validates it before it gets here).
  public static func today(from parameter: String?) -> CalendarDay {
    parameter.flatMap { CalendarDay(iso: $0) } ?? todayUTC()
  }

  /// Whole days from `self` to `other` (positive when `other` is later).
  public func days(until other: CalendarDay) -> Int { other.daysSinceEpoch - daysSinceEpoch }

  public func adding(days: Int) -> CalendarDay {
    CalendarDay(daysSinceEpoch: daysSinceEpoch + days)
  }

  public var year: Int { civil.year }
  public var month: Int { civil.month }
  public var day: Int { civil.day }

  /// `YYYY-MM-DD`.
  public var description: String {
    let (y, m, d) = civil
    func pad(_ n: Int, _ width: Int) -> String {
      let s = String(n)
      return String(repeating: "0", count: max(0, width - s.count)) + s
    }
    return "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
  }

  public static func < (a: CalendarDay, b: CalendarDay) -> Bool {
    a.daysSinceEpoch < b.daysSinceEpoch
  }

  // MARK: - Civil calendar arithmetic (Howard Hinnant's days_from_civil / civil_from_days)

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October",
    "November", "December",
  ]

  static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  var civil: (year: Int, month: Int, day: Int) {
    let z = daysSinceEpoch + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }
}
