import Testing

@testable import PuenteRules
@testable import PuenteSource

// The flag rules through the real engine with a fixed `today` (what `--today` sets),
// so every expectation here is exact and independent of the clock.

let flagRuleIDs: Set<String> = [
  "flag-overdue", "flag-retirement-invalid", "flag-retirement-too-far", "flag-without-retirement",
]

/// Parses a `.puente.json` text with the real schema and validates its `flags` section.
func flagConfiguration(_ text: String) throws -> Configuration {
  let schema = ConfigSchema(
    rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
  let configuration = try Configuration.parse(
    Array(text.utf8), path: ".puente.json", schema: schema)
  try configuration.validateFlags()
  return configuration
}

/// Scans `files` on `today` and returns the flag findings as `path:line:column rule`.
func flagFindings(_ files: [String: String], config: String = "{}", today: String? = "2026-06-01")
  throws
  -> [String]
{
  try flagReport(files, config: config, today: today).map {
    "\($0.path):\($0.location.line):\($0.location.column) \($0.ruleID)"
  }
}

func flagReport(_ files: [String: String], config: String = "{}", today: String? = "2026-06-01")
  throws -> [Finding]
{
  let engine = Engine(
    configuration: try flagConfiguration(config),
    options: ScanOptions(inputs: ScanInputs(today: today.flatMap { CalendarDay(iso: $0) })))
  return try engine.scan(MemorySource(files: files)).findings.filter {
    flagRuleIDs.contains($0.ruleID)
  }
}

@Suite struct FlagRuleTests {
  @Test func overdueVersusFutureDependsOnTheFixedToday() throws {
    let source = """
      enum Flags {
        /// retire: 2026-05-31
        static let yesterday = true
        /// retire: 2026-06-01
        static let today = true
        /// retire: 2026-09-30
        static let autumn = true
        /// retire: 2027-06-01
        static let lastDayOfHorizon = true
        /// retire: 2027-06-02
        static let pastHorizon = true
      }
      """
    #expect(
      try flagFindings(["App/Flags.swift": source], today: "2026-06-01") == [
        "App/Flags.swift:3:14 flag-overdue",
        "App/Flags.swift:11:14 flag-retirement-too-far",
      ])
    #expect(
      try flagFindings(["App/Flags.swift": source], today: "2026-10-01") == [
        "App/Flags.swift:3:14 flag-overdue",
        "App/Flags.swift:5:14 flag-overdue",
        "App/Flags.swift:7:14 flag-overdue",
      ])
  }

  @Test func overdueAndTooFarMessagesCountTheDays() throws {
    let source = """
      enum Flags {
        static let newCheckout = true // retire: 2026-05-31
        static let newSearch = true // retire: 2099-01-01
      }
      """
    let messages = try flagReport(["App/Flags.swift": source]).map(\.message)
    #expect(
      messages == [
        "flag `newCheckout` was due to retire on 2026-05-31, 1 day ago; delete it and the code path it switches off, or set a new date on purpose",
        "flag `newSearch` retires on 2099-01-01, 26512 days from now, beyond the 365-day horizon; pick a date on or before 2027-06-01, or write `never -- reason` for a permanent switch",
      ])
  }

  @Test func withoutRetirementMessageSaysWhatToAdd() throws {
    let source = """
      enum Flags {
        static let newCheckout = true
      }
      func f() { if Flag("detail-swiftui").isOn {} }
      """
    let findings = try flagReport(
      ["App/Flags.swift": source], config: #"{ flags: { constructors: ["Flag"] } }"#)
    #expect(findings.map(\.severity) == [.error, .error])
    #expect(
      findings.map(\.message) == [
        "flag `newCheckout` has no retirement date; add `/// retire: YYYY-MM-DD` (within 365 days) to its declaration",
        "flag `detail-swiftui` has no retirement date; add a `retire: \"YYYY-MM-DD\"` argument or a `// retire: YYYY-MM-DD` comment (within 365 days) to the call",
      ])
  }

  @Test func horizonDaysComesFromTheConfiguration() throws {
    let source = """
      enum Flags {
        static let soon = true // retire: 2026-07-01
        static let later = true // retire: 2026-07-02
      }
      """
    #expect(
      try flagFindings(["App/Flags.swift": source], config: #"{ flags: { horizonDays: 30 } }"#) == [
        "App/Flags.swift:3:14 flag-retirement-too-far"
      ])
  }

  @Test func withoutATodayParameterTheClockDecides() throws {
    // 2000-01-01 has passed on any clock this test will run on.
    let source = "enum Flags {\n  static let old = true // retire: 2000-01-01\n}\n"
    #expect(
      try flagFindings(["App/Flags.swift": source], today: nil) == [
        "App/Flags.swift:2:14 flag-overdue"
      ])
  }

  @Test func eachWayOfWritingADateIsRead() throws {
    let source = """
      enum Flags {
        /// Detail in SwiftUI.
        /// retire: 2026-05-31 owner: @ana
        static let docComment = true
        /**
         Search in SwiftUI. removeBy: 2026-05-31
         */
        static let docBlock = true
        static let trailing = true // expires: 2026-05-31
        // Sunset: 2026-05-31
        static let lineBefore = true
        @available(*, deprecated, message: "retire: 2026-05-31")
        static let available = true
        @MainActor
        // retireBy: 2026-05-31
        static var betweenAttributeAndName: Bool { true }
        static let detail = Flag("detail-swiftui", retireBy: "2026-05-31")
        static let profile = Flag("profile-swiftui", note: "x", remove: "retire: 2026-05-31")
      }
      """
    #expect(
      try flagFindings(
        ["App/Flags.swift": source], config: #"{ flags: { constructors: ["Flag"] } }"#) == [
          "App/Flags.swift:4:14 flag-overdue",
          "App/Flags.swift:8:14 flag-overdue",
          "App/Flags.swift:9:14 flag-overdue",
          "App/Flags.swift:11:14 flag-overdue",
          "App/Flags.swift:13:14 flag-overdue",
          "App/Flags.swift:16:14 flag-overdue",
          "App/Flags.swift:17:23 flag-overdue",
          "App/Flags.swift:18:24 flag-overdue",
        ])
  }

  @Test func configuredDateKeysReplaceTheDefaults() throws {
    let source = """
      enum Flags {
        static let a = true // killBy: 2026-05-31
        static let b = true // retire: 2026-05-31
      }
      """
    #expect(
      try flagFindings(["App/Flags.swift": source], config: #"{ flags: { dateKeys: ["killBy"] } }"#)
        == [
          "App/Flags.swift:2:14 flag-overdue",
          "App/Flags.swift:3:14 flag-without-retirement",
        ])
  }

  @Test func datesInUnrelatedCommentsDoNotCount() throws {
    let flags = """
      /// Migration flags; the first batch had retire: 2026-05-31.
      enum Flags {
        // Old plan, retire: 2026-05-31.

        static let afterBlankLine = true
        static let previous = false // retire: 2026-05-31
        static let nextToATrailingComment = true
        static func helper() -> Bool {
          // retire: 2026-05-31
          return true
        }
        static let inAString = "retire: 2026-05-31"
        static let afterAString = true
      }
      // retire: 2026-05-31
      """
    let elsewhere = """
      // retire: 2026-05-31 for Flags.afterBlankLine (a note elsewhere)
      func use() -> Bool { Flags.afterBlankLine }
      """
    #expect(
      try flagFindings(["App/Flags.swift": flags, "Features/Use.swift": elsewhere]) == [
        "App/Flags.swift:5:14 flag-without-retirement",
        "App/Flags.swift:6:14 flag-overdue",
        "App/Flags.swift:7:14 flag-without-retirement",
        "App/Flags.swift:13:14 flag-without-retirement",
      ])
  }

  @Test func invalidDatesAreTheirOwnFinding() throws {
    let source = """
      enum Flags {
        static let impossible = true // retire: 2027-02-30
        static let noMonth13 = true // retire: 2027-13-01
        static let shortYear = true // retire: 27-03-31
        static let slashes = true // retire: 2027/03/31
        static let words = true // retire: next sprint
        static let empty = true // retire:
        static let neverAlone = true // retire: never
        @available(*, deprecated, message: "retire: 2027-04-31")
        static let available = true
        static let detail = Flag("detail", retireBy: deadline)
        static let mixed = true // retire: 2026-09-30, expires: 2026-02-29
      }
      """
    let findings = try flagReport(
      ["App/Flags.swift": source], config: #"{ flags: { constructors: ["Flag"] } }"#)
    #expect(findings.allSatisfy { $0.ruleID == "flag-retirement-invalid" })
    #expect(
      findings.map(\.message) == [
        "flag `impossible` has an invalid retirement date `2027-02-30` (February 2027 has 28 days); write a real date as `retire: YYYY-MM-DD`",
        "flag `noMonth13` has an invalid retirement date `2027-13-01` (there is no month 13); write a real date as `retire: YYYY-MM-DD`",
        "flag `shortYear` has an invalid retirement date `27-03-31` (not a date in the form YYYY-MM-DD); write a real date as `retire: YYYY-MM-DD`",
        "flag `slashes` has an invalid retirement date `2027/03/31` (not a date in the form YYYY-MM-DD); write a real date as `retire: YYYY-MM-DD`",
        "flag `words` has an invalid retirement date `next` (not a date in the form YYYY-MM-DD); write a real date as `retire: YYYY-MM-DD`",
        "flag `empty` has a retirement key with no date after it; write `retire: YYYY-MM-DD`",
        "flag `neverAlone` is marked `retire: never` without a reason; write `retire: never -- why it stays` for a permanent switch, or give it a date",
        "flag `available` has an invalid retirement date `2027-04-31` (April 2027 has 30 days); write a real date as `retire: YYYY-MM-DD`",
        "flag `detail` has an invalid retirement date `deadline` (not written as a string literal); write a real date as `retire: YYYY-MM-DD`",
        "flag `mixed` has an invalid retirement date `2026-02-29` (February 2026 has 28 days); write a real date as `retire: YYYY-MM-DD`",
      ])
  }

  @Test func permanentSwitchesWithAReasonAreAccepted() throws {
    let source = """
      enum Flags {
        static let a = true // retire: never -- kill switch for payments
        /// retire: never — the payments kill switch stays
        static let b = true
        @available(*, deprecated, message: "retire: never -- remote kill switch")
        static let c = true
        static let d = Flag("d", retire: "never -- kill switch")
      }
      """
    #expect(
      try flagFindings(
        ["App/Flags.swift": source], config: #"{ flags: { constructors: ["Flag"] } }"#) == [])
  }

  @Test func eachDeclarationOfAnIfDebugFlagNeedsItsDate() throws {
    let source = """
      enum Flags {
        #if DEBUG
        /// retire: 2026-09-30
        static let verbose = true
        #else
        static let verbose = false
        #endif
      }
      """
    #expect(
      try flagFindings(["App/Flags.swift": source]) == [
        "App/Flags.swift:6:14 flag-without-retirement"
      ])
  }

  @Test func suppressingAFlagFindingUsesTheDeclarationLine() throws {
    let source = """
      enum Flags {
        /// Debug menu, kept for support.
        // puente:disable-next-line flag-without-retirement -- reviewed with the team
        static let debugMenu = true
      }
      """
    #expect(try flagFindings(["App/Flags.swift": source]) == [])
  }

  @Test func severitiesCanBeConfigured() throws {
    let source = "enum Flags {\n  static let old = true // retire: 2000-01-01\n}\n"
    let findings = try flagReport(
      ["App/Flags.swift": source], config: #"{ rules: { "flag-overdue": { severity: "error" } } }"#)
    #expect(findings.map(\.severity) == [.error])
  }
}

