/// zlib streams (RFC 1950) of DEFLATE data (RFC 1951), inflated in process: git's loose
/// objects are such streams, and reading them here instead of through `cat-file` spares
/// a process that mapped, inflated and piped every object one at a time (on the
/// benchmark's history, 2,084 trees and 413 blobs: about a third of a cold trend's CPU
/// time went to the two `cat-file` processes).
///
/// A straight decoder: a 64-bit bit buffer refilled eight bytes at a time, one 2¹⁰-entry
/// table per Huffman code for the common short codes and the canonical bit-at-a-time
/// walk (as zlib's `puff.c` does) for the rare longer ones, and matches copied eight
/// bytes a step when they do not overlap within a step. Every input is checked: block
/// types, code tables, distances before the start, lengths past the output's capacity,
/// input that ends early, and the stream's Adler-32, so a damaged object is an error,
/// never wrong bytes.
enum Inflate {
  enum Outcome: Equatable {
    /// The stream is whole and checked; this many bytes were written.
    case done(Int)
    /// The output needs more than the capacity given.
    case full
    /// Not a valid zlib stream (or a damaged one).
    case invalid
  }

  /// Bytes past `capacity` that `zlib` may write (and then overwrite or ignore): the
  /// eight-byte match copies' overshoot.
  static let slack = 8

