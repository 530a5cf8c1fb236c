import Foundation
import PuenteLexer
import PuenteRules
import PuenteSource

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
      if parsed.wantsHelp { return Output.help(help) }
      let format = parsed.value("--format") ?? "text"
      guard format == "text" || format == "spans" else {
        throw UsageError("unknown format `\(format)`; use text or spans")
      }
      guard !parsed.positionals.isEmpty else { throw UsageError("no FILE given") }
      var status = ExitStatus.clean
      for path in parsed.positionals {
        // (Through `FileReader`: a FIFO or a device is refused, not waited on.)
        let bytes: [UInt8]
        do { bytes = try FileReader.read(path) } catch {
          Output.err("puente tokens: cannot read `\(path)`: \(error.message)\n")
          status = .error
          continue
        }
        let tokens = Lexer.tokenize(bytes)
        var out = "file \(path)\n"
        if format == "spans" {
          for t in tokens {
            if let c = t.kind.spanClass { out += "\(c) \(t.start) \(t.end)\n" }
          }
        } else {
          // Columns counted on from the previous token of the line, not from the line's
          // start for each token: a 600 KB line took 97 s (issue 28).
          let lines = LineTable(bytes)
          var line = -1
          var counted = 0
          var column = 1
          for t in tokens {
            let start = Int(t.start)
            let index = lines.lineIndex(of: t.start)
            if index != line {
              (line, counted, column) = (index, Int(lines.lineStarts[index]), 1)
            }
            while counted < start {
              if bytes[counted] & 0xC0 != 0x80 { column += 1 }
              counted += 1
            }
            let text = String(decoding: bytes[start..<Int(t.end)], as: UTF8.self)
            out += "\(line + 1):\(column) \(t.kind) \(quoted(text))\n"
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
