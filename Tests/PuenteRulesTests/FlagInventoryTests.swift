import Foundation
import Testing

@testable import PuenteReport
@testable import PuenteRules
@testable import PuenteSource

private let today = CalendarDay(iso: "2026-06-01")!

/// The inventory of in-memory `files` on 2026-06-01.
private func inventory(_ files: [String: String], config: String = "{}") throws -> FlagInventory {
  let configuration = try flagConfiguration(config)
  return try FlagInventory.build(
    source: MemorySource(files: files), configuration: configuration,
    settings: try FlagSettings.parse(configuration),
    today: today)
}

/// `name: N refs in a.swift×2, b.swift×1`.
private func references(_ inventory: FlagInventory) -> [String] {
  inventory.entries.map { entry in
    let files = entry.referencingFiles.map { "\($0.path)×\($0.count)" }.joined(separator: ", ")
    return "\(entry.name): \(entry.references)\(files.isEmpty ? "" : " in " + files)"
  }
}

/// The seed's example: a flag declared once and read by a factory in the adapter folder.
private let seedFlags = """
  enum Flags {
    /// Detail screen in SwiftUI.
    /// retire: 2026-09-30 owner: @ana
    static let detalleEnSwiftUI = true
  }
  """
private let seedFactory = """
  import SwiftUI
  import UIKit

  enum DetalleFactory {
    static func make(id: String) -> UIViewController {
      guard Flags.detalleEnSwiftUI else { return DetalleViewController(id: id) }
      return UIHostingController(rootView: DetalleView(id: id))
    }
  }
  """

