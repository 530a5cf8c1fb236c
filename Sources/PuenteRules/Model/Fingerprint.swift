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
    // what it would be in the whole. (Serial, its SHA-256s and line normalizing were a
    // sixth of a millisecond per hundred findings at the end of every json and sarif
    // report.)
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
    let normalized = findings.map { normalize($0.lineText) }
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
    var seen: [OccurrenceKey: Int] = [:]
    var occurrence = [Int](repeating: 0, count: findings.count)
    for i in order {
      let key = OccurrenceKey(
        ruleID: findings[i].ruleID, path: findings[i].path, line: normalized[i])
      occurrence[i] = seen[key, default: 0]
      seen[key, default: 0] += 1
    }
    return findings.indices.map { i in
      let input =
        findings[i].ruleID + "\u{0}" + findings[i].path + "\u{0}" + normalized[i] + "\u{0}"
        + String(occurrence[i])
      return SHA256.hexDigest(Array(input.utf8))
    }
  }

  /// `line` with every run of whitespace (Unicode `White_Space`, including tabs and
  /// non-breaking spaces) collapsed to one space, and no whitespace at either end.
  public static func normalize(_ line: String) -> String {
    // ASCII lines (nearly all) by bytes: the only whitespace there is tab, newline,
    // vertical tab, form feed, carriage return and space. (Asking each scalar's
    // properties cost more than the SHA-256.)
    if line.utf8.allSatisfy({ $0 < 0x80 }) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(line.utf8.count)
      var pendingSpace = false
      for b in line.utf8 {
        if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
          pendingSpace = !bytes.isEmpty
        } else {
          if pendingSpace { bytes.append(0x20) }
          pendingSpace = false
          bytes.append(b)
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
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

  /// Findings that share this key are numbered 0, 1, 2… in sorted order.
  private struct OccurrenceKey: Hashable {
    var ruleID: String
    var path: String
    var line: String
  }
}

/// SHA-256 (FIPS 180-4), written out because CryptoKit is not available on Linux and the
/// package takes no dependencies. Only fingerprints use it: inputs are a few hundred bytes.
/// The message schedule and the constants are read through buffer pointers: with arrays,
/// the bounds checks and the constants' global accessor made a 64-byte block cost
/// 10,000 instructions, and a JSON report of 126 findings spent 2 million in here.
enum SHA256 {
  /// The 32-byte digest of `message`.
  static func digest(_ message: [UInt8]) -> [UInt8] {
    var h: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )

    // Padding: a 1 bit, zeros up to 56 mod 64 bytes, then the bit length big-endian.
    var data = message
    let bitLength = UInt64(message.count) &* 8
    let padded = (message.count + 8) / 64 * 64 + 64
    data.reserveCapacity(padded)
    data.append(0x80)
    data.append(contentsOf: repeatElement(0, count: padded - 8 - data.count))
    for shift in stride(from: 56, through: 0, by: -8) {
      data.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }

    k.withUnsafeBufferPointer { k in
      data.withUnsafeBufferPointer { data in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
          for blockStart in stride(from: 0, to: data.count, by: 64) {
            for t in 0..<16 {
              let i = blockStart + t * 4
              w[t] =
                UInt32(data[i]) << 24 | UInt32(data[i + 1]) << 16 | UInt32(data[i + 2]) << 8 | UInt32(data[i + 3])
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
            h = (
              h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh
            )
          }
        }
      }
    }

    var out: [UInt8] = []
    out.reserveCapacity(32)
    for word in [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7] {
      for shift in stride(from: 24, through: 0, by: -8) {
        out.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
      }
    }
    return out
  }

  /// The digest of `message` as 64 lowercase hex digits.
  static func hexDigest(_ message: [UInt8]) -> String { Hex.lowercase(digest(message)[...]) }

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
