import Foundation
import PuenteRules
import PuenteSource

/// `puente rules [ID]`: the rules' documentation, from the same examples the tests run.
enum RulesCommand {
  static let help = """
    usage: puente rules [ID]

    Without ID, lists every rule with its default severity and summary. With ID, prints
    the rule's rationale, options and examples (`↓` marks where a finding is reported).
    """

  static func run(_ args: [String]) -> ExitStatus {
    if args.contains("--help") || args.contains("-h") { return Output.help(help) }
    if let unknown = args.first(where: { $0.hasPrefix("-") }) {
      Output.err("puente rules: unknown option `\(unknown)`\n")
      return .error
    }
    guard let id = args.first else {
      let width = RuleRegistry.all.map { $0.info.id.count }.max() ?? 0
      var text = ""
      for rule in RuleRegistry.all {
        let opt = rule.enabledByDefault ? "" : " (opt-in)"
        text +=
          "\(rule.info.id.padding(width))  \(rule.info.defaultSeverity.rawValue.padding(7))  \(rule.info.summary)\(opt)\n"
      }
      text += "\nRun `puente rules ID` for a rule's rationale and examples.\n"
      Output.out(text)
      return .clean
    }
    guard let rule = RuleRegistry.documentation(id: id) else {
      let hint =
        RuleRegistry.all.map(\.info.id).first { Suggestion.editDistance($0, id) <= 3 }.map { "; did you mean `\($0)`?" }
        ?? ""
      Output.err("puente rules: unknown rule `\(id)`\(hint)\n")
      return .error
    }
    Output.out(describe(rule))
    return .clean
  }

  static func describe(_ rule: CheckDocumentation) -> String {
    var text = "\(rule.info.id) (\(rule.info.defaultSeverity.rawValue)\(rule.enabledByDefault ? "" : ", opt-in"))\n\n"
    text += rule.info.summary + "\n\n" + rule.info.rationale + "\n"
    if !rule.options.isEmpty {
      text += "\nOptions (in .puente.json under rules.\(rule.info.id)):\n"
      for (key, description) in rule.options.sorted(by: { $0.key < $1.key }) {
        text += "  \(key): \(description)\n"
      }
    }
    text += "\nTriggering examples (↓ marks each finding):\n"
    for example in rule.triggeringExamples { text += "\n" + indent(example) + "\n" }
    text += "\nNon-triggering examples:\n"
    for example in rule.nonTriggeringExamples { text += "\n" + indent(example) + "\n" }
    return text
  }

  static func indent(_ s: String) -> String {
    s.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
  }
}

/// `puente init`: writes a commented starting configuration.
enum InitCommand {
  static let help = """
    usage: puente init [--force] [FOLDER]

    Writes FOLDER/.puente.json (default: the current folder), a commented starting file
    listing every option and rule. Refuses to overwrite an existing file unless --force.
    """

  /// Commented feature sections appended to the starting file.
  static let featureLines = [
    "  // Report `puente:` comments that silence nothing (same as --report-unused-suppressions).",
    "  reportUnusedSuppressions: false,",
    "  // Feature flags (`puente flags`, and the flag rules in `puente scan`). Defaults shown;",
    "  // `valueTypes` adds flag property types besides Bool, `constructors` flag factories",
    "  // like `Flag(\"key\", retireBy: \"2027-03-31\")`.",
    "  flags: {",
    "    containers: [\"Flags\", \"FeatureFlags\", \"FeatureFlag\", \"FeatureToggles\", \"Toggles\"],",
    "    valueTypes: [],",
    "    constructors: [],",
    "    dateKeys: [\"retire\", \"retireBy\", \"remove\", \"removeBy\", \"expires\", \"sunset\"],",
    "    horizonDays: 365,",
    "  },",
    "  // Deployment targets for `puente shims` (and the shim rules when enabled). Found in",
    "  // Package.swift, Xcode projects, .xcconfig, XcodeGen, Tuist and Podfile unless",
    "  // `discover` is false; minimums here replace them, `folders` set a module's own.",
    "  // deploymentTargets: { iOS: \"16.0\", discover: true, folders: { \"Modules/LegacyKit\": { iOS: \"15.0\" } } },",
    "  // Modules a layer may not import (`forbidden-module-import`), as globs over module names",
    "  // or `package/name`; none by default. A feature imports neither the app nor a sibling:",
    "  // layers: { \"Features/*\": { mayNotImport: [\"App\", \"Features/*\"] } },",
  ]

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(args, options: [], flags: ["--force", "--help", "-h"])
      if parsed.wantsHelp { return Output.help(help) }
      var folder = parsed.positionals.first ?? "."
      while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
      let path = folder + "/" + Configuration.fileName
      if FileManager.default.fileExists(atPath: path) && !parsed.flag("--force") {
        Output.err("puente init: `\(path)` already exists; keep it, or run with --force to replace it\n")
        return .error
      }
      let text = InitTemplate.text(rules: RuleRegistry.all, extraLines: InitCommand.featureLines)
      do {
        try AtomicFile.write(Array(text.utf8), to: path)
      } catch {
        // (The system's reason, not the error value's description: a Foundation dump.)
        Output.err("puente init: cannot write `\(path)`: \(error.localizedDescription)\n")
        return .error
      }
      Output.out("wrote \(path)\n")
      return .clean
    } catch {
      return Output.fail(error, command: "init")
    }
  }
}
