#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 1-based line and column, for people and for the tools that read our output.
///
/// `column` counts **characters** (Unicode scalars) from the start of the line, 1-based,
/// as Xcode, SARIF consumers and GitHub annotations expect.
public struct LineColumn: Sendable, Equatable, Hashable, Comparable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (a: LineColumn, b: LineColumn) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }
}

/// The start offset of every line of a file, so that UTF-8 byte offsets convert to
/// 1-based line and column once, at the edge.
///
/// A line ends at `\n`, `\r\n` or a lone `\r`, as in the Swift lexer.
public struct LineTable: Sendable {
  /// UTF-8 byte offset of the first byte of each line; `lineStarts[0] == 0`.
  public let lineStarts: [UInt32]

  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var starts: [UInt32] = [0]
    Self.forEachLineStart(in: bytes) { starts.append(UInt32(truncatingIfNeeded: $0)) }
    lineStarts = starts
  }

  /// Calls `body` with the offset just past each line break of `bytes`, in order: a
  /// `\n`, a `\r\n` (once, after the `\n`), or a lone `\r` (one that ends `bytes` too,
  /// even when the byte after it, outside them, is a `\n`).
  @inline(__always)
  public static func forEachLineStart(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
    guard let base = bytes.baseAddress else { return }
    let n = bytes.count
    // The next `\n` and the next `\r` each found by `memchr` (vectorized by every C
    // library), the `\r` again only once passed: most files have none, and are searched
    // for one once.
    func next(_ byte: Int32, from i: Int) -> Int {
      guard i < n, let hit = memchr(base + i, byte, n - i) else { return n }
      return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
    var lf = next(0x0A, from: 0)
    var cr = next(0x0D, from: 0)
    while true {
      let i = min(lf, cr)
      guard i < n else { return }
      let after = i + 1
      if bytes[i] == 0x0A || after == n || bytes[after] != 0x0A { body(after) }
      if lf <= i { lf = next(0x0A, from: after) }
      if cr <= i { cr = next(0x0D, from: after) }
    }
  }

  public init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { LineTable($0) }
  }

  /// The number of lines (a final line without a newline counts; an empty file has one).
  public var lineCount: Int { lineStarts.count }

  /// The 0-based index of the line that contains the byte at `offset`.
  public func lineIndex(of offset: UInt32) -> Int {
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// The 1-based line and character column of the UTF-8 byte `offset` in `bytes`.
  public func location(of offset: UInt32, in bytes: UnsafeBufferPointer<UInt8>) -> LineColumn {
    let index = lineIndex(of: offset)
    var column = 1
    var i = Int(lineStarts[index])
    let end = min(Int(offset), bytes.count)
    while i < end {
      // Count scalars: every byte that is not a UTF-8 continuation byte starts one.
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    return LineColumn(line: index + 1, column: column)
  }

  /// The byte range of the 0-based line `index`, without its line terminator.
  public func lineRange(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let start = Int(lineStarts[index])
    var end = index + 1 < lineStarts.count ? Int(lineStarts[index + 1]) : bytes.count
    while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
    return start..<end
  }
}
