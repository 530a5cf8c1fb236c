import Foundation
import Testing

@testable import PuenteReport
@testable import PuenteRules
@testable import PuenteSource

/// A small app: an iOS 16 package, a shim used from two files, and checks.
private let app: [String: String] = [
  "Package.swift": """
  let package = Package(name: "Shop", platforms: [.iOS(.v16), .macOS(.v13)])
  """,
  "Sources/DesignSystem/View+EmptyState.swift": """
  import SwiftUI

  /// Backport of ContentUnavailableView (the macOS app never used the fallback).
  @available(iOS, deprecated: 17.0, message: "Use ContentUnavailableView directly")
  @available(macOS, deprecated: 13.0)
  extension View {
    @ViewBuilder
    func emptyState(_ title: String, isEmpty: Bool) -> some View {
      if #available(iOS 17, *) {
        ContentUnavailableView(title, systemImage: "tray")
      } else {
        Text(title)
      }
    }
  }
  """,
  "Sources/Orders/OrdersView.swift": """
  import SwiftUI

  struct OrdersView: View {
    // emptyState is our backport
    var body: some View {
      List {}.emptyState("No orders", isEmpty: true)
        .accessibilityLabel("emptyState \\(Self.emptyState)")
    }
    static let emptyState = "none"
    func refresh() {
      if #available(iOS 16, *) {
        reload()
      } else {
        legacyReload()
      }
      // puente:disable-next-line always-true-availability -- kept until QA signs off
      if #available(iOS 15, *) { reload() }
    }
  }
  """,
  "Sources/Returns/ReturnsView.swift": """
  import SwiftUI

  @available(iOS 16, *)
  struct ReturnsView: View {
    var body: some View { List {}.emptyState("No returns", isEmpty: true) }
  }
  """,
]

