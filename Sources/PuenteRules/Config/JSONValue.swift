/// A JSON5 value kept as written, for configuration sections another part of the tool owns
/// (`Configuration.extra`), and as the parsed form of the whole file before validation.
///
/// Numbers are `Double`, as JSON5 numbers are (`0x10`, `.5`, `Infinity` and `NaN` included).
/// Object key order is not kept; code that reports errors over an object sorts its keys.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value's kind with an article, for messages: "found a number".
  var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

extension JSONValue: Decodable {
  /// Decodes any JSON value. Errors inside arrays and objects propagate unchanged, so their
  /// coding path says where they are.
  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      if let count = array.count { elements.reserveCapacity(count) }
      while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
      self = .array(elements)
      return
    }
    if let object = try? decoder.container(keyedBy: AnyKey.self) {
      var members: [String: JSONValue] = [:]
      for key in object.allKeys {
        members[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
      }
      self = .object(members)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let value = try? single.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? single.decode(String.self) {
      self = .string(value)
    } else if let value = try? single.decode(Double.self) {
      self = .number(value)
    } else {
      // Every JSON5 scalar but an overlong number (`1e400`) decodes above.
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "number out of range"))
    }
  }

  /// Any string or integer key.
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
      self.stringValue = stringValue
      self.intValue = nil
    }

    init(intValue: Int) {
      self.stringValue = String(intValue)
      self.intValue = intValue
    }
  }
}
