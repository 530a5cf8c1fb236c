// swift-spans: prints the lexical spans of Swift files exactly as the toolchain's own
// parser (SwiftParser, shipped with every Swift toolchain) sees them. It is the reference
// that a hand-written lexer is compared against with ../lexdiff.
//
// Output ("spans v1"), for each file argument:
//   file <path>
//   <class> <start> <end>        one line per span, UTF-8 byte offsets, end exclusive
// Classes: word number string regex comment punct operator interp other
//   word     identifiers and keywords, `backticked`, $0, $name, _
//   string   quotes, string segments and raw-string # delimiters
//   interp   the \( \#( ) that open and close an interpolation inside a string
//   comment  // /* */ /// /** */ and a #! line
//
// Copied from shared/tools/swift-spans (with its build script) so that CI can run the
// toolchain-agreement check from this repository: see Tools/lexdiff.sh. Keep the copies in
// sync.
import Foundation
import SwiftParser
import SwiftSyntax

func spanClass(_ token: TokenSyntax) -> String {
  if token.parent?.is(ExpressionSegmentSyntax.self) == true { return "interp" }
  switch token.tokenKind {
  case .identifier, .keyword, .dollarIdentifier, .wildcard: return "word"
  case .integerLiteral, .floatLiteral: return "number"
  case .stringQuote, .multilineStringQuote, .singleQuote, .stringSegment, .rawStringPoundDelimiter: return "string"
  case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern: return "regex"
  case .binaryOperator, .prefixOperator, .postfixOperator: return "operator"
  case .shebang: return "comment"
  case .endOfFile: return "eof"
  default: return "punct"
  }
}

/// Prints the comment pieces of `trivia` and returns the offset just past it.
func printComments(_ trivia: Trivia, from start: Int) -> Int {
  var offset = start
  for piece in trivia {
    let length = piece.sourceLength.utf8Length
    switch piece {
    case .lineComment, .blockComment, .docLineComment, .docBlockComment: print("comment \(offset) \(offset + length)")
    case .unexpectedText: print("other \(offset) \(offset + length)")
    default: break
    }
    offset += length
  }
  return offset
}

for path in CommandLine.arguments.dropFirst() {
  print("file \(path)")
  guard let data = FileManager.default.contents(atPath: path) else { continue }
  let tree = data.withUnsafeBytes { Parser.parse(source: $0.bindMemory(to: UInt8.self)) }
  for token in tree.tokens(viewMode: .sourceAccurate) {
    var offset = printComments(token.leadingTrivia, from: token.position.utf8Offset)
    let length = token.trimmedLength.utf8Length
    let kind = spanClass(token)
    if kind != "eof" && length > 0 { print("\(kind) \(offset) \(offset + length)") }
    offset += length
    _ = printComments(token.trailingTrivia, from: offset)
  }
}
