import PuenteLexer

/// What the shim rules share in a scan: the deployment targets they judge by and the
/// uses of removable shims' names elsewhere (both supplied by the command, see
/// `ScanInputs`).
public struct ShimScan: ScanAnalysis, Sendable {
  /// The command's resolved targets, else the configuration's minimums.
  public let global: DeploymentTargets
  /// The configuration's `deploymentTargets` (its folder targets). An invalid section
  /// gives none here; commands report it before scanning.
  public let settings: DeploymentTargetSettings
  public let references: [String: Int]

  public static func run(_ scan: ScanContext) -> ShimScan {
    let settings = (try? DeploymentTargetSettings(configuration: scan.configuration)) ?? DeploymentTargetSettings()
    return ShimScan(
      global: scan.inputs.deploymentTargets ?? settings.targets, settings: settings,
      references: scan.inputs.shimReferences ?? [:])
  }

  /// The targets for the file at `path`: the global ones, with the platforms of the most
  /// specific configured folder containing it replaced.
  public func targets(for path: String) -> DeploymentTargets {
    global.overlaid(with: settings.folder(containing: path)?.targets ?? DeploymentTargets())
  }

  /// What the shim rules' examples assume: deployment targets iOS 17.0 and macOS 14.0.
  static let exampleInputs = ScanInputs(
    deploymentTargets: (try? DeploymentTargets(parsing: "iOS=17.0,macOS=14.0")) ?? DeploymentTargets())
}

/// A file's shim items under its deployment targets, each with the lines it frees:
/// what the three shim rules report and `puente shims` sizes.
public enum ShimItems: FileAnalysis {
  public static func run(_ file: SourceFile, in scan: ScanContext) -> [ShimItem] {
    ShimAnalysis.items(in: file, targets: scan.result(of: ShimScan.self).targets(for: file.path)).map { item in
      var item = item
      item.lines = item.removableLines(in: file)
      return item
    }
  }
}

/// Messages and violations for the shim rules, from `ShimItem`s.
package enum ShimRuleSupport {
  /// The violations of `kinds` in the context's file.
  static func violations(_ context: RuleContext, kinds: Set<ShimItem.Kind>) -> [RuleViolation] {
    let references = context.result(of: ShimScan.self).references
    return context.result(of: ShimItems.self).filter { kinds.contains($0.kind) }.map { item in
      RuleViolation(
        offset: item.offset, message: message(item, references: self.references(of: item, totals: references)))
    }
  }

  /// The references of a shim elsewhere in the scanned code, when every name's total is known.
  static func references(of item: ShimItem, totals: [String: Int]) -> Int? {
    guard item.kind == .removableShim, !item.names.isEmpty else { return nil }
    var sum = 0
    for name in item.names {
      guard let count = totals[name] else { return nil }
      sum += count
    }
    return max(0, sum - item.selfReferences)
  }

  /// `iOS 17.0 and macOS 14.0` of the versions the code names.
  static func required(_ item: ShimItem) -> String {
    DeploymentTargets.list(item.judged.map { "\($0.platform.rawValue) \($0.required.text)" })
  }

  /// `the deployment target is iOS 16.0` / `the deployment targets are iOS 16.0 and macOS 13.0`.
  static func targetClause(_ item: ShimItem) -> String {
    let targets = DeploymentTargets.list(
      item.judged.map { "\($0.platform.rawValue) \($0.target.text)" })
    return item.judged.count == 1
      ? "the deployment target is \(targets)" : "the deployment targets are \(targets)"
  }

  /// `lines 4-25` or `line 7`.
  package static func linesText(_ lines: ClosedRange<Int>) -> String {
    lines.count == 1 ? "line \(lines.lowerBound)" : "lines \(lines.lowerBound)-\(lines.upperBound)"
  }

  /// The message of one item: what it is, why it can go, and what to do.
  static func message(_ item: ShimItem, references: Int?) -> String {
    let lines = item.lines.map(linesText)
    switch item.kind {
    case .removableShim:
      var text =
        "`\(item.declaration ?? "declaration")` is \(item.verb) \(required(item)) and \(targetClause(item))"
      text += "; delete the shim (\(lines ?? "its declaration"))"
      let names = item.names.map { "`\($0)`" }.joined(separator: ", ")
      if item.names.isEmpty {
        text += " and call the native API at its call sites"
      } else if let references {
        if references == 0 {
          text += "; nothing references it"
        } else if item.names == [item.declaration ?? ""] {
          text += " and call the native API at its \(plural(references, "reference"))"
        } else {
          text += " and call the native API at the \(plural(references, "reference")) to \(names)"
        }
      } else {
        text += " and call the native API directly"
      }
      return text
    case .alwaysTrueCheck:
      var text = "`\(item.syntax)` is always true: \(targetClause(item))"
      if let lines {
        text += "; delete the check and its dead `else` branch (\(lines))"
      } else {
        text += "; delete the check"
      }
      return text
    case .neverTrueCheck:
      var text = "`\(item.syntax)` is never true: \(targetClause(item))"
      if let lines, item.guardFails {
        text += "; keep the `else` body and delete the check and the code after it (\(lines))"
      } else if let lines, item.keepsElse {
        text += "; replace the statement (\(lines)) with the body of its `else` branch"
      } else if let lines {
        text += "; delete the check and the code it guards (\(lines))"
      } else {
        text += "; delete the check"
      }
      return text
    case .redundantAttribute:
      return "`\(item.syntax)` is always satisfied: \(targetClause(item)); delete the attribute"
    }
  }
}
