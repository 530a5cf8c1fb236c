// swift-tools-version:6.0
// PuenteScan: a static analyzer for Swift codebases migrating from UIKit to SwiftUI.
// No package dependencies, by design: everything it knows comes from its own lexer.
//
// Modules follow the pipeline, and dependencies point one way:
//   PuenteScan (the `puente` executable: arguments, wiring, exit codes)
//     → PuenteReport (findings → text, xcode, json, sarif, github)
//     → PuenteRules (config, files, outline, type index, rules, suppressions, engine)
//     → PuenteLexer (bytes → tokens)
//     → CPuenteSIMD (vector kernels in C: the prefilter, line starts, Adler-32)
import PackageDescription

/// Release builds leave out the run-time exclusivity checks (a call into the runtime at
/// every access to a class's stored array, 1.5% of a cold trend's instructions, more of
/// its serial part); debug builds, which the tests run, keep them, so an overlapping
/// access still fails there.
let release: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
  name: "PuenteScan",
  products: [
    .executable(name: "puente", targets: ["PuenteScan"]),
    .library(name: "PuenteLexer", targets: ["PuenteLexer"]),
    .library(name: "PuenteRules", targets: ["PuenteRules"]),
  ],
  targets: [
    .target(name: "PuenteLexer", dependencies: ["CPuenteSIMD"], swiftSettings: release),
    // The one kernel Swift cannot express (a byte shuffle, for the prefilter's Teddy
    // search), in C; compiled for every platform, used where the CPU has AVX2.
    .target(name: "CPuenteSIMD"),
    .target(name: "PuenteRules", dependencies: ["PuenteLexer", "CPuenteSIMD"], swiftSettings: release),
    .target(name: "PuenteReport", dependencies: ["PuenteRules", "PuenteLexer"], swiftSettings: release),
    .executableTarget(
      name: "PuenteScan", dependencies: ["PuenteReport", "PuenteRules", "PuenteLexer"], swiftSettings: release),
    .executableTarget(name: "PuenteBench", dependencies: ["PuenteLexer", "PuenteRules"], swiftSettings: release),
    .testTarget(name: "PuenteLexerTests", dependencies: ["PuenteLexer"]),
    .testTarget(name: "PuenteRulesTests", dependencies: ["PuenteRules", "PuenteLexer"]),
    .testTarget(name: "PuenteReportTests", dependencies: ["PuenteReport", "PuenteRules"]),
    // End to end: runs the built `puente` (and real `git commit`) in temporary
    // repositories. Depends on nothing but Foundation; finds the binary next to itself.
    .testTarget(name: "PuenteCLITests"),
  ]
)
