// Helpers shared by the lexer tests: lexing to (kind, text) pairs, and the invariant every
// token list must satisfy whatever the input.
import Foundation
import Testing

@testable import PuenteLexer

/// Lexes `source` and returns each token's kind and text, in order.
///
/// The text alone does not pin a token's offsets, so this also records an issue when the
/// token list breaks `tokenInvariantViolation`: with tokens sorted, non-overlapping and
/// separated only by whitespace, the texts fix every offset exactly.
func lex(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> [(
  TokenKind, String
)] {
  let bytes = Array(source.utf8)
  let tokens = Lexer.tokenize(bytes)
  if let problem = tokenInvariantViolation(bytes, tokens) {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
  }
  return tokens.map {
    ($0.kind, String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self))
  }
}

/// Lexes raw bytes (for input that is not valid UTF-8) and returns each token's kind and
/// byte range.
func lexBytes(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> [(
  TokenKind, Range<Int>
)] {
  let tokens = Lexer.tokenize(bytes)
  if let problem = tokenInvariantViolation(bytes, tokens) {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
  }
  return tokens.map { ($0.kind, Int($0.start)..<Int($0.end)) }
}

// Tuples are not Equatable, so arrays of them get `==` here; `#expect(lex(s) == [...])`
// then compares whole token lists.
func == (lhs: [(TokenKind, String)], rhs: [(TokenKind, String)]) -> Bool {
  lhs.elementsEqual(rhs, by: ==)
}

func == (lhs: [(TokenKind, Range<Int>)], rhs: [(TokenKind, Range<Int>)]) -> Bool {
  lhs.elementsEqual(rhs, by: ==)
}

/// Checks the lexer's output contract on any input and describes the first violation, or
/// returns `nil`:
/// - every token is non-empty and inside the input;
/// - tokens are sorted and do not overlap;
/// - every byte outside the tokens is whitespace Swift skips — space, tab, LF, CR, VT,
///   FF, a UTF-8 byte order mark (EF BB BF) or a no-break space (C2 A0). The stripped
///   indentation of multiline strings is spaces and tabs, so it passes the same test.
/// So the tokens and the gaps between them reproduce the input and no byte is dropped.
func tokenInvariantViolation(_ bytes: [UInt8], _ tokens: [Token]) -> String? {
  // Plain index loops over buffer pointers: this runs over 18 million tokens in a debug
  // build (the 50 MB test), where iterators and array bounds checks cost several times more.
  bytes.withUnsafeBufferPointer { buffer in
    tokens.withUnsafeBufferPointer { tokens in
      var covered = 0
      var index = 0
      while index < tokens.count {
        let token = tokens[index]
        let start = Int(token.start)
        let end = Int(token.end)
        if start >= end {
          return "token \(index) (\(token.kind)) is empty or reversed: \(start)..<\(end)"
        }
        if end > buffer.count {
          return
            "token \(index) (\(token.kind)) ends at \(end), past the input's \(buffer.count) bytes"
        }
        if start < covered {
          return
            "token \(index) (\(token.kind)) at \(start)..<\(end) starts before the previous token's end \(covered)"
        }
        if start > covered, let bad = firstNonWhitespace(buffer, from: covered, to: start) {
          return
            "byte \(bad) (0x\(String(buffer[bad], radix: 16))) before token \(index) (\(token.kind)) is in no token"
        }
        covered = end
        index += 1
      }
      if let bad = firstNonWhitespace(buffer, from: covered, to: buffer.count) {
        return
          "byte \(bad) (0x\(String(buffer[bad], radix: 16))) after the last token is in no token"
      }
      return nil
    }
  }
}

/// The offset of the first byte in `start..<end` that is not skippable whitespace.
private func firstNonWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
  -> Int?
{
  var i = start
  while i < end {
    switch bytes[i] {
    case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
      i += 1
    case 0xEF where i + 2 < end && bytes[i + 1] == 0xBB && bytes[i + 2] == 0xBF:
      i += 3
    case 0xC2 where i + 1 < end && bytes[i + 1] == 0xA0:
      i += 2
    default:
      return i
    }
  }
  return nil
}

/// The paths of the regular files under `folder`, relative to it and sorted; hidden files
/// and folders are skipped.
func filesUnder(_ folder: URL, withExtension ext: String? = nil) -> [String] {
  guard
    let walker = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
  else { return [] }
  let base = folder.standardizedFileURL.path
  var paths: [String] = []
  for case let url as URL in walker {
    guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
      continue
    }
    if let ext, url.pathExtension != ext { continue }
    let path = url.standardizedFileURL.path
    paths.append(path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path)
  }
  return paths.sorted()
}