  /// Inflates the zlib stream `input` into `output`, which holds `capacity + slack` bytes.
  static func zlib(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, capacity: Int)
    -> Outcome
  {
    guard let src = input.baseAddress, input.count >= 6 else { return .invalid }
    let cmf = src[0]
    let flg = src[1]
    // Method 8 (deflate), a window of at most 32 KiB, the check bits, no preset dictionary.
    guard cmf & 0x0F == 8, cmf >> 4 <= 7, (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0, flg & 0x20 == 0 else {
      return .invalid
    }
    var state = Inflater(src: src, n: input.count, dst: output, capacity: capacity, scratch: Scratch())
    let outcome = state.run()
    guard case .done(let written) = outcome else { return outcome }
    // The Adler-32 of the output follows the last block, big-endian, at a byte boundary.
    let end = state.consumedBytes
    guard end + 4 <= input.count else { return .invalid }
    let stored = UInt32(src[end]) << 24 | UInt32(src[end + 1]) << 16 | UInt32(src[end + 2]) << 8 | UInt32(src[end + 3])
    return adler32(output, written) == stored ? .done(written) : .invalid
  }

  /// The Adler-32 checksum of `count` bytes at `p` (RFC 1950): `a` is 1 plus the sum of
  /// the bytes, `b` the sum of the `a`s after each byte, both modulo 65521.
  ///
  /// Sixteen bytes a step in vector lanes: `sums` adds each lane's bytes, `prefix` adds
  /// the lane sums before each step, so that after `k` steps `b` has grown by
  /// `16 * Σ(prefix + sums) - Σ lane * sums` (byte `j` of a step counts once for each
  /// byte after it). The modulo is taken every 5,552 bytes, the most whose sums cannot
  /// overflow 32 bits; the bytes after the last whole step are added one by one.
  static func adler32(_ p: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
    typealias Lanes = SIMD16<UInt32>
    var a: UInt32 = 1
    var b: UInt32 = 0
    var i = 0
    let raw = UnsafeRawPointer(p)
    let lane = Lanes(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    while count - i >= 16 {
      let steps = min((count - i) / 16, 5552 / 16)
      var sums = Lanes(repeating: 0)
      var prefix = Lanes(repeating: 0)
      for _ in 0..<steps {
        let bytes = Lanes(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
        prefix &+= sums
        sums &+= bytes
        i += 16
      }
      let n = UInt32(steps * 16)
      // b gains n·a for the old a, then the bytes' own part; a gains the bytes.
      let own = 16 &* (prefix &+ sums).wrappedSum() &- (lane &* sums).wrappedSum()
      b = (b &+ (n % 65521) &* a % 65521 &+ own % 65521) % 65521
      a = (a &+ sums.wrappedSum() % 65521) % 65521
    }
    while i < count {
      a = (a &+ UInt32(p[i])) % 65521
      b = (b &+ a) % 65521
      i += 1
    }
    return b << 16 | a
  }

  // MARK: - Tables

  /// What a table entry says, besides the code's length (its low 4 bits, 0 for a code
  /// the table does not hold): bits 4–7 the kind, bits 8–15 the extra bits that follow
  /// the code, bits 16–31 the value (a literal byte, a length or distance base). A length
  /// symbol's base and extra bits sit in its entry, so a match costs no other lookup.
  enum Kind {
    static let literal: UInt32 = 0 << 4
    static let length: UInt32 = 1 << 4
    static let end: UInt32 = 2 << 4
    static let invalid: UInt32 = 3 << 4
    static let mask: UInt32 = 15 << 4
  }

  /// The fixed Huffman codes of block type 1, the entries' payloads per symbol, and a
  /// byte-reversal table, made once and never freed.
  final class Tables: @unchecked Sendable {
    static let shared = Tables()
    let fixedLiterals: Code
    let fixedDistances: Code
    /// Per literal/length symbol (288), distance symbol (32), and plain symbol (19, the
    /// code-length code: the symbol as the value): the entry without its length.
    let literalPayload: UnsafeMutablePointer<UInt32>
    let distancePayload: UnsafeMutablePointer<UInt32>
    let plainPayload: UnsafeMutablePointer<UInt32>
    let reversed: UnsafeMutablePointer<UInt8>

    private init() {
      let lengthBase: [UInt32] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
      ]
      let lengthExtra: [UInt32] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
      ]
      let distanceBase: [UInt32] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
      ]
      let distanceExtra: [UInt32] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
      ]
      literalPayload = .allocate(capacity: 288)
      for s in 0..<288 {
        switch s {
        case 0..<256: literalPayload[s] = UInt32(s) << 16 | Kind.literal
        case 256: literalPayload[s] = Kind.end
        case 257..<286: literalPayload[s] = lengthBase[s - 257] << 16 | lengthExtra[s - 257] << 8 | Kind.length
        default: literalPayload[s] = Kind.invalid
        }
      }
      distancePayload = .allocate(capacity: 32)
      for s in 0..<32 {
        distancePayload[s] = s < 30 ? distanceBase[s] << 16 | distanceExtra[s] << 8 : Kind.invalid
      }
      plainPayload = .allocate(capacity: 19)
      for s in 0..<19 { plainPayload[s] = UInt32(s) << 16 }
      reversed = .allocate(capacity: 256)
      for b in 0..<256 {
        var r = 0
        for bit in 0..<8 where b & (1 << bit) != 0 { r |= 1 << (7 - bit) }
        reversed[b] = UInt8(r)
      }
      var lengths = [UInt8](repeating: 8, count: 288)
      for s in 144..<256 { lengths[s] = 9 }
      for s in 256..<280 { lengths[s] = 7 }
      fixedLiterals = Code(symbols: 288, payload: literalPayload)
      fixedDistances = Code(symbols: 32, payload: distancePayload)
      let reversed = self.reversed
      _ = lengths.withUnsafeBufferPointer { fixedLiterals.build($0.baseAddress!, 288, reversed) }
      _ = [UInt8](repeating: 5, count: 32).withUnsafeBufferPointer {
        fixedDistances.build($0.baseAddress!, 32, reversed)
      }
    }
  }

  /// One Huffman code: a table of its codes of up to `root` bits, indexed by the next
  /// `root` input bits (least significant first) and holding each code's entry (`Kind`),
  /// and the counts per length and symbols in code order, for the longer codes. Owns
  /// its storage, which lives as long as the stream (or, for the fixed codes, forever).
  struct Code {
    static let root = 10
    static let rootMask: UInt64 = (1 << 10) - 1
    let table: UnsafeMutablePointer<UInt32>
    let counts: UnsafeMutablePointer<UInt16>
    let symbols: UnsafeMutablePointer<UInt16>
    let payload: UnsafeMutablePointer<UInt32>

    init(symbols count: Int, payload: UnsafeMutablePointer<UInt32>) {
      table = .allocate(capacity: 1 << Self.root)
      counts = .allocate(capacity: 16 + count)
      symbols = counts + 16
      self.payload = payload
    }

    func deallocate() {
      table.deallocate()
      counts.deallocate()
    }

    /// Makes the code of `n` code lengths; false when they over-subscribe (no prefix
    /// code has them). Incomplete codes are accepted: a missing code fails when met.
    func build(_ lengths: UnsafePointer<UInt8>, _ n: Int, _ reverse: UnsafePointer<UInt8>) -> Bool {
      counts.initialize(repeating: 0, count: 16)
      for s in 0..<n { counts[Int(lengths[s])] &+= 1 }
      counts[0] = 0
      var left = 1
      for length in 1...15 {
        left <<= 1
        left -= Int(counts[length])
        if left < 0 { return false }
      }
      // Symbols in code order: by length, then by value.
      var offsets = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      withUnsafeMutableBytes(of: &offsets) { raw in
        let offset = raw.bindMemory(to: Int.self)
        offset[1] = 0
        for length in 1..<15 { offset[length + 1] = offset[length] + Int(counts[length]) }
        for s in 0..<n where lengths[s] != 0 {
          let length = Int(lengths[s])
          symbols[offset[length]] = UInt16(s)
          offset[length] += 1
        }
      }
      table.initialize(repeating: 0, count: 1 << Self.root)
      var code = 0
      var k = 0
      for length in 1...Self.root {
        let step = 1 << length
        for _ in 0..<Int(counts[length]) {
          // Codes are sent most significant bit first; the table is indexed by bits as
          // they arrive.
          let r16 = Int(reverse[code & 0xFF]) << 8 | Int(reverse[code >> 8 & 0xFF])
          var i = r16 >> (16 - length)
          let entry = payload[Int(symbols[k])] | UInt32(length)
          while i < 1 << Self.root {
            table[i] = entry
            i += step
          }
          code += 1
          k += 1
        }
        code <<= 1
      }
      return true
    }
  }

  /// The working memory of one stream: the two codes of a dynamic block, its code-length
  /// code, and the lengths being read.
  final class Scratch {
    let literals: Code
    let distances: Code
    let lengthCode: Code
    let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: 320)

    init() {
      let tables = Tables.shared
      literals = Code(symbols: 288, payload: tables.literalPayload)
      distances = Code(symbols: 32, payload: tables.distancePayload)
      lengthCode = Code(symbols: 19, payload: tables.plainPayload)
    }

    deinit {
      literals.deallocate()
      distances.deallocate()
      lengthCode.deallocate()
      lengths.deallocate()
    }
  }

  // MARK: - The decoder

  struct Inflater {
    let src: UnsafePointer<UInt8>
    let n: Int
    /// The next input byte not yet in `bits`.
    var pos = 2
    /// Input bits not yet used, least significant first: `count` of them are valid.
    /// Bits above them may hold the next bytes' bits already (the refill ORs the same
    /// bytes in again).
    var bits: UInt64 = 0
    var count = 0
    let dst: UnsafeMutablePointer<UInt8>
    let capacity: Int
    var out = 0
    let tables = Tables.shared
    let scratch: Scratch

    init(src: UnsafePointer<UInt8>, n: Int, dst: UnsafeMutablePointer<UInt8>, capacity: Int, scratch: Scratch) {
      self.src = src
      self.n = n
      self.dst = dst
      self.capacity = capacity
      self.scratch = scratch
    }

    /// Input bytes used so far, once at a byte boundary.
    var consumedBytes: Int { pos - (count >> 3) }

    /// Fills `bits` to at least 56 valid bits; past the input's end with zeros, and false
    /// once far past it (a stream that ends early).
    @inline(__always)
    mutating func refill() -> Bool { Self.refill(&bits, &count, &pos, src, n) }

    /// The refill on values the caller keeps in locals (in registers, where the hot
    /// loop wants its state: a struct's fields live in memory).
    @inline(__always)
    static func refill(
      _ bits: inout UInt64, _ count: inout Int, _ pos: inout Int, _ src: UnsafePointer<UInt8>, _ n: Int
    ) -> Bool {
      if pos &+ 8 <= n {
        bits |=
          UnsafeRawPointer(src + pos).loadUnaligned(as: UInt64.self).littleEndian
          &<< UInt64(truncatingIfNeeded: count)
        pos &+= (63 &- count) >> 3
        count |= 56
        return true
      }
      while count <= 56 {
        bits |= (pos < n ? UInt64(src[pos]) : 0) &<< UInt64(truncatingIfNeeded: count)
        pos &+= 1
        count &+= 8
      }
      return pos <= n &+ 16
    }

    @inline(__always)
    mutating func take(_ k: Int) -> Int {
      Self.take(k, &bits, &count)
    }

    @inline(__always)
    static func take(_ k: Int, _ bits: inout UInt64, _ count: inout Int) -> Int {
      let shift = UInt64(truncatingIfNeeded: k)
      let value = Int(truncatingIfNeeded: bits & ((1 &<< shift) &- 1))
      bits &>>= shift
      count &-= k
      return value
    }

    /// The entry of the next code of `code` (at least 15 bits must be in `bits`), its
    /// bits used; 0 when there is no such code.
    @inline(__always)
    mutating func decode(_ code: Code) -> UInt32 { Self.decode(code, &bits, &count) }

    @inline(__always)
    static func decode(_ code: Code, _ bits: inout UInt64, _ count: inout Int) -> UInt32 {
      var entry = code.table[Int(truncatingIfNeeded: bits & Code.rootMask)]
      if entry & 15 == 0 { entry = slowDecode(code, bits) }
      let length = entry & 15
      bits &>>= UInt64(length)
      count &-= Int(length)
      return entry
    }

    /// A code longer than the table's: the canonical walk, a bit at a time. Its entry,
    /// its bits not used yet; 0 when there is none.
    static func slowDecode(_ code: Code, _ bits: UInt64) -> UInt32 {
      var value = 0
      var first = 0
      var index = 0
      var b = bits
      for length in 1...15 {
        value |= Int(b & 1)
        b >>= 1
        let c = Int(code.counts[length])
        if value - c < first { return code.payload[Int(code.symbols[index + value - first])] | UInt32(length) }
        index += c
        first += c
        first <<= 1
        value <<= 1
      }
      return 0
    }

    mutating func run() -> Outcome {
      var last = false
      while !last {
        guard refill() else { return .invalid }
        last = take(1) == 1
        let outcome: Outcome?
        switch take(2) {
        case 0: outcome = stored()
        case 1: outcome = block(tables.fixedLiterals, tables.fixedDistances)
        case 2: outcome = dynamic()
        default: return .invalid
        }
        if let outcome { return outcome }
      }
      // To the byte boundary, where the checksum starts.
      _ = take(count & 7)
      guard consumedBytes <= n else { return .invalid }
      return .done(out)
    }

    /// A stored block: its bytes as they are. Nil when it went well.
    mutating func stored() -> Outcome? {
      _ = take(count & 7)
      // Back to whole bytes: the bit buffer's bytes are read again from the input.
      pos -= count >> 3
      bits = 0
      count = 0
      guard pos + 4 <= n else { return .invalid }
      let length = Int(src[pos]) | Int(src[pos + 1]) << 8
      let check = Int(src[pos + 2]) | Int(src[pos + 3]) << 8
      guard length == ~check & 0xFFFF else { return .invalid }
      pos += 4
      guard pos + length <= n else { return .invalid }
      guard length <= capacity - out else { return .full }
      (dst + out).update(from: src + pos, count: length)
      out += length
      pos += length
      return nil
    }

    /// A dynamic block: its codes first, then its data.
    mutating func dynamic() -> Outcome? {
      guard refill() else { return .invalid }
      let literalCount = take(5) + 257
      let distanceCount = take(5) + 1
      let lengthCount = take(4) + 4
      guard literalCount <= 286, distanceCount <= 30 else { return .invalid }
      let lengths = scratch.lengths
      let reverse = UnsafePointer(tables.reversed)
      lengths.initialize(repeating: 0, count: 19)
      let order = Inflate.lengthOrder
      for k in 0..<lengthCount {
        guard refill() else { return .invalid }
        lengths[order[k]] = UInt8(take(3))
      }
      let lengthCode = scratch.lengthCode
      guard lengthCode.build(lengths, 19, reverse) else { return .invalid }
      let total = literalCount + distanceCount
      var k = 0
      while k < total {
        guard refill() else { return .invalid }
        let entry = decode(lengthCode)
        guard entry != 0 else { return .invalid }
        let symbol = Int(entry >> 16)
        if symbol < 16 {
          lengths[k] = UInt8(symbol)
          k += 1
          continue
        }
        var value: UInt8 = 0
        var repeats: Int
        switch symbol {
        case 16:
          guard k > 0 else { return .invalid }
          value = lengths[k - 1]
          repeats = 3 + take(2)
        case 17: repeats = 3 + take(3)
        default: repeats = 11 + take(7)
        }
        guard k + repeats <= total else { return .invalid }
        while repeats > 0 {
          lengths[k] = value
          k += 1
          repeats -= 1
        }
      }
      // A block without an end-of-block code cannot end.
      guard lengths[256] != 0 else { return .invalid }
      let literals = scratch.literals
      let distances = scratch.distances
      guard literals.build(lengths, literalCount, reverse),
        distances.build(lengths + literalCount, distanceCount, reverse)
      else {
        return .invalid
      }
      return block(literals, distances)
    }

    /// The data of a block coded with `literals` and `distances`, to its end-of-block code.
    /// The state is kept in locals for the loop and stored back when it ends.
    mutating func block(_ literals: Code, _ distances: Code) -> Outcome? {
      var bits = self.bits
      var count = self.count
      var pos = self.pos
      var out = self.out
      defer {
        self.bits = bits
        self.count = count
        self.pos = pos
        self.out = out
      }
      let src = self.src
      let n = self.n
      let dst = self.dst
      let capacity = self.capacity
      let table = literals.table
      while true {
        // 15 bits of code, 5 extra, 15 of distance code and 13 extra: 48 at most.
        guard Self.refill(&bits, &count, &pos, src, n) else { return .invalid }
        var entry = Self.decode(literals, &bits, &count)
        if entry & Kind.mask == Kind.literal {
          guard entry != 0, out < capacity else { return entry == 0 ? .invalid : .full }
          dst[out] = UInt8(truncatingIfNeeded: entry >> 16)
          out &+= 1
          // A second literal with the bits at hand (41 at least are left), as most are.
          entry = table[Int(truncatingIfNeeded: bits & Code.rootMask)]
          guard entry & Kind.mask == Kind.literal, entry & 15 != 0 else { continue }
          guard out < capacity else { return .full }
          bits &>>= UInt64(entry & 15)
          count &-= Int(entry & 15)
          dst[out] = UInt8(truncatingIfNeeded: entry >> 16)
          out &+= 1
          continue
        }
        guard entry & Kind.mask == Kind.length else { return entry & Kind.mask == Kind.end ? nil : .invalid }
        let length = Int(entry >> 16) &+ Self.take(Int(entry >> 8 & 0xFF), &bits, &count)
        let d = Self.decode(distances, &bits, &count)
        guard d != 0, d & Kind.mask != Kind.invalid else { return .invalid }
        let distance = Int(d >> 16) &+ Self.take(Int(d >> 8 & 0xFF), &bits, &count)
        guard distance <= out else { return .invalid }
        guard length <= capacity &- out else { return .full }
        let to = dst + out
        let from = to - distance
        if distance >= 8 {
          // Eight bytes a step: each step reads bytes written before it (at least eight
          // back), and may write up to seven past the match (the output's slack).
          var k = 0
          while k < length {
            (UnsafeMutableRawPointer(to) + k).storeBytes(
              of: UnsafeRawPointer(from + k).loadUnaligned(as: UInt64.self), as: UInt64.self)
            k &+= 8
          }
        } else if distance == 1 {
          to.update(repeating: from[0], count: length)
        } else {
          for k in 0..<length { to[k] = from[k] }
        }
        out &+= length
      }
    }
  }

  /// The order in which a dynamic block sends its code-length code's lengths.
  static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
