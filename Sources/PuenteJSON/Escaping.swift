/// Escaping for each place our output lands. Each function names the standard it follows;
/// they are shared so that one format cannot quietly escape differently from another.
/// Every output of the project escapes through here.
public enum Escaping {
  /// `text` as the body of a JSON string (RFC 8259 §7), without the quotes: `"` and `\`
  /// are backslash-escaped; the control characters (C0, DEL and C1, Unicode's `Cc`) use the
  /// short forms (`\n`, `\t`, …) or `\u00XX`, so JSON printed to a terminal cannot send it
  /// escape codes; everything else, non-ASCII included, stays as UTF-8.
  public static func json(_ text: String) -> String {
    // Most strings (paths, ids, dates) need no escaping: return them as they are
    // instead of rebuilding them scalar by scalar.
    var text = text
    let plain = text.withUTF8 { bytes in
      // (0xC2 leads U+0080–U+00BF, the C1 controls among them.)
      !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F || $0 == 0xC2 }
    }
    if plain { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}": out += "\\u00" + hex(UInt8(scalar.value), uppercase: false)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A relative path as a URI reference (RFC 3986): unreserved characters and `/` stay,
  /// every other byte of the UTF-8 encoding becomes `%XX`. Encoding `:` also keeps a first
  /// segment like `a:b` from reading as a scheme.
  public static func uriPath(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out += "%" + hex(byte, uppercase: true)
      }
    }
    return out
  }

  /// The message of a GitHub Actions workflow command: `%`, CR and LF are percent-encoded
  /// so the command stays on one line and decodes back to the original; the other control
  /// characters are escaped as `terminal` escapes them (the log would interpret them).
  public static func githubMessage(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: appendTerminal(scalar, to: &out)
      }
    }
    return out
  }

  /// A property value of a GitHub Actions workflow command (`file=…`, `title=…`): as the
  /// message, plus `:` and `,`, which would otherwise end the value.
  public static func githubProperty(_ text: String) -> String {
    var out = ""
    for scalar in githubMessage(text).unicodeScalars {
      switch scalar {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` made safe for a terminal or a line-oriented parser: control characters
  /// (C0, DEL, C1) and bidirectional overrides become visible Swift-style escapes
  /// (`\n`, `\t`, `\u{1B}`, `\u{202E}`), so a file name or message can neither break a line
  /// nor send escape codes. Plain text, non-ASCII included, is unchanged.
  public static func terminal(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars { appendTerminal(scalar, to: &out) }
    return out
  }

  private static func appendTerminal(_ scalar: Unicode.Scalar, to out: inout String) {
    switch scalar {
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
      out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default:
      out.unicodeScalars.append(scalar)
    }
  }

  /// A whole text output (a table, a list) made safe for a terminal: as `terminal`, but
  /// its own line breaks kept. For the renderers that build lines from many fields.
  public static func terminalText(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" { out.unicodeScalars.append(scalar) } else { appendTerminal(scalar, to: &out) }
    }
    return out
  }

  /// A Markdown table cell (GitHub Flavored Markdown): line breaks flattened to spaces,
  /// control characters escaped as `terminal` does, and `\` and `|` backslash-escaped so
  /// the cell neither ends early nor loses a backslash.
  public static func markdownCell(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n", "\r": out += " "
      case "\\": out += "\\\\"
      case "|": out += "\\|"
      // (A backslash before a letter, as in `\u{1B}`, is literal in Markdown.)
      default: appendTerminal(scalar, to: &out)
      }
    }
    return out
  }

  /// One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, with
  /// quotes doubled.
  public static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    var out = "\""
    for character in text { out += character == "\"" ? "\"\"" : String(character) }
    return out + "\""
  }

  /// `text` for quoting in a message: `terminal`-escaped and cut to `limit` characters
  /// (then "…"), so that a ten-megabyte key makes a one-line message. Reads only the
  /// prefix it shows.
  public static func excerpt(_ text: String, limit: Int = 40) -> String {
    var scalars = text.unicodeScalars.prefix(limit + 1)
    let cut = scalars.count > limit
    if cut { scalars = scalars.prefix(limit) }
    var shown = ""
    shown.unicodeScalars.append(contentsOf: scalars)
    return terminal(shown) + (cut ? "…" : "")
  }

  private static func hex(_ byte: UInt8, uppercase: Bool) -> String {
    let digits = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").unicodeScalars)
    var s = ""
    s.unicodeScalars.append(digits[Int(byte >> 4)])
    s.unicodeScalars.append(digits[Int(byte & 0x0F)])
    return s
  }
}
