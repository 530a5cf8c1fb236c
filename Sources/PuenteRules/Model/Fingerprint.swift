import Dispatch

/// Stable identities for findings, for baselines and for code-scanning services that track
/// an alert across commits.
///
/// A fingerprint is the lowercase hex SHA-256 of
/// `ruleID + "\0" + path + "\0" + normalize(lineText) + "\0" + occurrenceIndex`, where
/// `occurrenceIndex` (decimal) counts the findings that come earlier in sorted order in the
/// same file with the same rule and the same normalized line. It therefore survives line
/// shifts, re-indentation and edits to other lines, and still tells apart two identical
/// lines in one file. Renaming the file or editing the flagged line changes it.
public enum Fingerprint {
  /// One fingerprint per finding, in the order of `findings`.
  ///
  /// Occurrence indices are counted in sorted order (`Finding.<`, ties by input position),
  /// so the result for a finding does not depend on the order the caller passes them in.
  public static func compute(_ findings: [Finding]) -> [String] {
    // A large report in order (a scan's always is) is worked out in two halves at once,
    // cut where the path changes: occurrences are counted within a file, so each half is
    // what it would be in the whole. (The SHA-256s and line normalizing are at the
    // serial end of every json and sarif report.)
    if findings.count >= 64 && isSorted(findings) {
      var cut = findings.count / 2
      while cut < findings.count && findings[cut].path == findings[cut - 1].path { cut += 1 }
      if cut < findings.count {
        let (front, back) = (Array(findings[..<cut]), Array(findings[cut...]))
        final class Halves: @unchecked Sendable {
          var first: [String] = []
          var second: [String] = []
        }
        let halves = Halves()
        DispatchQueue.concurrentPerform(iterations: 2) { k in
          if k == 0 {
            halves.first = serially(front)
          } else {
            halves.second = serially(back)
          }
        }
        return halves.first + halves.second
      }
    }
    return serially(findings)
  }

  /// Whether `findings` are in sorted order (`Finding.<`).
  static func isSorted(_ findings: [Finding]) -> Bool {
    findings.indices.dropFirst().allSatisfy { !(findings[$0] < findings[$0 - 1]) }
  }

  /// `compute`, on one thread.
  static func serially(_ findings: [Finding]) -> [String] {
    digests(findings).map(\.hex)
  }

  /// `serially`'s fingerprints as digests, the form a report holds them in.
  static func digests(_ findings: [Finding]) -> [Digest] {
    // Reports hold their findings sorted already: checking that is one comparison a
    // finding, where sorting the indices took a dozen (each comparing paths).
    let order =
      isSorted(findings)
      ? Array(findings.indices)
      : findings.indices.sorted { a, b in
        if findings[a] < findings[b] { return true }
        if findings[b] < findings[a] { return false }
        return a < b
      }
    // The occurrence is counted by the digest's input up to it, `rule\0path\0line\0`
    // (neither a rule id nor a path holds a NUL, so it names the three): a dictionary of
    // strings, where one keyed by a struct of the three hashed each string apart.
    // Each digest is made as soon as its occurrence is known, so that only the distinct
    // prefixes are held, not one for each finding.
    var seen: [String: Int] = [:]
    var digests = [Digest](repeating: Digest((0, 0, 0, 0, 0, 0, 0, 0)), count: findings.count)
    for i in order {
      let prefix = findings[i].ruleID + "\u{0}" + findings[i].path + "\u{0}" + normalize(findings[i].lineText) + "\u{0}"
      let occurrence = seen[prefix, default: 0]
      seen[prefix] = occurrence + 1
      digests[i] = Digest(SHA256.state(Array((prefix + String(occurrence)).utf8)))
    }
    return digests
  }

  /// A fingerprint as its 32 bytes, which is how a scan holds one per finding until a
  /// report asks for it: as 64 hex digits in a `String` it took 112 bytes of heap (with
  /// the allocation's header and rounding) besides the 16 of the string itself.
  struct Digest: Sendable, Equatable {
    /// The SHA-256 state words, two to a field, in order.
    var words: (UInt64, UInt64, UInt64, UInt64)

    init(_ h: SHA256.State) {
      func pair(_ high: UInt32, _ low: UInt32) -> UInt64 { UInt64(high) << 32 | UInt64(low) }
      words = (pair(h.0, h.1), pair(h.2, h.3), pair(h.4, h.5), pair(h.6, h.7))
    }

    /// The 64 lowercase hex digits (what `SHA256.hexDigest` gives for the same input).
    var hex: String {
      String(unsafeUninitializedCapacity: 64) { out in
        var k = 0
        for word in [words.0, words.1, words.2, words.3] {
          for shift in stride(from: 60, through: 0, by: -4) {
            out[k] = Hex.digit(Int(truncatingIfNeeded: word >> UInt64(shift)) & 15)
            k += 1
          }
        }
        return k
      }
    }