private func audit(_ overrides: String = "", files: [String: String] = app, config: String = "{}")
  throws
  -> ShimAuditReport
{
  let schema = ConfigSchema(
    rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
  let configuration = try Configuration.parse(
    Array(config.utf8), path: ".puente.json", schema: schema)
  let source = MemorySource(files: files)
  let setup = try ShimAudit.prepare(
    source: source, configuration: configuration,
    overrides: overrides.isEmpty ? DeploymentTargets() : try DeploymentTargets(parsing: overrides),
    force: true)
  return try ShimAudit.run(source: source, configuration: configuration, setup: setup)
}

/// `puente shims` as a library: targets, references, sizes, suppressions and renderers.
@Suite struct ShimAuditTests {
  @Test func atTheFoundTargetOnlyTheIOS16CheckGoes() throws {
    let report = try audit()
    #expect(report.targets.global == (try DeploymentTargets(parsing: "iOS=16,macOS=13")))
    #expect(
      report.entries.map { "\($0.finding.ruleID) \($0.finding.path):\($0.finding.location.line)" }
        == [
          "always-true-availability Sources/Orders/OrdersView.swift:11",
          "redundant-availability Sources/Returns/ReturnsView.swift:3",
        ])
    #expect(report.entries[0].removableLines == 13...15)
  }

  @Test func theWhatIfTargetSizesTheShimAndCountsItsReferences() throws {
    let report = try audit("iOS=17.0")
    let shim = try #require(report.entries.first)
    #expect(shim.finding.ruleID == "removable-shim")
    #expect(shim.finding.location.line == 4)
    // Two calls, the static property of the same name and its use in an interpolation
    // (code); not the comment, the string text, or the declaration itself.
    #expect(shim.references == 4)
    #expect(shim.removableLines == 3...15)
    #expect(
      shim.finding.message
        == "`extension View` is deprecated on iOS 17.0 and macOS 13.0 and the deployment targets are iOS 17.0 and macOS 13; delete the shim (lines 3-15) and call the native API at the 4 references to `emptyState`"
    )
    #expect(report.scan.findings.count == report.entries.count)
  }

  @Test func entriesAreSortedByHowMuchCanGo() throws {
    let report = try audit("iOS=17.0")
    let sizes = report.entries.map(\.lineCount)
    #expect(sizes == sizes.sorted(by: >))
    #expect(report.entries.map(\.finding.ruleID).suffix(1) == ["redundant-availability"])
    // The shim (13 lines) contains the check's dead branch (3 lines): counted once.
    #expect(report.removableLineTotal == 13 + 3)
  }

  @Test func suppressionsApplyAsInScan() throws {
    let report = try audit("iOS=17.0")
    #expect(
      !report.entries.contains {
        $0.finding.path.hasSuffix("OrdersView.swift") && $0.finding.location.line == 17
      })
  }

  @Test func folderTargetsAndADisabledRuleAreHonoured() throws {
    let config = """
      {
        deploymentTargets: { folders: { "Sources/Returns": { iOS: "15.0" } } },
        rules: { "always-true-availability": { enabled: false } },
      }
      """
    let report = try audit(config: config)
    #expect(report.entries.isEmpty)
  }

  @Test func noTargetAnywhereIsEmpty() throws {
    let files = app.filter { $0.key != "Package.swift" }
    let schema = ConfigSchema(
      rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let configuration = try Configuration.parse(
      Array("{}".utf8), path: ".puente.json", schema: schema)
    let setup = try ShimAudit.prepare(
      source: MemorySource(files: files), configuration: configuration, force: true)
    #expect(setup.targets.isEmpty)
    #expect(setup.shimReferences == nil)
  }

  @Test func prepareDoesNothingWhenNoShimRuleIsEnabled() throws {
    let setup = try ShimAudit.prepare(source: MemorySource(files: app), configuration: .default)
    #expect(setup.deploymentTargets == nil && setup.shimReferences == nil)
    #expect(setup.targets.evidence.isEmpty)
  }

  /// `puente scan` before it passes its inputs: the rules use the configuration's
  /// minimums and folders, and report nothing without targets.
  @Test func rulesWithoutInputsReadTheConfiguration() throws {
    let schema = ConfigSchema(
      rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let config = """
      {
        rules: { "always-true-availability": { enabled: true } },
        deploymentTargets: { iOS: "16.0", folders: { "Legacy": { iOS: "14.0" } } },
      }
      """
    let configuration = try Configuration.parse(
      Array(config.utf8), path: ".puente.json", schema: schema)
    let check = "if #available(iOS 15, *) { a() } else { b() }\n"
    let files = ["Sources/A.swift": check, "Legacy/B.swift": check]
    let report = Engine(configuration: configuration).scan(
      paths: files.keys.sorted(), source: MemorySource(files: files))
    #expect(report.findings.map(\.path) == ["Sources/A.swift"])
    let none = Engine(
      configuration: configuration,
      options: ScanOptions(inputs: ScanInputs(deploymentTargets: DeploymentTargets()))
    )
    .scan(paths: ["Sources/A.swift"], source: MemorySource(files: files))
    #expect(none.findings.isEmpty)
  }

  // MARK: - Renderers

  @Test func jsonCarriesTargetsReferencesAndRanges() throws {
    let report = try audit("iOS=17.0")
    let text = try #require(ShimAuditRenderer(toolVersion: "9.9").render(report, format: .json))
    let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    let targets = try #require(object["deploymentTargets"] as? [String: Any])
    let assumed = try #require(targets["assumed"] as? [[String: Any]])
    #expect(
      assumed.map { "\($0["platform"] ?? "") \($0["version"] ?? "") \($0["source"] ?? "")" } == [
        "iOS 17.0 commandLine", "macOS 13 discovered",
      ])
    let items = try #require(object["items"] as? [[String: Any]])
    let first = try #require(items.first)
    #expect(first["references"] as? Int == 4)
    #expect(first["declaration"] as? String == "extension View")
    let lines = try #require(first["removableLines"] as? [String: Any])
    #expect(
      lines["start"] as? Int == 3 && lines["end"] as? Int == 15 && lines["count"] as? Int == 13)
    #expect(items.last?["references"] is NSNull)
  }

  @Test func textShowsAssumedTargetsAndEachItemsSize() throws {
    let text = try #require(
      ShimAuditRenderer(toolVersion: "9.9").render(try audit("iOS=17.0"), format: .text))
    #expect(
      text.hasPrefix(
        "deployment targets: iOS 17.0 (--deployment-target), macOS 13 (Package.swift:1)\n"))
    #expect(
      text.contains(
        "Sources/DesignSystem/View+EmptyState.swift:4:1  removable-shim  lines 3-15 (13 lines)  4 references\n"
      ))
    #expect(text.hasSuffix("16 lines can go\n"))
  }

  @Test func textSaysWhenNothingIsRemovable() throws {
    let files = app.filter {
      !$0.key.hasPrefix("Sources/Orders") && !$0.key.hasPrefix("Sources/Returns")
    }
    let text = try #require(
      ShimAuditRenderer(toolVersion: "9.9").render(try audit(files: files), format: .text))
    #expect(text.hasSuffix("\nnothing removable under these targets\n"))
  }

  @Test func csvQuotesFieldsWithCommasAndQuotes() throws {
    let text = try #require(
      ShimAuditRenderer(toolVersion: "9.9").render(try audit("iOS=17.0"), format: .csv))
    let rows = text.components(separatedBy: "\r\n")
    #expect(rows[0].hasPrefix("rule,path,line,column,declaration,syntax,platforms,references,"))
    #expect(
      rows[1].hasPrefix(
        "removable-shim,Sources/DesignSystem/View+EmptyState.swift,4,1,extension View,\"@available(iOS, deprecated: 17.0, message: \"\"Use ContentUnavailableView directly\"\")\",iOS 17.0<=17.0; macOS 13.0<=13,4,3,15,13,"
      ))
  }

  @Test func markdownIsATableWithEscapedCells() throws {
    let text = try #require(
      ShimAuditRenderer(toolVersion: "9.9").render(try audit("iOS=17.0"), format: .markdown))
    #expect(text.contains("| Lines | Rule | Location | References | Removable lines | Message |"))
    #expect(
      text.contains(
        "| 13 | `removable-shim` | Sources/DesignSystem/View+EmptyState.swift:4 | 4 | 3-15 | "))
    #expect(ShimAuditRenderer(toolVersion: "9.9").render(try audit(), format: .sarif) == nil)
  }

  @Test func explainListsWhatWasFoundWhereAndWhatDecides() throws {
    var files = app
    files["App.xcodeproj/project.pbxproj"] = "IPHONEOS_DEPLOYMENT_TARGET = 15.4;"
    let schema = ConfigSchema(
      rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let configuration = try Configuration.parse(
      Array(#"{ deploymentTargets: { folders: { "Kit": { iOS: "14.0" } } } }"#.utf8),
      path: ".puente.json",
      schema: schema)
    let setup = try ShimAudit.prepare(
      source: MemorySource(files: files), configuration: configuration, force: true)
    let text = ShimAuditRenderer.explain(setup.targets, configurationPath: ".puente.json")
    #expect(
      text == """
        found in build files:
          App.xcodeproj/project.pbxproj:1  iOS 15.4          Xcode project: IPHONEOS_DEPLOYMENT_TARGET = 15.4;
          Package.swift:1                  iOS 16            Package.swift: .iOS(.v16)
          Package.swift:1                  macOS 13          Package.swift: .macOS(.v13)
          iOS: found 15.4, 16; the lowest, 15.4, decides
        folders with their own targets:
          Kit/: iOS 14.0
        assumed: iOS 15.4 (App.xcodeproj/project.pbxproj:1), macOS 13 (Package.swift:1)

        """)
  }
}