@Suite struct FlagInventoryTests {
  @Test func seedFactoryInsideAnAdapterFolderIsCleanAndCounted() throws {
    let files = [
      "App/Flags.swift": seedFlags, "Features/Detalle/Adapters/DetalleFactory.swift": seedFactory,
    ]
    let report = try Engine(
      configuration: try flagConfiguration("{}"),
      options: ScanOptions(inputs: ScanInputs(today: CalendarDay(iso: "2026-06-01")))
    )
    .scan(MemorySource(files: files))
    #expect(report.findings.isEmpty)
    let inventory = try inventory(files)
    #expect(
      references(inventory) == [
        "Flags.detalleEnSwiftUI: 1 in Features/Detalle/Adapters/DetalleFactory.swift×1"
      ])
    let entry = try #require(inventory.entries.first)
    #expect(entry.owner == "@ana")
    #expect(entry.daysLeft == 121)
    #expect(entry.status == .scheduled)
    #expect(entry.declarations == [FlagLocation(path: "App/Flags.swift", line: 4, column: 14)])
  }

  @Test func aFlagDeclaredOnceIsCountedInEveryFileThatUsesIt() throws {
    let files = [
      "App/Flags.swift": seedFlags,
      "Features/Detalle/Adapters/DetalleFactory.swift": seedFactory,
      "Features/Orders/OrdersCoordinator.swift": """
      func show() {
        if Flags.detalleEnSwiftUI { push(DetalleFactory.make(id: "1")) }
        let log = "Flags.detalleEnSwiftUI" // Flags.detalleEnSwiftUI in a comment
        analytics.track(enabled: Flags.detalleEnSwiftUI)
      }
      """,
      "Features/Search/SearchViewController.swift": """
      final class SearchViewController {
        let detalleEnSwiftUI = false // a property of the same name, not the flag
        func open() { if self.detalleEnSwiftUI || detalleEnSwiftUI || Other.detalleEnSwiftUI {} }
        func route() -> Bool { Flags.detalleEnSwiftUI }
      }
      """,
      "Tests/FlagsTests.swift": "func testFlag() { XCTAssertTrue(Flags.detalleEnSwiftUI) }\n",
    ]
    #expect(
      references(try inventory(files)) == [
        "Flags.detalleEnSwiftUI: 5 in Features/Detalle/Adapters/DetalleFactory.swift×1, Features/Orders/OrdersCoordinator.swift×2, Features/Search/SearchViewController.swift×1, Tests/FlagsTests.swift×1"
      ])
  }

  @Test func referencesBySymbolImplicitMemberAndKey() throws {
    let files = [
      "App/Flags.swift": """
      enum FeatureFlag: String {
        case detailInSwiftUI // retire: 2026-07-01
        case profileInSwiftUI // retire: 2026-07-02
      }
      enum Flags {
        static let detail = Flag("detail-swiftui", retireBy: "2026-08-01")
        enum Checkout { static let newFlow = true } // retire: never -- kept
      }
      // puente:flag retire: 2026-09-01
      let useNewSettings = true
      let onboarding = Flag("onboarding-swiftui", retireBy: "2026-09-02")
      """,
      "Features/Use.swift": """
      func use(flags: FlagStore) {
        if flags.isOn(.detailInSwiftUI), FeatureFlag.profileInSwiftUI.isOn {}
        switch flag { case .profileInSwiftUI: break; default: break }
        if Flags.detail.isOn || remote.bool("detail-swiftui") || remote.bool("detail-swiftui-v2") {}
        if FeatureFlags.shared.detailInSwiftUI {}
        if Flags.Checkout.newFlow, useNewSettings, settings.useNewSettings {}
        view.detailInSwiftUI().newFlow
        if onboarding.isOn, !self.onboarding.isOn {}
      }
      """,
    ]
    #expect(
      references(try inventory(files, config: #"{ flags: { constructors: ["Flag"] } }"#)) == [
        "FeatureFlag.detailInSwiftUI: 1 in Features/Use.swift×1",
        "FeatureFlag.profileInSwiftUI: 2 in Features/Use.swift×2",
        "detail-swiftui: 2 in Features/Use.swift×2",
        "useNewSettings: 1 in Features/Use.swift×1",
        "onboarding-swiftui: 1 in Features/Use.swift×1",
        "Flags.Checkout.newFlow: 1 in Features/Use.swift×1",
      ])
  }

  @Test func ifDebugBranchesAreOneFlagWithBothDeclarations() throws {
    let files = [
      "App/Flags.swift": """
      enum Flags {
        #if DEBUG
        /// retire: 2026-09-30
        static let verbose = true
        #else
        static let verbose = false
        #endif
      }
      """
    ]
    let inventory = try inventory(files)
    #expect(inventory.entries.count == 1)
    let entry = try #require(inventory.entries.first)
    #expect(entry.name == "Flags.verbose")
    #expect(
      entry.declarations == [
        FlagLocation(path: "App/Flags.swift", line: 4, column: 14),
        FlagLocation(path: "App/Flags.swift", line: 6, column: 14),
      ])
    #expect(entry.retirement == .date(CalendarDay(iso: "2026-09-30")!))
  }

  @Test func sortedMostOverdueFirstThenUndatedThenPermanent() throws {
    let files = [
      "App/Flags.swift": """
      enum Flags {
        static let permanent = true // retire: never -- kill switch
        static let missing = true
        static let invalid = true // retire: 2026-02-30
        static let soon = true // retire: 2026-06-10
        static let longOverdue = true // retire: 2025-01-01
        static let overdue = true // retire: 2026-05-01
        static let far = true // retire: 2030-01-01
        static let today = true // retire: 2026-06-01
      }
      """
    ]
    let inventory = try inventory(files)
    #expect(
      inventory.entries.map {
        "\($0.name) \($0.status.rawValue) \($0.daysLeft.map(String.init) ?? "-")"
      } == [
        "Flags.longOverdue overdue -516",
        "Flags.overdue overdue -31",
        "Flags.today scheduled 0",
        "Flags.soon scheduled 9",
        "Flags.far too-far 1310",
        "Flags.invalid invalid -",
        "Flags.missing missing -",
        "Flags.permanent permanent -",
      ])
    #expect(
      inventory.filtered(overdue: true, dueWithin: nil).entries.map(\.name) == [
        "Flags.longOverdue", "Flags.overdue",
      ])
    #expect(
      inventory.filtered(overdue: false, dueWithin: 9).entries.map(\.name) == [
        "Flags.today", "Flags.soon",
      ])
    #expect(inventory.filtered(overdue: false, dueWithin: 8).entries.map(\.name) == ["Flags.today"])
    #expect(
      inventory.filtered(overdue: true, dueWithin: 30).entries.map(\.name) == [
        "Flags.longOverdue", "Flags.overdue", "Flags.today", "Flags.soon",
      ])
    #expect(inventory.filtered(overdue: false, dueWithin: nil).entries.count == 8)
  }

  @Test func excludedAndGeneratedFilesAreLeftOut() throws {
    let flags = "enum Flags { static let a = true }\n"
    let files = [
      "App/Flags.swift": flags,
      "Pods/Vendor/Flags.swift": "enum Flags { static let vendored = true }\n",
      "Generated/Flags.generated.swift":
        "// Generated by a tool. Do not edit.\nenum Flags { static let generated = true }\n",
    ]
    #expect(try inventory(files).entries.map(\.name) == ["Flags.a"])
  }
}

