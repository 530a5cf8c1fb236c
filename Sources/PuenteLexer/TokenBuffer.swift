/// A growable token array without the uniqueness check a Swift `Array` pays on every
/// append (measured at ~4% of lexing). Owned by one lexer run; `finish` moves the
/// tokens into an `Array` and frees the buffer.
struct TokenBuffer {
  private(set) var base: UnsafeMutablePointer<Token>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  @inline(__always) mutating func append(_ token: Token) {
    if count == capacity { grow() }
    (base + count).initialize(to: token)
    count &+= 1
  }

  private mutating func grow() {
    let bigger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
    bigger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity *= 2
  }

  @inline(__always) subscript(i: Int) -> Token {
    get { base[i] }
    nonmutating set { base[i] = newValue }
  }

  /// The tokens without the empty ones (when `dropEmpty`), as an array; frees the buffer.
  consuming func finish(dropEmpty: Bool) -> [Token] {
    var kept = count
    if dropEmpty {
      kept = 0
      for i in 0..<count where base[i].start != base[i].end {
        base[kept] = base[i]
        kept += 1
      }
    }
    let result = Array(UnsafeBufferPointer(start: base, count: kept))
    base.deinitialize(count: count)
    base.deallocate()
    return result
  }
}
