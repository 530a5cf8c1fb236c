import Foundation
import PuenteLexer

// Temporary wiring; replaced by the real CLI.
var out = ""
for path in CommandLine.arguments.dropFirst(4) {
  let data = FileManager.default.contents(atPath: path) ?? Data()
  let bytes = [UInt8](data)
  out += "file \(path)\n"
  for t in Lexer.tokenize(bytes) {
    if let c = t.kind.spanClass { out += "\(c) \(t.start) \(t.end)\n" }
  }
}
FileHandle.standardOutput.write(out.data(using: .utf8)!)