    static func == (a: Digest, b: Digest) -> Bool { a.words == b.words }
  }

  /// `line` with every run of whitespace (Unicode `White_Space`, including tabs and
  /// non-breaking spaces) collapsed to one space, and no whitespace at either end.
  public static func normalize(_ line: String) -> String {
    // ASCII lines (nearly all) by bytes: the only whitespace there is tab, newline,
    // vertical tab, form feed, carriage return and space. (Asking each scalar's
    // properties cost more than the SHA-256; so did walking the string's UTF-8 view.)
    var line = line
    let ascii = line.withUTF8 { text -> String? in
      guard text.allSatisfy({ $0 < 0x80 }) else { return nil }
      return String(unsafeUninitializedCapacity: text.count) { out in
        var n = 0
        var pendingSpace = false
        for b in text {
          if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
            pendingSpace = n > 0
          } else {
            if pendingSpace {
              out[n] = 0x20
              n += 1
            }
            pendingSpace = false
            out[n] = b
            n += 1
          }
        }
        return n
      }
    }
    if let ascii { return ascii }
    var result = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in line.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.append(" ") }
        pendingSpace = false
        result.append(scalar)
      }
    }
    return String(result)
  }

}

/// SHA-256 (FIPS 180-4), written out because CryptoKit is not available on Linux and the
/// package takes no dependencies. Only fingerprints use it: inputs are a few hundred bytes.
/// The message schedule and the constants are read through buffer pointers: with arrays,
/// the bounds checks and the constants' global accessor multiplied a block's cost.
enum SHA256 {
  /// The digest of `message` as 64 lowercase hex digits, written straight from the
  /// state words (a fingerprint is one of these per finding, at the end of a report).
  static func hexDigest(_ message: [UInt8]) -> String {
    let h = state(message)
    return String(unsafeUninitializedCapacity: 64) { out in
      var k = 0
      for word in [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7] {
        for shift in stride(from: 28, through: 0, by: -4) {
          out[k] = Hex.digit(Int(truncatingIfNeeded: word >> UInt32(shift)) & 15)
          k += 1
        }
      }
      return k
    }
  }

  typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

  /// The final state words of hashing `message`: its whole blocks read in place, the
  /// padded end (a 1 bit, zeros up to 56 mod 64 bytes, the bit length big-endian) from a
  /// two-block buffer, instead of a padded copy of the message grown by appends.
  static func state(_ message: [UInt8]) -> State {
    var h: State = (
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    let whole = message.count / 64 * 64
    let rest = message.count - whole
    let tailCount = rest + 9 <= 64 ? 64 : 128
    k.withUnsafeBufferPointer { k in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
        message.withUnsafeBufferPointer { data in
          var start = 0
          while start < whole {
            compress(&h, UnsafeBufferPointer(rebasing: data[start..<(start + 64)]), w, k)
            start += 64
          }
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
          tail.initialize(repeating: 0)
          message.withUnsafeBufferPointer { data in
            for i in 0..<rest { tail[i] = data[whole + i] }
          }
          tail[rest] = 0x80
          let bitLength = UInt64(message.count) &* 8
          for i in 0..<8 { tail[tailCount - 1 - i] = UInt8(truncatingIfNeeded: bitLength >> UInt64(8 * i)) }
          let bytes = UnsafeBufferPointer(tail)
          compress(&h, UnsafeBufferPointer(rebasing: bytes[0..<64]), w, k)
          if tailCount == 128 { compress(&h, UnsafeBufferPointer(rebasing: bytes[64..<128]), w, k) }
        }
      }
    }
    return h
  }

  /// One 64-byte block into the state, with `w` as the message schedule.
  @inline(__always)
  private static func compress(
    _ h: inout State, _ block: UnsafeBufferPointer<UInt8>, _ w: UnsafeMutableBufferPointer<UInt32>,
    _ k: UnsafeBufferPointer<UInt32>
  ) {
    for t in 0..<16 {
      let i = t * 4
      w[t] = UInt32(block[i]) << 24 | UInt32(block[i + 1]) << 16 | UInt32(block[i + 2]) << 8 | UInt32(block[i + 3])
    }
    for t in 16..<64 {
      let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
      let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
      w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
    }
    var (a, b, c, d, e, f, g, hh) = h
    for t in 0..<64 {
      let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
      let ch = (e & f) ^ (~e & g)
      let t1 = hh &+ s1 &+ ch &+ k[t] &+ w[t]
      let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
      let maj = (a & b) ^ (a & c) ^ (b & c)
      let t2 = s0 &+ maj
      hh = g
      g = f
      f = e
      e = d &+ t1
      d = c
      c = b
      b = a
      a = t1 &+ t2
    }
    h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
  }

  @inline(__always) private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
    (x >> n) | (x << (32 - n))
  }

  /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]
}
