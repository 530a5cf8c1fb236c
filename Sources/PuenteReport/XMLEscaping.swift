import PuenteJSON
import PuenteRules

extension Escaping {
  /// `text` as XML 1.0 character data or attribute value (either quote): the markup
  /// characters as HTML escapes them (`DebtFormatting.html`, entities XML shares), tab,
  /// newline and carriage return as character references (so attribute values keep
  /// them instead of normalizing to spaces), and the characters XML 1.0 forbids even as
  /// references (other C0 controls, U+FFFE, U+FFFF) as visible Swift-style escapes
  /// (`\u{1B}`), so the document always parses.
  static func xml(_ text: String) -> String {
    var out = ""
    for scalar in DebtFormatting.html(text).unicodeScalars {
      switch scalar {
      case "\t", "\n", "\r": out += "&#\(scalar.value);"
      case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
