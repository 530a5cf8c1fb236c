import Foundation
import PuenteLexer
import PuenteReport
import PuenteRules
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The formats CI systems read (`codeclimate`, `junit`, `checkstyle`, `markdown`): the
/// exact output for `SampleReport`, and each checked against its format's published
/// shape with a real parser, including a file named with quotes, `<`, `&`, `'` and
/// non-ASCII and a message holding control characters.
@Suite struct CIFormatTests {
  static func render(_ format: OutputFormat, _ report: ScanReport = SampleReport.report) -> String {
    Reporter(format: format, color: false, toolVersion: "0.1.0").render(report)
  }

  /// A report whose path and message hold every character the formats must escape.
  static let oddReport = ScanReport(
    findings: [
      Finding(
        ruleID: "hosting-outside-adapter", severity: .error, path: "Features/\"Q\" <&> 'é'.swift",
        offset: 3, location: LineColumn(line: 2, column: 4),
        message: "`A<B>` & \"c\" 'd'\u{1B}[31m\u{0}\ttab\nline | *x* [l](u)", lineText: "x")
    ], rules: [SampleReport.hostingRule], filesScanned: 1, generatedSkipped: 0, problems: [])

  // MARK: - Golden output

  @Test func codeclimateGolden() {
    #expect(
      Self.render(.codeclimate) == #"""
        [
          {
            "type": "issue",
            "check_name": "uikit-import-in-view",
            "description": "`import UIKit` in a SwiftUI view file",
            "categories": [
              "Style"
            ],
            "fingerprint": "83cb053e3c6fd3cb436a7ff66e43d26eb21c28889874130cd9513ff625e99dd0",
            "severity": "minor",
            "location": {
              "path": "App/Login View.swift",
              "lines": {
                "begin": 1
              }
            }
          },
          {
            "type": "issue",
            "check_name": "hosting-outside-adapter",
            "description": "`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there",
            "categories": [
              "Style"
            ],
            "fingerprint": "2ab79f48f4100dc279f9117ec35eab318e279276f1385affd7d2cae83daa1358",
            "severity": "major",
            "location": {
              "path": "App/Login View.swift",
              "lines": {
                "begin": 12
              }
            }
          },
          {
            "type": "issue",
            "check_name": "uikit-import-in-view",
            "description": "`import UIKit` in \"Menü\": 100% of its views are SwiftUI,\nso remove the import",
            "categories": [
              "Style"
            ],
            "fingerprint": "8981d11d984e438fcabbcfc548b112b031212736452ec7b82d45a1def44a8ac1",
            "severity": "minor",
            "location": {
              "path": "Features/Café/Menü Screen.swift",
              "lines": {
                "begin": 3
              }
            }
          },
          {
            "type": "issue",
            "check_name": "hosting-outside-adapter",
            "description": "`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there",
            "categories": [
              "Style"
            ],
            "fingerprint": "9787c96397da9ff784fa568ea0bbb1ff9029ec1acd28e09e27a39683d0fdf3c2",
            "severity": "major",
            "location": {
              "path": "Root.swift",
              "lines": {
                "begin": 2
              }
            }
          }
        ]

        """#)
    #expect(
      Self.render(.codeclimate, Self.oddReport) == #"""
        [
          {
            "type": "issue",
            "check_name": "hosting-outside-adapter",
            "description": "`A<B>` & \"c\" 'd'\u001b[31m\u0000\ttab\nline | *x* [l](u)",
            "categories": [
              "Style"
            ],
            "fingerprint": "94f34b0ea766271ae3ab524b9f0c3258a8de95483e1d573be901842a02fc6d34",
            "severity": "major",
            "location": {
              "path": "Features/\"Q\" <&> 'é'.swift",
              "lines": {
                "begin": 2
              }
            }
          }
        ]

        """#)
  }

  @Test func junitGolden() {
    #expect(
      Self.render(.junit) == #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="puente" tests="4" failures="4" errors="0">
          <testsuite name="hosting-outside-adapter" tests="2" failures="2" errors="0">
            <testcase name="App/Login View.swift" classname="hosting-outside-adapter">
              <failure type="error" message="1 finding">12:16: error: `UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there</failure>
            </testcase>
            <testcase name="Root.swift" classname="hosting-outside-adapter">
              <failure type="error" message="1 finding">2:5: error: `UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there</failure>
            </testcase>
          </testsuite>
          <testsuite name="uikit-import-in-view" tests="2" failures="2" errors="0">
            <testcase name="App/Login View.swift" classname="uikit-import-in-view">
              <failure type="warning" message="1 finding">1:1: warning: `import UIKit` in a SwiftUI view file</failure>
            </testcase>
            <testcase name="Features/Café/Menü Screen.swift" classname="uikit-import-in-view">
              <failure type="warning" message="1 finding">3:8: warning: `import UIKit` in &quot;Menü&quot;: 100% of its views are SwiftUI,&#10;so remove the import</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """#)
    #expect(
      Self.render(.junit, Self.oddReport) == #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="puente" tests="1" failures="1" errors="0">
          <testsuite name="hosting-outside-adapter" tests="1" failures="1" errors="0">
            <testcase name="Features/&quot;Q&quot; &lt;&amp;&gt; &#39;é&#39;.swift" classname="hosting-outside-adapter">
              <failure type="error" message="1 finding">2:4: error: `A&lt;B&gt;` &amp; &quot;c&quot; &#39;d&#39;\u{1B}[31m\u{0}&#9;tab&#10;line | *x* [l](u)</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """#)
  }

