import Foundation

/// Files git keeps in another encoding in the work tree than in its objects: a
/// `working-tree-encoding=UTF-16` attribute has git store the file as UTF-8 and check
/// it out as UTF-16. The trend reads the objects (UTF-8) and counts the file; the scan
/// reads the work tree, so it decodes such a file from the attribute's encoding, and
/// the two agree (issue 27).
///
/// Only files that look wide are asked about (a byte-order mark, or a zero byte near
/// the start, as UTF-16 and UTF-32 text has and UTF-8 Swift never does): every other
/// read costs one look at its first bytes, and no process. A file in an encoding that
/// is not wide (Shift-JIS, Latin-1) stays "not UTF-8" and is skipped with that warning.
enum WorkingTreeEncoding {
  /// Whether `bytes` may be UTF-16 or UTF-32 text.
  static func mayBeWide(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count >= 2 else { return false }
    if (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) { return true }
    return bytes.prefix(64).contains(0)
  }

  /// The `working-tree-encoding` attribute of `path` (relative to `root`, inside a git
  /// work tree), if it is set to a value.
  static func attribute(of path: String, in root: String) -> String? {
    guard let run = try? Subprocess.run(["check-attr", "-z", "working-tree-encoding", "--", path], in: root),
      run.status == 0
    else { return nil }
    // `path NUL attribute NUL value NUL`; the value is `unspecified` or `unset` when not set.
    let fields = run.output.split(separator: 0, omittingEmptySubsequences: false)
    guard fields.count >= 3 else { return nil }
    let value = String(decoding: fields[2], as: UTF8.self)
    return ["", "unspecified", "unset", "set"].contains(value) ? nil : value
  }

  /// The encodings Foundation decodes on every platform, by the names git (iconv) takes.
  static let encodings: [String: String.Encoding] = [
    "UTF-16": .utf16, "UTF16": .utf16, "UTF-16LE": .utf16LittleEndian, "UTF-16BE": .utf16BigEndian,
    "UTF-16LE-BOM": .utf16LittleEndian, "UCS-2": .utf16, "UTF-32": .utf32, "UTF32": .utf32,
    "UTF-32LE": .utf32LittleEndian, "UTF-32BE": .utf32BigEndian,
  ]

  /// `bytes` as UTF-8, decoded from `name`; nil when the encoding is not one of
  /// `encodings` or the bytes are not text in it. A byte-order mark is dropped, as git
  /// drops it when it stores the file.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, from name: String) -> [UInt8]? {
    guard let encoding = encodings[name.uppercased()],
      var text = String(bytes: bytes, encoding: encoding)
    else { return nil }
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    return Array(text.utf8)
  }

  /// The bytes just read from `path` as UTF-8, when git checks the file out in a wide
  /// encoding; nil when they are to be read as they are. Throws when the attribute names
  /// an encoding the bytes are not in, or one puente cannot decode: the file is then a
  /// warning, not silently skipped.
  static func decoded(_ bytes: UnsafeBufferPointer<UInt8>, path: String, root: String) throws(SourceError)
    -> [UInt8]?
  {
    guard mayBeWide(bytes), let name = attribute(of: path, in: root) else { return nil }
    guard let decoded = decode(bytes, from: name) else {
      throw SourceError(
        encodings[name.uppercased()] == nil
          ? "checked out as \(name) (its working-tree-encoding), which puente cannot decode; skipped"
          : "not \(name) text although its working-tree-encoding says so; skipped (re-save it as \(name))")
    }
    return decoded
  }
}
