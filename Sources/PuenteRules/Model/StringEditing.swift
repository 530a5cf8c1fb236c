// Small String edits shared by the facts (XML entities in storyboards) and the renderers.
extension String {
  /// `self` padded with spaces to `width` characters (never truncated).
  package func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// `self` with every occurrence of `target` replaced (Foundation-free).
  package func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var out = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      out += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return out + rest
  }
}

/// `1 finding`, `2 findings`: every noun we count takes a plain `s`.
package func plural(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

extension StringProtocol {
  /// `self` without leading and trailing spaces and tabs.
  func trimmingBlanks() -> String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}
