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
    var out = ""
    write(into: &out, indent: 0)
    out += "\n"
    return out
  }

  private func write(into out: inout String, indent: Int) {
    switch self {
    case .string(let s):
      out += "\"" + Escaping.json(s) + "\""
    case .int(let n):
      out += String(n)
    case .bool(let b):
      out += b ? "true" : "false"
    case .null:
      out += "null"
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "[\n"
      for (i, item) in items.enumerated() {
        out += String(repeating: " ", count: indent + 2)
        item.write(into: &out, indent: indent + 2)
        out += i + 1 < items.count ? ",\n" : "\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      for (i, (key, value)) in members.enumerated() {
        out += String(repeating: " ", count: indent + 2) + "\"" + Escaping.json(key) + "\": "
        value.write(into: &out, indent: indent + 2)
        out += i + 1 < members.count ? ",\n" : "\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }
}
