import PuenteLexer

/// The keys under which commands pass shim data to the rules in `ScanOptions.parameters`
/// (`RuleContext.parameters`), and how the values are written.
public enum ShimParameters {
  /// The resolved global deployment targets, `iOS=17.0,macOS=14.0` (`DeploymentTargets.encoded`).
  /// Absent: the rules use the configuration's `deploymentTargets` minimums alone.
  /// Folder targets always come from the configuration.
  public static let deploymentTargets = "deploymentTargets"
  /// Identifier uses of removable shims' names in the whole scanned code, `name=3,other=0`.
  /// Absent (or a name missing): messages leave the reference count out.
  public static let references = "shimReferences"

  /// `name=3,other=0`, sorted by name.
  public static func encode(references: [String: Int]) -> String {
    references.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
  }

  /// The inverse of `encode(references:)`; malformed pairs are skipped.
  public static func decode(references text: String) -> [String: Int] {
    var result: [String: Int] = [:]
    for pair in text.split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2, let count = Int(parts[1]) { result[String(parts[0])] = count }
    }
    return result
  }

  /// The deployment targets for the file a rule is checking: the command's resolved
  /// targets (or, without them, the configuration's minimums), with the platforms of the
  /// most specific configured folder containing the file replaced. An invalid
  /// `deploymentTargets` section gives no targets here; commands report it before scanning.
  public static func targets(for context: RuleContext) -> DeploymentTargets {
    let settings =
      (try? DeploymentTargetSettings(configuration: context.configuration))
      ?? DeploymentTargetSettings()
    var global = settings.targets
    if let encoded = context.parameters[deploymentTargets] {
      global =
        encoded.isEmpty
        ? DeploymentTargets() : ((try? DeploymentTargets(parsing: encoded)) ?? DeploymentTargets())
    }
    return global.overlaid(
      with: settings.folder(containing: context.file.path)?.targets ?? DeploymentTargets())
  }
}

/// Messages and violations for the shim rules, from `ShimItem`s.
enum ShimRuleSupport {
  /// The violations of `kinds` in the context's file.
  static func violations(_ context: RuleContext, kinds: Set<ShimItem.Kind>) -> [RuleViolation] {
    let targets = ShimParameters.targets(for: context)
    let references =
      context.parameters[ShimParameters.references].map(ShimParameters.decode(references:)) ?? [:]
    return ShimAnalysis.items(in: context.file, targets: targets).filter { kinds.contains($0.kind) }
      .map { item in
        RuleViolation(
          offset: item.offset,
          message: message(
            item, file: context.file, references: self.references(of: item, totals: references)))
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
  static func linesText(_ lines: ClosedRange<Int>) -> String {
    lines.count == 1 ? "line \(lines.lowerBound)" : "lines \(lines.lowerBound)-\(lines.upperBound)"
  }

  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// The message of one item: what it is, why it can go, and what to do.
  static func message(_ item: ShimItem, file: SourceFile, references: Int?) -> String {
    let lines = item.removableLines(in: file).map(linesText)
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
