/// The tokens of one lexer run (the identifiers' name hashes use the same storage).
typealias TokenBuffer = ScratchBuffer<Token>

/// Token storage for one lexer run, without the uniqueness check a Swift `Array` pays
/// on every append.
///
/// Normally it writes into the lexing thread's scratch memory (`LexScratch`), sized to a
/// bound the lexer cannot exceed: every token but a multiline
/// string's empty segment covers at least one byte, and each empty segment is followed
/// by a delimiter, interpolation or continuation of two bytes or more, so a file of
/// `n` bytes has fewer than `n + 16` tokens. The capacity is reserved, not touched, so
/// it costs address space, not memory. Should the bound ever fail, `overflowed` is
/// set and the caller lexes again into a growable buffer.
struct ScratchBuffer<Element> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private(set) var capacity: Int
  /// Whether this buffer owns (and may grow) its storage.
  private let owned: Bool
  /// A fixed-size buffer ran out of room; its contents are incomplete.
  private(set) var overflowed = false

  /// A growable buffer that owns its storage.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
    owned = true
  }

  /// A fixed buffer over storage owned by the caller.
  init(storage: UnsafeMutablePointer<Element>, capacity: Int) {
    base = storage
    self.capacity = capacity
    owned = false
  }

  @inline(__always) mutating func append(_ token: Element) {
    if count == capacity {
      guard owned else {
        overflowed = true
        return
      }
      grow()
    }
    (base + count).initialize(to: token)
    count &+= 1
  }

  /// Takes the tokens a caller wrote itself at `base + count ..< base + n` (within
  /// `capacity`): the lexer's loop for plain tokens keeps its count in a register.
  @inline(__always) mutating func commit(upTo n: Int) {
    count = n
  }

  private mutating func grow() {
    let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    bigger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity *= 2
  }

  @inline(__always) subscript(i: Int) -> Element {
    get { base[i] }
    nonmutating set { base[i] = newValue }
  }

  /// Removes the tokens at `indices` (in any order, repeats allowed) in place, moving
  /// the runs of tokens between them; returns the new count.
  mutating func drop(_ indices: [Int]) -> Int {
    let sorted = Set(indices).sorted()
    guard let first = sorted.first else { return count }
    var kept = first
    for (k, index) in sorted.enumerated() {
      let runStart = index + 1
      let runEnd = k + 1 < sorted.count ? sorted[k + 1] : count
      if runEnd > runStart {
        (base + kept).update(from: base + runStart, count: runEnd - runStart)
        kept += runEnd - runStart
      }
    }
    count = kept
    return kept
  }

  /// Owned buffers only: the tokens as an array, without those at `indices`; frees the
  /// buffer.
  consuming func finish(dropping indices: [Int]) -> [Element] {
    if !indices.isEmpty { _ = drop(indices) }
    let result = Array(UnsafeBufferPointer(start: base, count: count))
    base.deallocate()
    return result
  }
}
