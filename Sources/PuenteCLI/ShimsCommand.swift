import Foundation
import PuenteReport
import PuenteRules
import PuenteSource

/// `puente shims`: which availability shims, checks and attributes the deployment targets
/// have made removable, and how much code depends on each.
enum ShimsCommand {
  static let help = """
    usage: puente shims [PATH] [options]

    Audits availability shims against the deployment targets: declarations marked
    `@available(iOS, deprecated: 17.0)` (or `obsoleted:`, or `@backDeployed(before:)`)
    that the targets have reached (removable-shim), `#available` checks the targets
    guarantee and `#unavailable` checks they rule out (always-true-availability), and
    `@available(iOS 14, *)` attributes that restrict nothing (redundant-availability).
    Items are sorted by how many lines can go; shims show how many references to
    their names the rest of the code has.

    PATH is the repository root (default: the current folder); its .puente.json applies.

    Deployment targets are found in Package.swift (platforms:), *.xcodeproj
    (IPHONEOS_DEPLOYMENT_TARGET, MACOSX_…, TVOS_…, WATCHOS_…, XROS_…), *.xcconfig,
    XcodeGen project.yml (deploymentTarget), Tuist Project.swift (deploymentTargets) and
    Podfile (platform :ios, '15.0'). Where several disagree the lowest decides. A
    platform with no target is ignored. .puente.json can set them instead:

      "deploymentTargets": {
        "iOS": "16.0", "macOS": "13.0",         // replace what was found
        "discover": true,                        // false: read no build files
        "folders": { "Modules/LegacyKit": { "iOS": "15.0" } }   // own minimums
      }

    options:
      --config FILE                  configuration file (default: PATH/.puente.json)
      --deployment-target P=V[,…]    assume these targets (what-if), e.g. iOS=18.0,macOS=15.0;
                                     platforms: \(Platform.allCases.map(\.rawValue).joined(separator: ", "))
      --explain-targets              list the targets found and where, what is assumed, and stop
      --format FORMAT                \(ShimAuditFormat.allCases.map(\.rawValue).joined(separator: "|")) (default: text)
      --include-generated            also audit generated files (skipped by default)
      --help                         show this help

    formats:
    \(formatList(ShimAuditFormat.self))

    exit status: 0 nothing removable, 1 something removable, 2 usage, configuration or
    I/O error, or no deployment target found (the audit does not guess one)
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(
        args, options: ["--config", "--format", "--deployment-target"],
        flags: ["--explain-targets", "--include-generated", "--help", "-h"], repeatable: ["--deployment-target"])
      if parsed.wantsHelp { return Output.help(help) }
      let format = try parsed.choice(ShimAuditFormat.self)
      var overrides = DeploymentTargets()
      for value in parsed.all("--deployment-target") {
        do {
          overrides = overrides.overlaid(with: try DeploymentTargets(parsing: value))
        } catch {
          throw UsageError("--deployment-target: \(error.message)")
        }
      }
      let (root, configuration) = try ScanCommand.repositoryRoot(parsed)
      let source = WorkingTreeSource(root: root)
      let includeGenerated: Bool? = parsed.flag("--include-generated") ? true : nil
      let setup = try ShimAudit.prepare(
        source: source, configuration: configuration, overrides: overrides, force: true,
        includeGenerated: includeGenerated)
      for problem in setup.problems { Output.warn(problem) }
      let configurationPath = configuration.source ?? Configuration.fileName
      if parsed.flag("--explain-targets") {
        Output.out(ShimAuditRenderer.explain(setup.targets, configurationPath: configurationPath))
        return setup.targets.isEmpty ? .error : .clean
      }
      guard !setup.targets.isEmpty else {
        Output.err(
          """
          puente shims: no deployment target found in Package.swift, Xcode projects, .xcconfig, \
          project.yml, Project.swift or Podfile under `\(root)`; give one with --deployment-target \
          iOS=16.0 or `deploymentTargets` in \(configurationPath) (the audit does not guess)

          """)
        return .error
      }
      let report = try ShimAudit.run(
        source: source, configuration: configuration, setup: setup,
        includeGenerated: includeGenerated)
      Output.out(
        ShimAuditRenderer(toolVersion: toolVersion).render(report, format: format)
          ?? Reporter(format: .sarif, color: false, toolVersion: toolVersion).render(report.scan))
      for problem in report.scan.problems {
        Output.warn(problem)
      }
      return report.entries.isEmpty ? .clean : .findings
    } catch {
      return Output.fail(error, command: "shims")
    }
  }
}
