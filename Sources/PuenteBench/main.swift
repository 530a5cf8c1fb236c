import Foundation
import PuenteLexer
import PuenteRules
import PuenteSource

// The lexer benchmark behind `make bench`: lexes every file of a folder on one core and
// prints throughput. Files are read one at a time and only the lexing is timed, so the
// figure is the lexer's and memory stays proportional to the largest file.
//
// usage: PuenteBench lex FOLDER [ROUNDS]
//        PuenteBench names FOLDER [ROUNDS]     (lexing that also hashes the identifiers' names)
//        PuenteBench outline FOLDER [ROUNDS]   (lexing untimed; the outlines timed)
//        PuenteBench churn REPOSITORY SINCE [ROUNDS]  (`puente plan`'s churn pass: one
//                                              `git log --name-only` and its counting)

func files(in folder: String) -> [String] {
  let enumerator = FileManager.default.enumerator(atPath: folder)
  var result: [String] = []
  while let path = enumerator?.nextObject() as? String {
    if path.hasSuffix(".swift") { result.append(folder + "/" + path) }
  }
  return result.sorted()
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

let args = CommandLine.arguments
if args.count >= 4, args[1] == "churn" {
  guard let repository = GitRepository.discover(from: args[2]) else {
    FileHandle.standardError.write("PuenteBench churn: \(args[2]) is not in a git work tree\n".data(using: .utf8)!)
    exit(2)
  }
  var best = UInt64.max
  var counted = 0
  for _ in 0..<(args.count > 4 ? Int(args[4]) ?? 5 : 5) {
    let start = now()
    counted = (try? Churn.count(in: repository, root: args[2], since: args[3]))?.count ?? -1
    best = min(best, now() - start)
  }
  print(String(format: "churn: %d files, best %.6f s", counted, Double(best) / 1e9))
  print(String(format: "churn-seconds %.6f", Double(best) / 1e9))
  exit(0)
}
guard args.count >= 3, ["lex", "names", "outline"].contains(args[1]) else {
  FileHandle.standardError.write("usage: PuenteBench lex|names|outline FOLDER [ROUNDS]\n".data(using: .utf8)!)
  exit(2)
}
let outlines = args[1] == "outline"
let names = args[1] == "names"
let rounds = args.count > 3 ? Int(args[3]) ?? 3 : 3
let paths = files(in: args[2])
var best = UInt64.max
var bytesTotal = 0
var tokensTotal = 0
for _ in 0..<rounds {
  var elapsed: UInt64 = 0
  bytesTotal = 0
  tokensTotal = 0
  for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let bytes = [UInt8](data)
    if outlines {
      let file = SourceFile(path: path, bytes: bytes)
      let start = now()
      _ = file.outline
      elapsed += now() - start
      tokensTotal += file.tokens.count
    } else {
      let start = now()
      let tokens =
        names ? bytes.withUnsafeBufferPointer { Lexer.tokenizeNamingIdentifiers($0).tokens } : Lexer.tokenize(bytes)
      elapsed += now() - start
      tokensTotal += tokens.count
    }
    bytesTotal += bytes.count
  }
  best = min(best, elapsed)
}
let seconds = Double(best) / 1e9
let mb = Double(bytesTotal) / 1e6
print(
  String(
    format: "%@: %.1f MB in %d files, %d tokens, best of %d: %.3f s, %.0f MB/s", args[1] == "lex" ? "lexer" : args[1],
    mb,
    paths.count, tokensTotal, rounds, seconds, mb / seconds))
print(String(format: "%@-seconds %.6f", outlines ? "outline" : "lexer", seconds))
