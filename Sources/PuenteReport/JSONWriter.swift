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
    var json = PrettyJSON()
    write(into: &json)
    json.out.byte(0x0A)
    return json.out.string
  }

  /// Written through `PrettyJSON`, the byte writer the streaming reports use, so both
  /// lay out JSON the same way by construction.
  private func write(into json: inout PrettyJSON) {
    switch self {
    case .string(let s):
      json.out.jsonString(s)
    case .int(let n):
      json.out.int(n)
    case .bool(let b):
      json.out.append(b ? "true" : "false" as StaticString)
    case .null:
      json.out.append("null" as StaticString)
    case .array(let items):
      json.beginArray()
      for item in items {
        json.element()
        item.write(into: &json)
      }
      json.endArray()
    case .object(let members):
      json.beginObject()
      for (key, value) in members {
        json.key(key)
        value.write(into: &json)
      }
      json.endObject()
    }
  }
}
