/// A JSON value whose objects keep their keys in the order given, so that `json` and
/// `sarif` output is byte-for-byte stable and diffs well.
enum JSONValue {
  case string(String)
  case int(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// Pretty-printed with two-space indentation, `"key": value`, empty containers as `[]` and
  /// `{}`, and a final newline. Depth is bounded by the reporters' fixed shapes, so the
  /// recursion cannot be driven deep by input.
  func prettyPrinted() -> String {
    let out = OutputBytes()
    write(into: out, indent: 0)
    out.byte(0x0A)
    return out.string
  }

  /// Written as bytes (a `String` grown by `+=` piece by piece was most of the time
  /// of a JSON report).
  private func write(into out: OutputBytes, indent: Int) {
    switch self {
    case .string(let s):
      out.jsonString(s)
    case .int(let n):
      out.int(n)
    case .bool(let b):
      out.append(b ? "true" : "false" as StaticString)
    case .null:
      out.append("null" as StaticString)
    case .array(let items):
      if items.isEmpty {
        out.append("[]" as StaticString)
        return
      }
      out.append("[\n" as StaticString)
      for (i, item) in items.enumerated() {
        Self.indent(out, indent + 2)
        item.write(into: out, indent: indent + 2)
        out.append(i + 1 < items.count ? ",\n" : "\n" as StaticString)
      }
      Self.indent(out, indent)
      out.byte(UInt8(ascii: "]"))
    case .object(let members):
      if members.isEmpty {
        out.append("{}" as StaticString)
        return
      }
      out.append("{\n" as StaticString)
      for (i, (key, value)) in members.enumerated() {
        Self.indent(out, indent + 2)
        out.jsonString(key)
        out.append(": " as StaticString)
        value.write(into: out, indent: indent + 2)
        out.append(i + 1 < members.count ? ",\n" : "\n" as StaticString)
      }
      Self.indent(out, indent)
      out.byte(UInt8(ascii: "}"))
    }
  }

  private static func indent(_ out: OutputBytes, _ count: Int) {
    var left = count
    while left > 0 {
      let n = min(left, spaces.count)
      spaces.withUnsafeBytes { out.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
      left -= n
    }
  }

  private static let spaces = [UInt8](repeating: 0x20, count: 64)
}