  @Test func checkstyleGolden() {
    #expect(
      Self.render(.checkstyle) == #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="App/Login View.swift">
            <error line="1" column="1" severity="warning" message="`import UIKit` in a SwiftUI view file" source="uikit-import-in-view"/>
            <error line="12" column="16" severity="error" message="`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there" source="hosting-outside-adapter"/>
          </file>
          <file name="Features/Café/Menü Screen.swift">
            <error line="3" column="8" severity="warning" message="`import UIKit` in &quot;Menü&quot;: 100% of its views are SwiftUI,&#10;so remove the import" source="uikit-import-in-view"/>
          </file>
          <file name="Root.swift">
            <error line="2" column="5" severity="error" message="`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there" source="hosting-outside-adapter"/>
          </file>
        </checkstyle>

        """#)
    #expect(
      Self.render(.checkstyle, Self.oddReport) == #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="Features/&quot;Q&quot; &lt;&amp;&gt; &#39;é&#39;.swift">
            <error line="2" column="4" severity="error" message="`A&lt;B&gt;` &amp; &quot;c&quot; &#39;d&#39;\u{1B}[31m\u{0}&#9;tab&#10;line | *x* [l](u)" source="hosting-outside-adapter"/>
          </file>
        </checkstyle>

        """#)
  }

