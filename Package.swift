// swift-tools-version:6.0
// PuenteScan: a static analyzer for Swift codebases migrating from UIKit to SwiftUI.
// No package dependencies, by design: everything it knows comes from its own lexer.
//
// Modules follow the pipeline, and dependencies point one way:
//   PuenteScan (the `puente` executable: arguments, wiring, exit codes)
//     → PuenteReport (findings → text, xcode, json, sarif, github)
//     → PuenteRules (config, files, outline, type index, rules, suppressions, engine)
//     → PuenteLexer (bytes → tokens)
import PackageDescription

// No unsafe flags here: SwiftPM refuses them in a package other packages depend on by
// version (`make dependency-check`). The release binary's own flags are the Makefile's.
let package = Package(
  name: "PuenteScan",
  products: [
    .executable(name: "puente", targets: ["PuenteScan"]),
    .library(name: "PuenteLexer", targets: ["PuenteLexer"]),
    .library(name: "PuenteRules", targets: ["PuenteRules"]),
  ],
  targets: [
    .target(name: "PuenteLexer"),
    .target(name: "PuenteRules", dependencies: ["PuenteLexer"]),
    .target(name: "PuenteReport", dependencies: ["PuenteRules", "PuenteLexer"]),
    .executableTarget(name: "PuenteScan", dependencies: ["PuenteReport", "PuenteRules", "PuenteLexer"]),
    .executableTarget(name: "PuenteBench", dependencies: ["PuenteLexer", "PuenteRules"]),
    .testTarget(name: "PuenteLexerTests", dependencies: ["PuenteLexer"]),
    .testTarget(name: "PuenteRulesTests", dependencies: ["PuenteRules", "PuenteLexer"]),
    .testTarget(name: "PuenteReportTests", dependencies: ["PuenteReport", "PuenteRules"]),
    // End to end: runs the built `puente` (and real `git commit`) in temporary
    // repositories. Depends on nothing but Foundation; finds the binary next to itself.
    .testTarget(name: "PuenteCLITests"),
  ]
)
