import Foundation
import PuenteLexer
import Testing

@testable import PuenteRules
@testable import PuenteSource

/// A rule example with its `↓` markers removed and their byte offsets recorded.
struct MarkedExample: CustomTestStringConvertible, Sendable {
  let rule: CheckDocumentation
  let source: String
  let marked: [Int]
  let triggering: Bool

  init(rule: CheckDocumentation, text: String, triggering: Bool) {
    self.rule = rule
    self.triggering = triggering
    var bytes: [UInt8] = []
    var marks: [Int] = []
    let arrow = Array("↓".utf8)
    let raw = Array(text.utf8)
    var i = 0
    while i < raw.count {
      if i + arrow.count <= raw.count && Array(raw[i..<(i + arrow.count)]) == arrow {
        marks.append(bytes.count)
        i += arrow.count
      } else {
        bytes.append(raw[i])
        i += 1
      }
    }
    source = String(decoding: bytes, as: UTF8.self)
    marked = marks
  }

  var testDescription: String {
    "\(rule.id) \(triggering ? "triggering" : "non-triggering"): \(source.prefix(60))"
  }

  static var all: [MarkedExample] {
    RuleRegistry.all.flatMap { rule in
      rule.triggeringExamples.map { MarkedExample(rule: rule, text: $0, triggering: true) }
        + rule.nonTriggeringExamples.map { MarkedExample(rule: rule, text: $0, triggering: false) }
    }
  }
}

/// Runs `source` as `Features/Example.swift` (outside any adapter folder) through the
/// real engine, with the rule enabled (opt-in rules too) and the configuration and scan
/// inputs its examples assume, and returns the findings of `rule`.
func findings(of rule: String, in source: String) -> [Finding] {
  let documentation = RuleRegistry.documentation(id: rule)
  let inputs = documentation?.exampleInputs ?? ScanInputs()
  let engine = Engine(
    configuration: documentation?.exampleConfiguration ?? .default,
    options: ScanOptions(reportUnusedSuppressions: true, inputs: inputs, forceEnabled: [rule]))
  let report = try! engine.scan(MemorySource(files: ["Features/Example.swift": source]))
  return report.findings.filter { $0.ruleID == rule }
}

@Suite struct RuleExampleTests {
  @Test(arguments: MarkedExample.all)
  func examplesProduceExactlyTheMarkedFindings(_ example: MarkedExample) {
    let got = findings(of: example.rule.id, in: example.source).map { Int($0.offset) }
    #expect(got == (example.triggering ? example.marked : []))
    if example.triggering { #expect(!example.marked.isEmpty, "a triggering example needs a ↓ marker") }
  }

  @Test(arguments: MarkedExample.all.filter(\.triggering))
  func examplesInsideABlockCommentProduceNothing(_ example: MarkedExample) {
    let wrapped = "/*\n" + example.source + "\n*/\n"
    #expect(findings(of: example.rule.id, in: wrapped).isEmpty)
  }

  @Test(arguments: MarkedExample.all.filter(\.triggering))
  func examplesInsideAStringLiteralProduceNothing(_ example: MarkedExample) {
    let wrapped = "let text = #\"\"\"\n" + example.source + "\n\"\"\"#\n"
    #expect(findings(of: example.rule.id, in: wrapped).isEmpty)
  }

  @Test(arguments: MarkedExample.all.filter(\.triggering))
  func examplesAfterAMultibyteLineMoveOneLineDown(_ example: MarkedExample) {
    let plain = findings(of: example.rule.id, in: example.source).map(\.location)
    let shifted = findings(of: example.rule.id, in: "let título = \"año 🌮\"\n" + example.source).map(\.location)
    #expect(shifted == plain.map { LineColumn(line: $0.line + 1, column: $0.column) })
  }
}

@Suite struct RuleRegistryTests {
  @Test func idsAreUniqueSortedAndKebabCase() {
    let ids = RuleRegistry.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids == ids.sorted())
    for id in ids {
      #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id) is not kebab-case")
    }
  }

  @Test func everyRuleIsDocumentedWithExamplesOfBothKinds() {
    for rule in RuleRegistry.all {
      #expect(!rule.info.summary.isEmpty && !rule.info.rationale.isEmpty, "\(rule.id)")
      #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
      #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
    }
  }

  /// Every `*Rule.swift` file in Sources/PuenteRules/Rules declares a registered rule.
  @Test func everyRuleFileIsRegistered() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/PuenteRules/Rules").standardized
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix("Rule.swift") && $0 != "Rule.swift" }
    let registered = Set(RuleRegistry.rules.map { typeName(for: $0.id) + ".swift" })
    for file in files { #expect(registered.contains(file), "\(file) is not in RuleRegistry.rules") }
  }

  /// `hosting-outside-adapter` → `HostingOutsideAdapterRule`.
  func typeName(for id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Rule"
  }
}
