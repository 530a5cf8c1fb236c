// swift-tools-version:6.0
// PuenteScan: a static analyzer for Swift codebases migrating from UIKit to SwiftUI.
// No package dependencies, by design: everything it knows comes from its own lexer.
//
// Modules follow the pipeline, and dependencies point one way:
//   PuenteScan (the `puente` executable: one call into PuenteCLI)
//     → PuenteCLI (arguments, wiring, exit codes: every command)
//     → PuenteReport (every renderer: findings, trend, audits, inventories, graphs)
//     → PuenteHistory (the trend: commits sampled, tree diffs, facts per blob, cache, ledger)
//     → PuenteRules (config, outline, type index, analyses, rules, suppressions, engine)
//     → three leaves, none depending on another: PuenteSource (where bytes come from:
//       folders, git objects, the index, processes), PuenteLexer (bytes → tokens) and
//       PuenteJSON (one reader, one writer, one escaper)
import PackageDescription

// No unsafe flags here: SwiftPM refuses them in a package other packages depend on by
// version (`make dependency-check`). The release binary's own flags are the Makefile's.
let package = Package(
  name: "PuenteScan",
  products: [
    .executable(name: "puente", targets: ["PuenteScan"]),
    .library(name: "PuenteLexer", targets: ["PuenteLexer"]),
    .library(name: "PuenteRules", targets: ["PuenteRules"]),
    // `swift package puente …`, `swift package puente-write baseline|init`, and the scan
    // as a build step with inline diagnostics (SwiftPM targets and Xcode projects).
    .plugin(name: "PuentePlugin", targets: ["PuenteCommandPlugin"]),
    .plugin(name: "PuenteWritePlugin", targets: ["PuenteWritePlugin"]),
    .plugin(name: "PuenteBuildToolPlugin", targets: ["PuenteBuildToolPlugin"]),
  ],
  targets: [
    .target(name: "PuenteLexer"),
    .target(name: "PuenteJSON"),
    .target(name: "PuenteSource"),
    .target(name: "PuenteRules", dependencies: ["PuenteLexer", "PuenteSource", "PuenteJSON"]),
    .target(name: "PuenteHistory", dependencies: ["PuenteRules", "PuenteSource", "PuenteJSON", "PuenteLexer"]),
    .target(
      name: "PuenteReport", dependencies: ["PuenteHistory", "PuenteRules", "PuenteSource", "PuenteJSON", "PuenteLexer"]),
    .target(
      name: "PuenteCLI",
      dependencies: ["PuenteReport", "PuenteHistory", "PuenteRules", "PuenteSource", "PuenteJSON", "PuenteLexer"]),
    .executableTarget(name: "PuenteScan", dependencies: ["PuenteCLI"]),
    // The same command line as the plugins' tool (see its main.swift for why it is apart).
    .executableTarget(name: "PuenteTool", dependencies: ["PuenteCLI"]),
    .executableTarget(name: "PuenteBench", dependencies: ["PuenteLexer", "PuenteRules", "PuenteSource"]),
    .plugin(
      name: "PuenteCommandPlugin",
      capability: .command(
        intent: .custom(verb: "puente", description: "Run puente (scan by default) with this package as the root"),
        permissions: []),
      dependencies: [.target(name: "PuenteTool")]),
    .plugin(
      name: "PuenteWritePlugin",
      capability: .command(
        intent: .custom(verb: "puente-write", description: "Run `puente baseline write|update` or `puente init`"),
        permissions: [
          .writeToPackageDirectory(
            reason: "puente baseline writes .puente-baseline.json and puente init writes .puente.json in the package")
        ]),
      dependencies: [.target(name: "PuenteTool")]),
    .plugin(name: "PuenteBuildToolPlugin", capability: .buildTool(), dependencies: [.target(name: "PuenteTool")]),
    .testTarget(name: "PuenteLexerTests", dependencies: ["PuenteLexer"]),
    .testTarget(
      name: "PuenteRulesTests",
      dependencies: ["PuenteRules", "PuenteHistory", "PuenteReport", "PuenteSource", "PuenteJSON", "PuenteLexer"]),
    .testTarget(
      name: "PuenteReportTests",
      dependencies: ["PuenteReport", "PuenteHistory", "PuenteRules", "PuenteSource", "PuenteJSON"]),
    // End to end: runs the built `puente` (and real `git commit`) in temporary
    // repositories. Depends on nothing but Foundation; finds the binary next to itself.
    .testTarget(name: "PuenteCLITests"),
  ]
)
