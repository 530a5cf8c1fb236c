import PuenteHistory
import PuenteRules

/// An inline SVG line chart over dates: axes with round ticks, date labels, a legend
/// with each series' latest value, and a `<title>` tooltip on every point (browsers show
/// it without any script).
struct LineChart {
  struct Series {
    var name: String
    var color: String
    var width: Double
    var dashed: Bool
    /// One value per entry of `times`.
    var values: [Int]
  }

  /// Seconds since 1970 (UTC), ascending.
  var times: [Int64]
  var series: [Series]
  var title: String
  var yLabel: String
  var width = 960
  var height = 420

  static let palette = [
    "#2563eb", "#dc2626", "#059669", "#d97706", "#7c3aed", "#db2777", "#0891b2", "#65a30d",
  ]
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  func svg() -> String {
    let left = 64.0
    let right = Double(width) - 250
    let top = 48.0
    let bottom = Double(height) - 62
    // From the start of the first day, so the first date gets its tick.
    var tMin = History.floorDiv(times.first ?? 0, 86_400) * 86_400
    var tMax = times.last ?? 0
    if tMax - tMin < 86_400 {
      tMin -= 43_200
      tMax += 43_200
    }
    let maxValue = series.flatMap(\.values).max() ?? 0
    let step = Self.niceStep(for: maxValue)
    let yMax = max(step, ((maxValue + step - 1) / step) * step)
    // A little room between the value axis and the first point, so labels do not touch.
    func x(_ t: Int64) -> Double {
      left + 14 + (right - left - 14) * Double(t - tMin) / Double(tMax - tMin)
    }
    func y(_ v: Int) -> Double { bottom - (bottom - top) * Double(v) / Double(yMax) }
    func f(_ d: Double) -> String { String(Int((d * 10).rounded())).withDecimal }

    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"\(DebtFormatting.html(title))\" font-family=\"-apple-system, 'Segoe UI', Roboto, Arial, sans-serif\">\n"
    out += "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
    out +=
      "<text x=\"\(f(left))\" y=\"24\" font-size=\"17\" font-weight=\"600\" fill=\"#111827\">\(DebtFormatting.html(title))</text>\n"

    // Horizontal grid and value labels.
    var v = 0
    while v <= yMax {
      let yy = y(v)
      out +=
        "<line x1=\"\(f(left))\" y1=\"\(f(yy))\" x2=\"\(f(right))\" y2=\"\(f(yy))\" stroke=\"\(v == 0 ? "#6b7280" : "#e5e7eb")\" stroke-width=\"1\"/>\n"
      out +=
        "<text x=\"\(f(left - 8))\" y=\"\(f(yy + 4))\" font-size=\"12\" text-anchor=\"end\" fill=\"#374151\">\(DebtFormatting.grouped(v))</text>\n"
      v += step
    }
    out +=
      "<line x1=\"\(f(left))\" y1=\"\(f(top))\" x2=\"\(f(left))\" y2=\"\(f(bottom))\" stroke=\"#6b7280\" stroke-width=\"1\"/>\n"
    out +=
      "<text transform=\"translate(16 \(f((top + bottom) / 2))) rotate(-90)\" font-size=\"12\" text-anchor=\"middle\" fill=\"#374151\">\(DebtFormatting.html(yLabel))</text>\n"

    // Date ticks.
    var previousYear: Int64? = nil
    for tick in Self.dateTicks(from: tMin, to: tMax) {
      let xx = x(tick)
      let date = CivilDate(time: tick)
      out +=
        "<line x1=\"\(f(xx))\" y1=\"\(f(bottom))\" x2=\"\(f(xx))\" y2=\"\(f(bottom + 5))\" stroke=\"#6b7280\" stroke-width=\"1\"/>\n"
      out +=
        "<text x=\"\(f(xx))\" y=\"\(f(bottom + 19))\" font-size=\"12\" text-anchor=\"middle\" fill=\"#374151\">\(date.day) \(Self.months[Int(date.month) - 1])</text>\n"
      if previousYear != date.year {
        out +=
          "<text x=\"\(f(xx))\" y=\"\(f(bottom + 34))\" font-size=\"11\" text-anchor=\"middle\" fill=\"#6b7280\">\(date.year)</text>\n"
        previousYear = date.year
      }
    }
    out +=
      "<text x=\"\(f((left + right) / 2))\" y=\"\(height - 8)\" font-size=\"12\" text-anchor=\"middle\" fill=\"#374151\">commit date (UTC)</text>\n"

    // Series, the first (the total) drawn last so it stays on top.
    let dots = times.count <= 60
    for s in series.reversed() {
      let points = zip(times, s.values).map { "\(f(x($0))),\(f(y($1)))" }.joined(separator: " ")
      let dash = s.dashed ? " stroke-dasharray=\"6 4\"" : ""
      out +=
        "<polyline fill=\"none\" stroke=\"\(s.color)\" stroke-width=\"\(s.width)\" stroke-linejoin=\"round\"\(dash) points=\"\(points)\"/>\n"
      if dots || times.count == 1 {
        for (t, value) in zip(times, s.values) {
          out +=
            "<circle cx=\"\(f(x(t)))\" cy=\"\(f(y(value)))\" r=\"\(s.width > 2 ? 3.5 : 2.5)\" fill=\"\(s.color)\"><title>\(DebtFormatting.html(s.name)), \(CivilDate(time: t)): \(value)</title></circle>\n"
        }
      }
    }

    // Legend, with the latest value of each series.
    var ly = top + 4
    out +=
      "<text x=\"\(f(right + 24))\" y=\"\(f(ly))\" font-size=\"12\" fill=\"#6b7280\">latest</text>\n"
    ly += 20
    for s in series {
      let dash = s.dashed ? " stroke-dasharray=\"6 4\"" : ""
      out +=
        "<line x1=\"\(f(right + 24))\" y1=\"\(f(ly - 4))\" x2=\"\(f(right + 50))\" y2=\"\(f(ly - 4))\" stroke=\"\(s.color)\" stroke-width=\"\(s.width)\"\(dash)/>\n"
      let name = s.name.count > 26 ? "…" + s.name.suffix(25) : s.name
      let latest = s.values.last.map { DebtFormatting.grouped($0) } ?? "–"
      out +=
        "<text x=\"\(f(right + 58))\" y=\"\(f(ly))\" font-size=\"13\" fill=\"#111827\"\(s.width > 2 ? " font-weight=\"600\"" : "")>\(DebtFormatting.html(name)) <tspan fill=\"#6b7280\">\(latest)</tspan><title>\(DebtFormatting.html(s.name))</title></text>\n"
      ly += 22
    }
    out += "</svg>\n"
    return out
  }

  /// 1, 2 or 5 × 10ⁿ, for about five gridlines.
  static func niceStep(for maxValue: Int) -> Int {
    guard maxValue > 5 else { return 1 }
    let raw = Double(maxValue) / 5
    var magnitude = 1
    while Double(magnitude * 10) <= raw { magnitude *= 10 }
    for m in [1, 2, 5, 10] where Double(m * magnitude) >= raw { return m * magnitude }
    return magnitude * 10
  }

  /// Round dates between `from` and `to`: days, Mondays, or firsts of months, at most
  /// about eight of them.
  static func dateTicks(from: Int64, to: Int64) -> [Int64] {
    let firstDay = History.floorDiv(from + 86_399, 86_400)
    let lastDay = History.floorDiv(to, 86_400)
    let span = max(1, lastDay - firstDay)
    for step: Int64 in [1, 2, 7, 14] where span / step <= 8 {
      var day = firstDay
      // Weekly ticks fall on Mondays (1970-01-01 was a Thursday).
      if step >= 7 { while History.floorDiv(day + 3, 7) * 7 - 3 != day { day += 1 } }
      var ticks: [Int64] = []
      while day <= lastDay {
        ticks.append(day * 86_400)
        day += step
      }
      return ticks
    }
    let start = CivilDate(day: firstDay)
    var months = start.year * 12 + start.month - 1
    if start.day != 1 { months += 1 }
    let endDate = CivilDate(day: lastDay)
    let lastMonth = endDate.year * 12 + endDate.month - 1
    let monthSpan = max(1, lastMonth - months)
    let step: Int64 = [1, 2, 3, 6, 12, 24, 60].first { monthSpan / $0 <= 8 } ?? 120
    if step >= 12 {
      while months % 12 != 0 { months += 1 }
    } else {
      while months % step != 0 { months += 1 }
    }
    var ticks: [Int64] = []
    while months <= lastMonth {
      ticks.append(
        CivilDate(year: months / 12, month: months % 12 + 1, day: 1).daysSinceEpoch * 86_400)
      months += step
    }
    return ticks
  }
}

extension String {
  /// `"1234"` (tenths) → `"123.4"`, for compact SVG coordinates.
  fileprivate var withDecimal: String {
    var digits = self
    let negative = digits.hasPrefix("-")
    if negative { digits.removeFirst() }
    while digits.count < 2 { digits = "0" + digits }
    let whole = digits.dropLast()
    let tenth = digits.last!
    return (negative ? "-" : "") + whole + (tenth == "0" ? "" : "." + String(tenth))
  }
}
