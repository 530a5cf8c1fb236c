import Foundation
import PuenteLexer

/// One lexed Swift file: its bytes, tokens and outline. Rules read it; nothing mutates it.
public final class SourceFile: @unchecked Sendable {
  /// Path relative to the repository root, with `/` separators.
  public let path: String
  /// The file's UTF-8 bytes, exactly as read.
  public let bytes: [UInt8]
  public let tokens: [Token]
  /// The bracket structure, declarations and calls (see `Outline`).
  public private(set) lazy var outline: Outline = Outline(file: self)
  public private(set) lazy var lines: LineTable = LineTable(bytes)

  /// Values several rules derive from this file (the flag declarations, say), computed
  /// once. Rules of one file run on one thread; the lock only guards misuse.
  private var memos: [String: Any] = [:]
  private let memoLock = NSLock()

  /// The value stored under `key`, made by `make` the first time.
  public func memo<T>(_ key: String, _ make: () -> T) -> T {
    memoLock.lock()
    if let value = memos[key] as? T {
      memoLock.unlock()
      return value
    }
    memoLock.unlock()
    let value = make()
    memoLock.lock()
    memos[key] = value
    memoLock.unlock()
    return value
  }

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    self.tokens = Lexer.tokenize(bytes)
  }

  /// Whether the token at `index` has exactly the UTF-8 spelling `text`.
  @inline(__always)
  public func tokenIs(_ index: Int, _ text: StaticString) -> Bool {
    let t = tokens[index]
    let n = text.utf8CodeUnitCount
    guard t.length == n else { return false }
    let p = text.utf8Start
    var i = 0
    var o = Int(t.start)
    while i < n {
      if bytes[o] != p[i] { return false }
      i += 1
      o += 1
    }
    return true
  }

  /// The token's text. Backticks around an escaped identifier are removed, so
  /// `` `UIHostingController` `` reads as `UIHostingController`.
  public func name(_ index: Int) -> String {
    let t = tokens[index]
    var s = Int(t.start)
    var e = Int(t.end)
    if e - s >= 2 && bytes[s] == UInt8(ascii: "`") && bytes[e - 1] == UInt8(ascii: "`") {
      s += 1
      e -= 1
    }
    return String(decoding: bytes[s..<e], as: UTF8.self)
  }

  /// The raw text of a token.
  public func text(_ index: Int) -> String {
    let t = tokens[index]
    return String(decoding: bytes[Int(t.start)..<Int(t.end)], as: UTF8.self)
  }

  /// 1-based line and character column of a byte offset.
  public func location(of offset: UInt32) -> LineColumn {
    bytes.withUnsafeBufferPointer { lines.location(of: offset, in: $0) }
  }

  /// Whether a line ends between the byte offsets `from` and `to` (a token's end and a
  /// later token's start). Scans the gap instead of building the line table, which
  /// most files never need.
  public func lineBreak(between from: UInt32, and to: UInt32) -> Bool {
    var i = Int(from)
    let end = min(Int(to), bytes.count)
    while i < end {
      if bytes[i] == 0x0A || bytes[i] == 0x0D { return true }
      i += 1
    }
    return false
  }

  /// The 0-based line index of a byte offset.
  public func lineIndex(of offset: UInt32) -> Int { lines.lineIndex(of: offset) }

  /// The text of the line containing `offset`, trimmed of surrounding blanks.
  public func lineText(at offset: UInt32) -> String {
    let index = lines.lineIndex(of: offset)
    let range = bytes.withUnsafeBufferPointer { lines.lineRange(index, in: $0) }
    var s = range.lowerBound
    var e = range.upperBound
    while s < e && (bytes[s] == 0x20 || bytes[s] == 0x09) { s += 1 }
    while e > s && (bytes[e - 1] == 0x20 || bytes[e - 1] == 0x09) { e -= 1 }
    return String(decoding: bytes[s..<e], as: UTF8.self)
  }
}
