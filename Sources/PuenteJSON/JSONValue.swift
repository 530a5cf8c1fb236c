/// A JSON value: what `JSONReader` reads (`.puente.json`, the baseline, the ledger) and
/// what the writers write (every `json` and `sarif` output). The one JSON tree of the project.
///
/// The reader gives every number as `number` (JSON5 numbers are doubles: `0x10`, `.5`,
/// `Infinity`); writers use `int` for the exact integers of reports. Objects keep their
/// members in the order read or given, so output is byte-for-byte stable.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The value's kind with an article, for messages: "found a number".
  public var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number, .int: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The `tool` member every report has: the tool's name and `version` (as
  /// `PrettyJSON.beginReport` writes it).
  public static func tool(_ version: String) -> JSONValue {
    .object([("name", .string("puente")), ("version", .string(version))])
  }

  /// Name → count as an object with sorted keys.
  public static func counts(_ map: [String: Int]) -> JSONValue {
    .object(JSONObject(map.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) }))
  }
}

/// The members of a JSON object in order, with the lookups of a dictionary. Keys are
/// unique: the reader rejects a repeated key, and writers give each once.
public struct JSONObject: Sendable, Equatable, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
  public private(set) var members: [(key: String, value: JSONValue)]
  /// Key → position, for objects past a handful of members, so that code looking up
  /// every key of a large (hostile) object stays linear.
  private var index: [String: Int]?

  public init(_ members: [(String, JSONValue)]) {
    self.members = members.map { (key: $0.0, value: $0.1) }
    if members.count > 8 {
      var index: [String: Int] = [:]
      for (i, member) in members.enumerated() where index[member.0] == nil { index[member.0] = i }
      self.index = index
    }
  }

  public init(arrayLiteral members: (String, JSONValue)...) { self.init(members) }
  public init(dictionaryLiteral members: (String, JSONValue)...) { self.init(members) }

  /// The keys, in order.
  public var keys: [String] { members.map(\.key) }
  public var count: Int { members.count }
  public var isEmpty: Bool { members.isEmpty }

  public subscript(key: String) -> JSONValue? {
    if let index { return index[key].map { members[$0].value } }
    return members.first { $0.key == key }?.value
  }

  /// Equal when both have the same keys with equal values, in any order (as two
  /// configurations that differ only in the order of their keys are the same).
  public static func == (a: JSONObject, b: JSONObject) -> Bool {
    a.count == b.count && a.members.allSatisfy { b[$0.key] == $0.value }
  }
}
