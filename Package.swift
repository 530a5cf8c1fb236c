// swift-tools-version:6.0
// PuenteScan: a static analyzer for Swift codebases migrating from UIKit to SwiftUI.
// No package dependencies, by design: everything it knows comes from its own lexer.
import PackageDescription

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
    .executableTarget(name: "PuenteScan", dependencies: ["PuenteRules", "PuenteLexer"]),
    .executableTarget(name: "PuenteBench", dependencies: ["PuenteLexer", "PuenteRules"]),
    .testTarget(name: "PuenteLexerTests", dependencies: ["PuenteLexer"]),
    .testTarget(
      name: "PuenteRulesTests", dependencies: ["PuenteRules", "PuenteLexer"]),
  ]
)
