import CPuenteSIMD
import PuenteLexer

/// zlib streams (RFC 1950) of DEFLATE data (RFC 1951), inflated in process: git's loose
/// objects are such streams, and reading them here instead of through `cat-file` spares
/// a process that mapped, inflated and piped every object one at a time (on the
/// benchmark's history, 2,084 trees and 413 blobs: about a third of a cold trend's CPU
/// time went to the two `cat-file` processes).
///
/// The decoder is built as libdeflate's is. A 64-bit bit buffer refilled eight bytes at a
/// time; one table per Huffman code, indexed by the next bits, whose entries say all a
/// symbol needs (how many bits to drop, code and extra bits together; the literal, or
/// the length or distance base), with second-level tables for the rare longer codes; a
/// fast loop, while the input and output have room for any symbol, that checks neither
/// and decodes up to three literals per refill; matches copied eight bytes a step.
/// Tables are filled by doubling (the entries of the codes up to a length, copied once
/// per longer length), never cleared.
///
/// Every input is checked: block types, code tables (over-subscribed or incomplete
/// codes are refused, as zlib refuses them, but for the one-code and no-code distance
/// tables it allows), distances before the start, lengths past the output's capacity,
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
  /// match copies' overshoot (five words at least, then whole words).
  static let slack = 48

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
    let scratch = Scratch.current
    var state = Inflater(src: src, n: input.count, dst: output, capacity: capacity, scratch: scratch)
    let outcome = state.run()
    guard case .done(let written) = outcome else { return outcome }
    // The Adler-32 of the output follows the last block, big-endian, at a byte boundary.
    let end = state.consumedBytes
    guard end + 4 <= input.count else { return .invalid }
    let stored = UInt32(src[end]) << 24 | UInt32(src[end + 1]) << 16 | UInt32(src[end + 2]) << 8 | UInt32(src[end + 3])
    return adler32(output, written) == stored ? .done(written) : .invalid
  }

  /// The Adler-32 checksum of `count` bytes at `p` (RFC 1950): `a` is 1 plus the sum of
  /// the bytes, `b` the sum of the `a`s after each byte, both modulo 65521. The C kernel
  /// where the CPU has AVX2 (a sixth of the Swift lanes' instructions), else the lanes.
  static func adler32(_ p: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
    vectorAdler ? puente_adler32(p, count) : adler32Lanes(p, count)
  }

  /// Whether this CPU runs the C kernel.
  static let vectorAdler = puente_teddy_available() != 0

  /// `adler32` in Swift's vector lanes, sixteen bytes a step: `sums` adds each lane's
  /// bytes, `prefix` adds the lane sums before each step, so that after `k` steps `b`
  /// has grown by `16 * Σ(prefix + sums) - Σ lane * sums` (byte `j` of a step counts
  /// once for each byte after it). The modulo is taken every 5,552 bytes, the most whose
  /// sums cannot overflow 32 bits; the bytes after the last whole step are added one by
  /// one.
  static func adler32Lanes(_ p: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
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

  /// A table entry (32 bits). Bits 0–7: the bits it uses up (the code's, plus a length's
  /// or distance's extra bits); bits 8–11: the code's own length (where the extra bits
  /// start), or a pointer's second-level index width; bits 16 and up: the value (a
  /// literal byte, a length or distance base, a second-level table's start). Flags: bit
  /// 31 a literal; bit 12 a pointer to a second-level table; bit 13 the end of the
  /// block; bit 14 no symbol (a code the stream cannot send, a distance symbol of 30 or
  /// 31). Every entry of a table is written: a missing code is an `invalid` entry.
  enum Entry {
    static let literal: UInt32 = 1 << 31
    static let pointer: UInt32 = 1 << 12
    static let end: UInt32 = 1 << 13
    static let invalid: UInt32 = 1 << 14
    /// Any of the three that are not a literal, length or distance.
    static let exceptional: UInt32 = pointer | end | invalid
  }

  /// The fixed Huffman codes of block type 1 and the entries' payloads per symbol (the
  /// entry without the bits used), made once and never freed.
  final class Tables: @unchecked Sendable {
    static let shared = Tables()
    let fixedLiterals: Code
    let fixedDistances: Code
    /// Per literal/length symbol (288), distance symbol (32), and plain symbol (19, the
    /// code-length code: the symbol as the value): the entry's flags, value and extra
    /// bits (bits 0–7 hold the extra bits' count, added to the code's length when the
    /// table is filled).
    let literalPayload: UnsafeMutablePointer<UInt32>
    let distancePayload: UnsafeMutablePointer<UInt32>
    let plainPayload: UnsafeMutablePointer<UInt32>

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
        case 0..<256: literalPayload[s] = Entry.literal | UInt32(s) << 16
        case 256: literalPayload[s] = Entry.end
        case 257..<286: literalPayload[s] = lengthBase[s - 257] << 16 | lengthExtra[s - 257]
        default: literalPayload[s] = Entry.invalid
        }
      }
      distancePayload = .allocate(capacity: 32)
      for s in 0..<32 {
        distancePayload[s] = s < 30 ? distanceBase[s] << 16 | distanceExtra[s] : Entry.invalid
      }
      plainPayload = .allocate(capacity: 19)
      for s in 0..<19 { plainPayload[s] = UInt32(s) << 16 }
      var lengths = [UInt8](repeating: 8, count: 288)
      for s in 144..<256 { lengths[s] = 9 }
      for s in 256..<280 { lengths[s] = 7 }
      fixedLiterals = Code(symbols: 288, bits: Code.literalBits, payload: literalPayload)
      fixedDistances = Code(symbols: 32, bits: Code.distanceBits, payload: distancePayload)
      _ = lengths.withUnsafeBufferPointer { fixedLiterals.build($0.baseAddress!, 288) }
      _ = [UInt8](repeating: 5, count: 32).withUnsafeBufferPointer { fixedDistances.build($0.baseAddress!, 32) }
    }
  }

  /// One Huffman code as a table: indexed by the next `bits` input bits (least
  /// significant first), each entry the symbol of the code those bits begin with, or a
  /// pointer to a second-level table for the codes longer than `bits`. Owns its storage,
  /// which lives as long as the stream (or, for the fixed codes, forever).
  struct Code {
    /// The first-level widths (libdeflate's): literal/length codes are mostly shorter
    /// than 10 bits, distance codes than 8; code-length codes are at most 7 long.
    static let literalBits = 10
    static let distanceBits = 8
    static let lengthCodeBits = 7

    let table: UnsafeMutablePointer<UInt32>
    let bits: Int
    let mask: UInt64
    /// Counts per length (16) and the symbols in code order.
    let counts: UnsafeMutablePointer<UInt16>
    let symbols: UnsafeMutablePointer<UInt16>
    let payload: UnsafeMutablePointer<UInt32>

    /// Room for the first level and every second-level table a code of `symbols` codes
    /// of up to `longest` bits can need (at most one per symbol, of at most
    /// 2^(longest - bits) entries).
    init(symbols count: Int, bits: Int, longest: Int = 15, payload: UnsafeMutablePointer<UInt32>) {
      self.bits = bits
      mask = (1 << UInt64(bits)) - 1
      let second = longest <= bits ? 0 : count << (longest - bits)
      table = .allocate(capacity: (1 << bits) + second)
      counts = .allocate(capacity: 16 + count)
      symbols = counts + 16
      self.payload = payload
    }

    func deallocate() {
      table.deallocate()
      counts.deallocate()
    }

    /// The entry of `symbol` for a code of `length` bits (in a second-level table, the
    /// bits past the pointer's).
    @inline(__always)
    private func entry(_ symbol: Int, _ length: Int) -> UInt32 {
      let p = payload[symbol]
      // The extra bits' count (bits 0–7 of the payload) plus the code's length; the
      // code's length again in bits 8–11, where the extra bits start.
      return p &+ UInt32(length) | UInt32(length) << 8
    }

    /// Makes the code of `n` code lengths. False when they do not make a prefix code:
    /// over-subscribed, or incomplete (which zlib allows only for a code of one 1-bit
    /// code, or of none, in a dynamic block's distance code; `allowsIncomplete`).
    func build(_ lengths: UnsafePointer<UInt8>, _ n: Int, allowsIncomplete: Bool = true) -> Bool {
      counts.initialize(repeating: 0, count: 16)
      for s in 0..<n { counts[Int(lengths[s])] &+= 1 }
      counts[0] = 0
      var left = 1
      var longest = 0
      for length in 1...15 {
        left <<= 1
        left -= Int(counts[length])
        if left < 0 { return false }
        if counts[length] != 0 { longest = length }
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
      let size = 1 << bits
      if left > 0 {
        // No code, or one code of one bit (zlib's exceptions); anything else incomplete
        // is no code DEFLATE writes.
        guard allowsIncomplete, longest <= 1 else { return false }
        table.initialize(repeating: Entry.invalid, count: size)
        if longest == 1 {
          let e = entry(Int(symbols[0]), 1)
          var i = 0
          while i < size {
            table[i] = e
            i += 2
          }
        }
        return true
      }
      // A complete code. Codes are sent most significant bit first and the table is
      // indexed by bits as they arrive, so the code is kept bit-reversed; the next code
      // of a length is the reversed increment. The entries of the codes up to a length
      // fill a table of that width, which doubles (a copy of itself) at each longer one.
      var length = 1
      while counts[length] == 0 { length += 1 }
      var end = 1 << length
      var code = 0
      var k = 0
      var remaining = Int(counts[length])
      while length <= bits {
        while remaining > 0 {
          table[code] = entry(Int(symbols[k]), length)
          k += 1
          remaining -= 1
          if code == end - 1 {
            // The last code: the table is complete up to its width.
            while length < bits {
              (table + end).update(from: table, count: end)
              end <<= 1
              length += 1
            }
            return true
          }
          code = Self.next(code, length)
        }
        // The next length that has codes; the table doubles for each length passed.
        repeat {
          length += 1
          if length <= bits {
            (table + end).update(from: table, count: end)
            end <<= 1
          }
        } while counts[length] == 0
        remaining = Int(counts[length])
      }
      // The longer codes, in second-level tables after the first level: one per prefix
      // of `bits` bits, as wide as the longest code with that prefix needs.
      var start = size
      var width = 0
      var prefix = -1
      let prefixMask = size - 1
      while true {
        if code & prefixMask != prefix {
          start += prefix < 0 ? 0 : 1 << width
          prefix = code & prefixMask
          // The smallest width that holds all the codes with this prefix.
          width = length - bits
          var used = remaining
          while used < 1 << width {
            width += 1
            used = used << 1 + Int(counts[bits + width])
          }
          table[prefix] = UInt32(start) << 16 | UInt32(width) << 8 | Entry.pointer | UInt32(bits)
        }
        let e = entry(Int(symbols[k]), length - bits)
        k += 1
        var i = start + (code >> bits)
        let stride = 1 << (length - bits)
        while i < start + (1 << width) {
          table[i] = e
          i += stride
        }
        remaining -= 1
        if code == (1 << length) - 1 { return true }
        code = Self.next(code, length)
        while remaining == 0 {
          length += 1
          remaining = Int(counts[length])
        }
      }
    }

    /// The code after `code` among codes of `length` bits, both bit-reversed: the
    /// highest clear bit of the `length` is set, the bits above it cleared.
    @inline(__always)
    static func next(_ code: Int, _ length: Int) -> Int {
      let ones = code ^ ((1 << length) - 1)
      let bit = 1 << (Int.bitWidth - 1 - ones.leadingZeroBitCount)
      return code & (bit - 1) | bit
    }
  }

  /// The working memory of a stream: the two codes of a dynamic block, its code-length
  /// code, and the lengths being read. One per thread, made for its first stream and
  /// freed when the thread ends: every table is written before it is read, so a stream
  /// needs none cleared, and making and freeing the seven blocks per stream was 6
  /// million instructions of a cold trend's 2,500 objects.
  final class Scratch {
    let literals: Code
    let distances: Code
    let lengthCode: Code
    let lengths: UnsafeMutablePointer<UInt8>

    init() {
      let tables = Tables.shared
      literals = Code(symbols: 288, bits: Code.literalBits, payload: tables.literalPayload)
      distances = Code(symbols: 32, bits: Code.distanceBits, payload: tables.distancePayload)
      lengthCode = Code(symbols: 19, bits: Code.lengthCodeBits, longest: 7, payload: tables.plainPayload)
      lengths = .allocate(capacity: 320)
    }

    deinit {
      literals.deallocate()
      distances.deallocate()
      lengthCode.deallocate()
      lengths.deallocate()
    }

    /// The calling thread's.
    static var current: Scratch { perThread.current }

    private static let perThread = PerThread { Scratch() }
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
        fastRefill(&bits, &count, &pos, src)
        return true
      }
      while count <= 56 {
        bits |= (pos < n ? UInt64(src[pos]) : 0) &<< UInt64(truncatingIfNeeded: count)
        pos &+= 1
        count &+= 8
      }
      return pos <= n &+ 16
    }

    /// The refill when eight input bytes are known to be there.
    @inline(__always)
    static func fastRefill(_ bits: inout UInt64, _ count: inout Int, _ pos: inout Int, _ src: UnsafePointer<UInt8>) {
      bits |=
        UnsafeRawPointer(src + pos).loadUnaligned(as: UInt64.self).littleEndian
        &<< UInt64(truncatingIfNeeded: count)
      pos &+= (63 &- count) >> 3
      count |= 56
    }

    @inline(__always)
    mutating func take(_ k: Int) -> Int {
      let shift = UInt64(truncatingIfNeeded: k)
      let value = Int(truncatingIfNeeded: bits & ((1 &<< shift) &- 1))
      bits &>>= shift
      count &-= k
      return value
    }

    /// The entry of the next symbol of `code` (at least 15 bits must be in `bits`), a
    /// pointer followed: its code's bits are used, not its extra bits'.
    @inline(__always)
    static func lookup(_ code: Code, _ bits: inout UInt64, _ count: inout Int) -> UInt32 {
      let entry = code.table[Int(truncatingIfNeeded: bits & code.mask)]
      return entry & Entry.pointer != 0 ? follow(entry, code.table, &bits, &count) : entry
    }

    /// The entry in the second-level table `pointer` points to, the pointer's bits used.
    @inline(__always)
    static func follow(
      _ pointer: UInt32, _ table: UnsafeMutablePointer<UInt32>, _ bits: inout UInt64, _ count: inout Int
    ) -> UInt32 {
      drop(pointer, &bits, &count)
      let width = UInt64(truncatingIfNeeded: pointer >> 8 & 0xF)
      return table[Int(truncatingIfNeeded: pointer >> 16) &+ Int(truncatingIfNeeded: bits & ((1 &<< width) &- 1))]
    }

    /// Uses the bits `entry` says it takes.
    @inline(__always)
    static func drop(_ entry: UInt32, _ bits: inout UInt64, _ count: inout Int) {
      bits &>>= UInt64(truncatingIfNeeded: entry & 0xFF)
      count &-= Int(truncatingIfNeeded: entry & 0xFF)
    }

    /// Uses a literal's bits and writes it.
    @inline(__always)
    static func emit(
      _ entry: UInt32, _ bits: inout UInt64, _ count: inout Int, _ dst: UnsafeMutablePointer<UInt8>, _ out: inout Int
    ) {
      drop(entry, &bits, &count)
      dst[out] = UInt8(truncatingIfNeeded: entry >> 16)
      out &+= 1
    }

    /// Uses `entry`'s bits, and returns its value plus its extra bits.
    @inline(__always)
    static func value(_ entry: UInt32, _ bits: inout UInt64, _ count: inout Int) -> Int {
      let saved = bits
      let used = UInt64(truncatingIfNeeded: entry & 0xFF)
      drop(entry, &bits, &count)
      let extra = (saved & ((1 &<< used) &- 1)) &>> UInt64(truncatingIfNeeded: entry >> 8 & 0xF)
      return Int(truncatingIfNeeded: entry >> 16) &+ Int(truncatingIfNeeded: extra)
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
      lengths.initialize(repeating: 0, count: 19)
      let order = Inflate.lengthOrder
      for k in 0..<lengthCount {
        guard refill() else { return .invalid }
        lengths[order[k]] = UInt8(take(3))
      }
      let lengthCode = scratch.lengthCode
      guard lengthCode.build(lengths, 19, allowsIncomplete: false) else { return .invalid }
      let total = literalCount + distanceCount
      var k = 0
      while k < total {
        guard refill() else { return .invalid }
        let entry = lengthCode.table[Int(truncatingIfNeeded: bits & lengthCode.mask)]
        _ = take(Int(entry & 0xFF))
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
      guard literals.build(lengths, literalCount),
        distances.build(lengths + literalCount, distanceCount)
      else {
        return .invalid
      }
      return block(literals, distances)
    }

    /// The data of a block coded with `literals` and `distances`, to its end-of-block code.
    /// The state is kept in locals for the loops and stored back when they end.
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
      let mask = literals.mask
      // The fast loop: while a symbol's input (three refills at most, each of eight bytes
      // at most seven past the last) and output (a 258-byte match, its copy's overshoot
      // in the slack) are surely there.
      while n &- pos >= 24 && capacity &- out >= 258 {
        Self.fastRefill(&bits, &count, &pos, src)
        var entry = table[Int(truncatingIfNeeded: bits & mask)]
        if entry & Entry.literal != 0 {
          // Up to three literals with the 56 bits at hand (15 at most each).
          Self.emit(entry, &bits, &count, dst, &out)
          entry = table[Int(truncatingIfNeeded: bits & mask)]
          if entry & Entry.literal != 0 {
            Self.emit(entry, &bits, &count, dst, &out)
            entry = table[Int(truncatingIfNeeded: bits & mask)]
            if entry & Entry.literal != 0 {
              Self.emit(entry, &bits, &count, dst, &out)
              continue
            }
          }
          Self.fastRefill(&bits, &count, &pos, src)
        }
        if entry & Entry.exceptional != 0 {
          if entry & Entry.pointer != 0 {
            entry = Self.follow(entry, table, &bits, &count)
            if entry & Entry.literal != 0 {
              Self.emit(entry, &bits, &count, dst, &out)
              continue
            }
          }
          if entry & Entry.exceptional != 0 {
            return entry & Entry.end != 0 ? Self.ended(&bits, &count, entry) : .invalid
          }
        }
        // A length (its code and extra bits: 20 at most), then a distance (28 at most).
        let length = Self.value(entry, &bits, &count)
        Self.fastRefill(&bits, &count, &pos, src)
        let d = Self.lookup(distances, &bits, &count)
        guard d & Entry.exceptional == 0 else { return .invalid }
        let distance = Self.value(d, &bits, &count)
        guard distance <= out else { return .invalid }
        Self.copy(dst + out, distance, length)
        out &+= length
      }
      // The careful loop, near the input's or the output's end: every step checked.
      while true {
        guard Self.refill(&bits, &count, &pos, src, n) else { return .invalid }
        let entry = Self.lookup(literals, &bits, &count)
        if entry & Entry.literal != 0 {
          guard out < capacity else { return .full }
          Self.emit(entry, &bits, &count, dst, &out)
          continue
        }
        if entry & Entry.exceptional != 0 {
          return entry & Entry.end != 0 ? Self.ended(&bits, &count, entry) : .invalid
        }
        let length = Self.value(entry, &bits, &count)
        guard Self.refill(&bits, &count, &pos, src, n) else { return .invalid }
        let d = Self.lookup(distances, &bits, &count)
        guard d & Entry.exceptional == 0 else { return .invalid }
        let distance = Self.value(d, &bits, &count)
        guard distance <= out else { return .invalid }
        guard length <= capacity &- out else { return .full }
        Self.copy(dst + out, distance, length)
        out &+= length
      }
    }

    /// The end-of-block code's bits used; nil (the block went well).
    @inline(__always)
    static func ended(_ bits: inout UInt64, _ count: inout Int, _ entry: UInt32) -> Outcome? {
      drop(entry, &bits, &count)
      return nil
    }

    /// Copies the `length` bytes `distance` back to `to` (which has `length` plus the
    /// slack's bytes of room).
    @inline(__always)
    static func copy(_ to: UnsafeMutablePointer<UInt8>, _ distance: Int, _ length: Int) {
      let from = to - distance
      if distance >= 8 {
        // Eight bytes a step: each step reads bytes written before it (at least eight
        // back), and may write up to seven past the match (the output's slack). Most
        // matches are short: five words go without a test.
        let t = UnsafeMutableRawPointer(to)
        let f = UnsafeRawPointer(from)
        t.storeBytes(of: f.loadUnaligned(as: UInt64.self), as: UInt64.self)
        t.storeBytes(of: f.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
        t.storeBytes(of: f.loadUnaligned(fromByteOffset: 16, as: UInt64.self), toByteOffset: 16, as: UInt64.self)
        t.storeBytes(of: f.loadUnaligned(fromByteOffset: 24, as: UInt64.self), toByteOffset: 24, as: UInt64.self)
        t.storeBytes(of: f.loadUnaligned(fromByteOffset: 32, as: UInt64.self), toByteOffset: 32, as: UInt64.self)
        var k = 40
        while k < length {
          t.storeBytes(of: f.loadUnaligned(fromByteOffset: k, as: UInt64.self), toByteOffset: k, as: UInt64.self)
          k &+= 8
        }
      } else if distance == 1 {
        to.update(repeating: from[0], count: length)
      } else {
        for k in 0..<length { to[k] = from[k] }
      }
    }
  }

  /// The order in which a dynamic block sends its code-length code's lengths.
  static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