@Suite struct FlagInventoryRenderingTests {
  static let sample = FlagInventory(
    today: today, horizonDays: 365,
    entries: [
      FlagInventoryEntry(
        name: "Flags.oldCheckout", symbol: nil, kind: .staticProperty,
        declarations: [FlagLocation(path: "App/Flags.swift", line: 3, column: 14)],
        retirement: .date(CalendarDay(iso: "2026-05-01")!), owner: "@ana", daysLeft: -31,
        status: .overdue,
        references: 3,
        referencingFiles: [
          FlagReferenceFile(path: "Features/A.swift", count: 2),
          FlagReferenceFile(path: "Features/B.swift", count: 1),
        ]),
      FlagInventoryEntry(
        name: "detail-swiftui", symbol: "Flags.detail", kind: .constructor,
        declarations: [FlagLocation(path: "App/Flags.swift", line: 5, column: 23)],
        retirement: .missing, owner: nil,
        daysLeft: nil, status: .missing, references: 0, referencingFiles: []),
      FlagInventoryEntry(
        name: "Flags.payments", symbol: nil, kind: .staticProperty,
        declarations: [
          FlagLocation(path: "App/Flags.swift", line: 8, column: 14),
          FlagLocation(path: "App/Flags.swift", line: 10, column: 14),
        ],
        retirement: .never(reason: "kill switch, \"payments\""), owner: nil, daysLeft: nil,
        status: .permanent,
        references: 1, referencingFiles: [FlagReferenceFile(path: "Pay|ments.swift", count: 1)]),
    ])

  @Test func textIsAnAlignedTable() {
    #expect(
      Self.sample.render(.text, toolVersion: "0.1.0") == """
        FLAG                           DECLARED                               RETIRES                           DAYS        OWNER  REFS  REFERENCED IN
        Flags.oldCheckout              App/Flags.swift:3                      2026-05-01                        31 overdue  @ana   3     Features/A.swift, Features/B.swift
        detail-swiftui (Flags.detail)  App/Flags.swift:5                      none                              -           -      0     -
        Flags.payments                 App/Flags.swift:8, App/Flags.swift:10  never -- kill switch, "payments"  -           -      1     Pay|ments.swift

        3 flags: 1 overdue, 1 permanent, 1 without a date (as of 2026-06-01)

        """)
  }

  @Test func emptyTextSaysSo() {
    let empty = FlagInventory(today: today, horizonDays: 365, entries: [])
    #expect(empty.render(.text, toolVersion: "0.1.0") == "no flags (as of 2026-06-01)\n")
  }

  @Test func jsonHasASchemaVersionAndEveryField() throws {
    let text = Self.sample.render(.json, toolVersion: "0.1.0")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    #expect(object["today"] as? String == "2026-06-01")
    #expect(object["horizonDays"] as? Int == 365)
    let flags = try #require(object["flags"] as? [[String: Any]])
    #expect(
      flags.map { $0["name"] as? String } == [
        "Flags.oldCheckout", "detail-swiftui", "Flags.payments",
      ])
    #expect(flags[0]["daysLeft"] as? Int == -31)
    #expect(flags[0]["retires"] as? String == "2026-05-01")
    #expect(flags[0]["owner"] as? String == "@ana")
    #expect(flags[0]["status"] as? String == "overdue")
    #expect(
      (flags[0]["referencedIn"] as? [[String: Any]])?.map { $0["references"] as? Int } == [2, 1])
    #expect(flags[1]["symbol"] as? String == "Flags.detail")
    #expect(flags[1]["retires"] is NSNull)
    #expect(flags[2]["retires"] as? String == "never")
    #expect(flags[2]["reason"] as? String == "kill switch, \"payments\"")
    #expect((flags[2]["declarations"] as? [[String: Any]])?.map { $0["line"] as? Int } == [8, 10])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(
      summary == [
        "flags": 3, "overdue": 1, "scheduled": 0, "too-far": 0, "permanent": 1, "missing": 1,
        "invalid": 0,
      ])
  }

  @Test func csvQuotesWhatNeedsIt() {
    #expect(
      Self.sample.render(.csv, toolVersion: "0.1.0")
        == "flag,symbol,kind,status,retires,reason,days_left,owner,references,declared,referenced_in\r\n"
        + "Flags.oldCheckout,,static-property,overdue,2026-05-01,,-31,@ana,3,App/Flags.swift:3,Features/A.swift;Features/B.swift\r\n"
        + "detail-swiftui,Flags.detail,constructor,missing,,,,,0,App/Flags.swift:5,\r\n"
        + "Flags.payments,,static-property,permanent,never,\"kill switch, \"\"payments\"\"\",,,1,App/Flags.swift:8;App/Flags.swift:10,Pay|ments.swift\r\n"
    )
  }

  @Test func markdownEscapesPipes() {
    #expect(
      Self.sample.render(.markdown, toolVersion: "0.1.0") == """
        | Flag | Declared | Retires | Days | Owner | References | Referenced in |
        | --- | --- | --- | --- | --- | ---: | --- |
        | `Flags.oldCheckout` | `App/Flags.swift:3` | 2026-05-01 | 31 overdue | @ana | 3 | `Features/A.swift`<br>`Features/B.swift` |
        | `detail-swiftui (Flags.detail)` | `App/Flags.swift:5` | none | - | - | 0 | - |
        | `Flags.payments` | `App/Flags.swift:8`<br>`App/Flags.swift:10` | never (kill switch, "payments") | - | - | 1 | `Pay\\|ments.swift` |

        3 flags: 1 overdue, 1 permanent, 1 without a date (as of 2026-06-01)

        """)
  }
}