/// What `FlagDiscovery` finds, as `name kind retirement`.
func discovered(
  _ source: String, settings: FlagSettings = .default, path: String = "App/Flags.swift"
) -> [String] {
  FlagDiscovery.declarations(
    in: SourceFile(path: path, bytes: Array(source.utf8)), settings: settings
  ).map {
    let retirement: String
    switch $0.retirement {
    case .missing: retirement = "-"
    case .date(let day): retirement = day.description
    case .never(let reason): retirement = "never(\(reason))"
    case .invalid(let text, _): retirement = "invalid(\(text))"
    }
    return "\($0.name) \($0.kind.rawValue) \(retirement)\($0.owner.map { " " + $0 } ?? "")"
  }
}

@Suite struct FlagDiscoveryTests {
  @Test func staticBoolPropertiesOfAContainerAreFlags() {
    let source = """
      enum Flags {
        static let inferredTrue = true
        static let inferredFalse = false
        static let annotated: Bool = ProcessInfo.processInfo.arguments.contains("-x")
        static var computed: Bool { Remote.bool("computed") }
        public static var qualified: Swift.Bool = true
        private(set) static var readOnlyOutside = true
        private static let isTestFlight = false
        fileprivate static let hidden = true
        static let storeName = "flags"
        static let count: Int = 3
        static let inferredOther = Remote.bool("x")
        let instance = true
        static func isOn(_ name: String) -> Bool { true }
        static let closure: () -> Bool = { true }
        enum Checkout {
          static let newFlow = true
        }
      }
      """
    #expect(
      discovered(source) == [
        "Flags.inferredTrue static-property -",
        "Flags.inferredFalse static-property -",
        "Flags.annotated static-property -",
        "Flags.computed static-property -",
        "Flags.qualified static-property -",
        "Flags.readOnlyOutside static-property -",
        "Flags.Checkout.newFlow static-property -",
      ])
  }

  @Test func configuredValueTypesAreFlagsAnnotatedOrInferred() {
    let source = """
      struct FeatureFlags {
        static let remote: Key<Bool> = Key("remote", default: false)
        static let inferred = Key<Bool>("inferred", default: false)
        static let spaced: FeatureConfig< Bool > = .init("spaced")
        static let count = Key<Int>("count", default: 1)
      }
      """
    let settings = FlagSettings(valueTypes: ["Key<Bool>", "FeatureConfig<Bool>"])
    #expect(
      discovered(source, settings: settings) == [
        "FeatureFlags.remote static-property -",
        "FeatureFlags.inferred static-property -",
        "FeatureFlags.spaced static-property -",
      ])
  }

  @Test func enumCasesAreTheFlagsAndStaticMembersAreHelpers() {
    let source = """
      enum FeatureFlag: String, CaseIterable {
        case detailInSwiftUI
        case a, b // retire: 2026-09-30
        case withValue(Int)
        case withRaw = "with-raw", last
        static var storeName: String { "features" }
        private static let isTestFlight = false
        static let debugDefault = true
        var isEnabled: Bool { true }
        func check() { switch self { case .a: break; default: break } }
      }
      """
    #expect(
      discovered(source) == [
        "FeatureFlag.detailInSwiftUI enum-case -",
        "FeatureFlag.a enum-case 2026-09-30",
        "FeatureFlag.b enum-case 2026-09-30",
        "FeatureFlag.withRaw enum-case -",
        "FeatureFlag.last enum-case -",
      ])
  }

  @Test func extensionsAndNestedTypesAreContainersToo() {
    let source = """
      extension Flags {
        static let fromExtension = true
      }
      extension Flags.Checkout {
        static let nestedExtension = true
      }
      extension FeatureFlag {
        // Same file declares the cases: statics are helpers.
        static let helper = true
      }
      enum FeatureFlag { case one }
      enum Unrelated {
        static let notAFlag = true
        enum Flags { static let nestedContainer = true }
      }
      struct FlagsView { static let compact = true }
      """
    #expect(
      discovered(source) == [
        "Flags.fromExtension static-property -",
        "Flags.Checkout.nestedExtension static-property -",
        "FeatureFlag.one enum-case -",
        "Unrelated.Flags.nestedContainer static-property -",
      ])
  }

  @Test func configuredContainersReplaceTheDefaults() {
    let source = """
      enum Switches { static let a = true }
      enum Flags { static let b = true }
      """
    #expect(
      discovered(source, settings: FlagSettings(containers: ["Switches"])) == [
        "Switches.a static-property -"
      ])
  }

  @Test func constructorCallsAreFlagsUnderTheirKey() {
    let source = """
      enum Flags {
        /// retire: 2026-09-30
        static let detail = Flag("detail-swiftui", owner: "ana")
      }
      let profile = FeatureFlag(key: "profile-swiftui", retireBy: "2026-10-01")
      func f(name: String) {
        if Flag(name).isOn {}
        if Flag("inline").isOn {}
        let local = Flag("local")
        if store.Flag("method-call").isOn {}
        if Flag(retireBy: "2026-10-01").isOn {}
      }
      """
    let settings = FlagSettings(constructors: ["Flag", "FeatureFlag"])
    #expect(
      discovered(source, settings: settings) == [
        "detail-swiftui constructor 2026-09-30 ana",
        "profile-swiftui constructor 2026-10-01",
        "inline constructor -",
        "local constructor -",
      ])
    let file = SourceFile(path: "App/Flags.swift", bytes: Array(source.utf8))
    #expect(
      FlagDiscovery.declarations(in: file, settings: settings).map(\.symbol) == [
        "Flags.detail", "profile", nil, nil,
      ])
  }

  @Test func markedDeclarationsAreFlags() {
    let source = """
      // puente:flag
      let useSwiftUISettings = true
      struct Settings {
        // puente:flag retire: 2026-09-30 owner: @ops
        static var newPicker: Bool { true }

        // puente:flag

        static var separatedByABlankLine: Bool { true }
        static var afterATrailingMarker = 1 // puente:flag
        static var notMarked = true
        // puente:flagged is another word
        static var alsoNotMarked = true
      }
      // puente:flag
      func useNewCheckout() -> Bool { true }
      """
    #expect(
      discovered(source) == [
        "useSwiftUISettings marked -",
        "Settings.newPicker marked 2026-09-30 @ops",
        "useNewCheckout marked -",
      ])
  }

  @Test func aMarkedContainerFlagIsFoundOnce() {
    let source = """
      enum Flags {
        // puente:flag
        static let a = true
      }
      """
    #expect(discovered(source) == ["Flags.a static-property -"])
  }

  @Test func caseNamedLikeAModifierIsNotAModifier() {
    let source = """
      enum FeatureFlag {
        case open
        /// retire: 2026-09-30
        case closed
      }
      """
    #expect(
      discovered(source) == [
        "FeatureFlag.open enum-case -", "FeatureFlag.closed enum-case 2026-09-30",
      ])
  }

  @Test func codeInCommentsAndStringsDeclaresNothing() {
    let source = """
      /*
      enum Flags { static let a = true }
      */
      let text = \"""
      enum Flags { static let b = true }
      \"""
      // enum Flags { static let c = true }
      """
    #expect(discovered(source) == [])
  }
}
