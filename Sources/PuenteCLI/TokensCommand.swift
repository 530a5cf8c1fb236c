import Foundation
import PuenteLexer

/// `puente tokens`: a file's tokens, as text or as "spans v1" for `lexdiff`.
enum TokensCommand {
  static let help = """
    usage: puente tokens [--format text|spans] FILE...

    Prints the tokens of each file.
      text   `line:column kind "text"` per token (default)
      spans  the "spans v1" format of swift-spans: `file PATH`, then
             `CLASS START END` per token (UTF-8 byte offsets), to compare this lexer
             with the Swift toolchain's parser using Tools/lexdiff
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(args, options: ["--format"], flags: ["--help", "-h"])
      if parsed.flag("--help") || parsed.flag("-h") {
        Output.out(help + "\n")
        return .clean
      }
      let format = parsed.value("--format") ?? "text"
      guard format == "text" || format == "spans" else {
        throw UsageError("unknown format `\(format)`; use text or spans")
      }
      guard !parsed.positionals.isEmpty else { throw UsageError("no FILE given") }
      var status = ExitStatus.clean
      for path in parsed.positionals {
        guard let data = FileManager.default.contents(atPath: path) else {
          Output.err("puente tokens: cannot read `\(path)`\n")
          status = .error
          continue
        }
        let bytes = [UInt8](data)
        let tokens = Lexer.tokenize(bytes)
        var out = "file \(path)\n"
        if format == "spans" {
          for t in tokens {
            if let c = t.kind.spanClass { out += "\(c) \(t.start) \(t.end)\n" }
          }
        } else {
          let lines = LineTable(bytes)
          bytes.withUnsafeBufferPointer { buffer in
            for t in tokens {
              let at = lines.location(of: t.start, in: buffer)
              let text = String(decoding: buffer[Int(t.start)..<Int(t.end)], as: UTF8.self)
              out += "\(at.line):\(at.column) \(t.kind) \(quoted(text))\n"
            }
          }
        }
        Output.out(out)
      }
      return status
    } catch let error as UsageError {
      Output.err("puente tokens: \(error.message)\n")
      return .error
    } catch {
      return .error
    }
  }

  static func quoted(_ s: String) -> String {
    var r = "\""
    for c in s.unicodeScalars {
      switch c {
      case "\n": r += "\\n"
      case "\r": r += "\\r"
      case "\t": r += "\\t"
      case "\"": r += "\\\""
      case "\\": r += "\\\\"
      default: r.unicodeScalars.append(c)
      }
    }
    return r + "\""
  }
}
