/// A file name as the file system and git hand it over: bytes. Only a name that is valid
/// UTF-8 can be written in a report, a baseline or a suppression, so every listing (the
/// folder walk, git's index and untracked files, the staged files, the trees of the
/// trend) keeps those and skips the others with the same warning: one file set for every
/// command (issue 28, where `scan` skipped such a file silently and `--staged` judged it).
public enum FileName {
  /// Why a name was skipped, and what to do.
  public static let notUTF8 = "the file name is not valid UTF-8; skipped (rename the file)"

  /// The name `bytes` spell, or nil when they are not valid UTF-8.
  public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
    String(validating: bytes, as: UTF8.self)
  }

  /// The warning for a name that is not valid UTF-8.
  public static func skipped<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> FileProblem {
    FileProblem(path: escaped(bytes), message: notUTF8)
  }

  /// `bytes` as text to show: valid UTF-8 as it is, every byte that does not start a
  /// valid sequence as `\xff` (lowercase hex), so the warning names the file a user can
  /// find with `ls` (U+FFFD would hide which bytes were wrong, and two files could show
  /// the same).
  public static func escaped<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    let b = Array(bytes)
    let hex = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(b.count)
    var i = 0
    while i < b.count {
      let lead = b[i]
      let length: Int
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: length = 0
      }
      if length > 0, i + length <= b.count, String(validating: b[i..<(i + length)], as: UTF8.self) != nil {
        out += b[i..<(i + length)]
        i += length
      } else {
        out += [UInt8(ascii: "\\"), UInt8(ascii: "x"), hex[Int(lead >> 4)], hex[Int(lead & 15)]]
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