  @Test func markdownGolden() {
    #expect(
      Self.render(.markdown) == #"""
        ## puente: 4 findings (2 errors, 2 warnings)

        | Rule | Findings |
        | --- | ---: |
        | hosting-outside-adapter | 2 |
        | uikit-import-in-view | 2 |

        | Folder | Findings |
        | --- | ---: |
        | App | 2 |
        | . | 1 |
        | Features | 1 |

        **App/Login View.swift**

        - warning 1:1: `import UIKit` in a SwiftUI view file (uikit-import-in-view)
        - error 12:16: `UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there (hosting-outside-adapter)

        **Features/Café/Menü Screen.swift**

        - warning 3:8: `import UIKit` in "Menü": 100% of its views are SwiftUI,\\nso remove the import (uikit-import-in-view)

        **Root.swift**

        - error 2:5: `UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there (hosting-outside-adapter)

        5 files scanned  
        not scanned: Legacy/Broken.swift: not valid UTF-8; skipped

        """#)
    #expect(
      Self.render(.markdown, Self.oddReport) == #"""
        ## puente: 1 finding (1 error, 0 warnings)

        | Rule | Findings |
        | --- | ---: |
        | hosting-outside-adapter | 1 |

        | Folder | Findings |
        | --- | ---: |
        | Features | 1 |

        **Features/"Q" &lt;&amp;&gt; 'é'.swift**

        - error 2:4: `A<B>` &amp; "c" 'd'\\u\{1B\}\[31m\\u\{0\}\\ttab\\nline \| \*x\* \[l\]\(u\) (hosting-outside-adapter)

        1 file scanned

        """#)
  }

  // MARK: - Published shapes

  /// GitLab's Code Quality report: an array of objects with string `description`,
  /// `check_name`, `fingerprint` (unique), `severity` (one of GitLab's five),
  /// `location.path` and integer `location.lines.begin`; strings decode to the originals.
  @Test func codeclimateHasGitLabsShape() throws {
    for report in [SampleReport.report, Self.oddReport] {
      let parsed = try JSONSerialization.jsonObject(with: Data(Self.render(.codeclimate, report).utf8))
      let issues = try #require(parsed as? [[String: Any]])
      #expect(issues.count == report.findings.count)
      for (issue, finding) in zip(issues, report.findings) {
        #expect(issue["description"] as? String == finding.message)
        #expect(issue["check_name"] as? String == finding.ruleID)
        #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
        let location = try #require(issue["location"] as? [String: Any])
        #expect(location["path"] as? String == finding.path)
        #expect((location["lines"] as? [String: Any])?["begin"] as? Int == finding.location.line)
      }
      let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
      #expect(fingerprints == report.findingFingerprints())
      #expect(Set(fingerprints).count == fingerprints.count)
    }
    #expect(Self.render(.codeclimate, Self.empty) == "[]\n")
  }

  /// Checkstyle: `checkstyle` > `file[name]` > `error[line, column, severity, message,
  /// source]`; the odd name and message parse back to the originals (control characters
  /// XML cannot carry as visible escapes).
  @Test func checkstyleParsesBackToTheFindings() throws {
    let elements = try XMLElements.parse(Self.render(.checkstyle, Self.oddReport))
    #expect(elements.map(\.name) == ["checkstyle", "file", "error"])
    #expect(elements[1].attributes == ["name": "Features/\"Q\" <&> 'é'.swift"])
    #expect(
      elements[2].attributes == [
        "line": "2", "column": "4", "severity": "error", "message": Self.oddMessageInXML,
        "source": "hosting-outside-adapter",
      ])
    let sample = try XMLElements.parse(Self.render(.checkstyle))
    #expect(sample.filter { $0.name == "error" }.count == 4)
    #expect(try XMLElements.parse(Self.render(.checkstyle, Self.empty)).map(\.name) == ["checkstyle"])
  }

  /// JUnit: `testsuites` > `testsuite[name, tests, failures]` > `testcase[name,
  /// classname]` > `failure[message, type]` with the findings as its text.
  @Test func junitParsesBackToTheFindings() throws {
    let elements = try XMLElements.parse(Self.render(.junit, Self.oddReport))
    #expect(elements.map(\.name) == ["testsuites", "testsuite", "testcase", "failure"])
    #expect(
      elements[1].attributes == ["name": "hosting-outside-adapter", "tests": "1", "failures": "1", "errors": "0"])
    #expect(
      elements[2].attributes == ["name": "Features/\"Q\" <&> 'é'.swift", "classname": "hosting-outside-adapter"])
    #expect(elements[3].attributes == ["type": "error", "message": "1 finding"])
    #expect(elements[3].text == "2:4: error: " + Self.oddMessageInXML)
    // A rule without findings is an empty suite.
    let empty = try XMLElements.parse(Self.render(.junit, Self.empty))
    #expect(empty.map(\.name) == ["testsuites", "testsuite"])
    #expect(empty[1].attributes == ["name": "hosting-outside-adapter", "tests": "0", "failures": "0", "errors": "0"])
  }

  /// Past 50 findings, the files beyond are folded into one `<details>` block; the files
  /// before it stay open.
  @Test func markdownFoldsPastFifty() {
    let findings = (1...6).flatMap { file in
      (1...10).map { line in
        Finding(
          ruleID: "hosting-outside-adapter", severity: .error, path: "F\(file).swift", offset: UInt32(line),
          location: LineColumn(line: line, column: 1), message: "m", lineText: "x")
      }
    }
    let report = ScanReport(
      findings: findings, rules: [SampleReport.hostingRule], filesScanned: 6, generatedSkipped: 0, problems: [])
    let output = Self.render(.markdown, report)
    let open = output.components(separatedBy: "<details>")[0]
    #expect(open.components(separatedBy: "\n- error").count - 1 == 50)
    #expect(output.contains("<details><summary>10 more findings in 1 file</summary>\n\n**F6.swift**\n"))
    #expect(output.hasSuffix("</details>\n\n6 files scanned\n"))
  }

  /// A message whose backticks do not pair up has no code span to keep: all of it is
  /// escaped, so the stray backtick cannot swallow the rest of the comment.
  @Test func markdownEscapesAMessageWithAnUnpairedBacktick() {
    let finding = Finding(
      ruleID: "hosting-outside-adapter", severity: .error, path: "A.swift", offset: 0,
      location: LineColumn(line: 1, column: 1), message: "`A` and `B <b>", lineText: "x")
    let report = ScanReport(
      findings: [finding], rules: [SampleReport.hostingRule], filesScanned: 1, generatedSkipped: 0, problems: [])
    #expect(
      Self.render(.markdown, report).contains(
        "- error 1:1: \\`A\\` and \\`B &lt;b&gt; (hosting-outside-adapter)\n"))
  }

  static let empty = ScanReport(
    findings: [], rules: [SampleReport.hostingRule], filesScanned: 0, generatedSkipped: 0, problems: [])

  /// `oddReport`'s message as XML carries it: the escape and NUL visible, the rest as is.
  static let oddMessageInXML = "`A<B>` & \"c\" 'd'\\u{1B}[31m\\u{0}\ttab\nline | *x* [l](u)"
}

/// The elements of an XML document in document order, read with Foundation's parser
/// (which fails on anything not well-formed).
struct XMLElements {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  static func parse(_ text: String) throws -> [Element] {
    final class Collector: NSObject, XMLParserDelegate {
      var elements: [Element] = []
      var open: [Int] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
      ) {
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes))
      }
      func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
      }
      func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last, elements[last].name == "failure" { elements[last].text += string }
      }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
      throw SetupFailure(description: "not well-formed XML: \(String(describing: parser.parserError))\n\(text)")
    }
    return collector.elements
  }
}

struct SetupFailure: Error, CustomStringConvertible {
  var description: String
}
