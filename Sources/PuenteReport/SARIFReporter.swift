import PuenteJSON
import PuenteRules

/// SARIF 2.1.0 (OASIS), shaped for GitHub code scanning's upload-sarif action.
///
/// - Artifact URIs are relative, percent-encoded paths with `uriBaseId` `%SRCROOT%`;
///   `originalUriBaseIds` declares that base without a `uri`, because GitHub resolves
///   relative URIs against the repository root and an absolute path would leak the
///   machine's layout.
/// - `columnKind` is `unicodeCodePoints`, matching `LineColumn.column`.
/// - `partialFingerprints.primaryLocationLineHash` carries our `Fingerprint`, so GitHub
///   keeps an alert's identity across commits that shift lines.
/// - Unreadable files become `toolExecutionNotifications`; the run still succeeded.
struct SARIFReporter {
  var toolVersion: String

  static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  static let informationURI = "https://github.com/puentescan/puente"
  static let sourceRoot = "%SRCROOT%"

  func render(_ report: ScanReport) -> String {
    var ruleIndex: [String: Int] = [:]
    for (i, rule) in report.rules.enumerated() where ruleIndex[rule.id] == nil {
      ruleIndex[rule.id] = i
    }

    let rules: [JSONValue] = report.rules.map { rule in
      .object([
        ("id", .string(rule.id)),
        ("name", .string(SARIFReporter.ruleName(rule.id))),
        ("shortDescription", Self.message(rule.summary)),
        ("fullDescription", Self.message(rule.rationale)),
        ("defaultConfiguration", .object([("level", .string(Self.level(rule.defaultSeverity)))])),
        (
          "help",
          Self.message(rule.summary + "\n\n" + rule.rationale + "\n\nRun `puente rules \(rule.id)` for examples.")
        ),
      ])
    }

    let fingerprints = report.findingFingerprints()
    let results: [JSONValue] = zip(report.findings, fingerprints).map { finding, fingerprint in
      var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
      // A finding from a rule the report does not list keeps its ruleId; an absent
      // ruleIndex is valid SARIF, a wrong one is not.
      if let index = ruleIndex[finding.ruleID] { members.append(("ruleIndex", .int(index))) }
      members += [
        ("level", .string(Self.level(finding.severity))),
        ("message", Self.message(finding.message)),
        (
          "locations",
          Self.locations(
            finding.path,
            region: .object([
              ("startLine", .int(finding.location.line)), ("startColumn", .int(finding.location.column)),
            ]))
        ),
        ("partialFingerprints", .object([("primaryLocationLineHash", .string(fingerprint))])),
      ]
      return .object(JSONObject(members))
    }

    let notifications: [JSONValue] = report.problems.map { problem in
      .object([
        ("level", .string("warning")),
        ("message", Self.message(problem.message)),
        ("locations", Self.locations(problem.path)),
      ])
    }

    let run = JSONValue.object([
      (
        "tool",
        .object([
          (
            "driver",
            .object([
              ("name", .string("puente")),
              ("informationUri", .string(SARIFReporter.informationURI)),
              ("semanticVersion", .string(toolVersion)),
              ("rules", .array(rules)),
            ])
          )
        ])
      ),
      (
        "invocations",
        .array([
          .object([
            ("executionSuccessful", .bool(true)),
            ("toolExecutionNotifications", .array(notifications)),
          ])
        ])
      ),
      (
        "originalUriBaseIds",
        .object([
          (
            SARIFReporter.sourceRoot,
            .object([("description", Self.message("The repository root."))])
          )
        ])
      ),
      ("columnKind", .string("unicodeCodePoints")),
      ("results", .array(results)),
    ])

    return JSONValue.object([
      ("$schema", .string(SARIFReporter.schemaURI)),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).prettyPrinted()
  }

  /// `hosting-outside-adapter` → `HostingOutsideAdapter` (SARIF's `name` is meant to be an
  /// identifier-like, human-readable form of the id).
  static func ruleName(_ id: String) -> String {
    var name = ""
    for part in id.split(separator: "-", omittingEmptySubsequences: true) {
      name += part.prefix(1).uppercased() + part.dropFirst()
    }
    return name
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    }
  }

  /// SARIF's message object, `{"text": …}`.
  static func message(_ text: String) -> JSONValue { .object([("text", .string(text))]) }

  /// A `locations` array of one physical location: the file (a relative URI under
  /// `sourceRoot`), and the region when there is one.
  static func locations(_ path: String, region: JSONValue? = nil) -> JSONValue {
    let file: JSONValue = .object([("uri", .string(Escaping.uriPath(path))), ("uriBaseId", .string(sourceRoot))])
    var location: [(String, JSONValue)] = [("artifactLocation", file)]
    if let region { location.append(("region", region)) }
    return .array([.object([("physicalLocation", .object(JSONObject(location)))])])
  }
}
