// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Core",
  platforms: [.iOS(.v16)],
  products: [
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "CoreUI", targets: ["DesignSystem"]),
  ],
  targets: [
    .target(
      name: "Networking",
      dependencies: [
        "Models",
        // .target(name: "DesignSystem"),
      ]
    ),
    .target(name: "Models"),
    .target(name: "DesignSystem", dependencies: [], resources: [.process("Resources")]),
  ]
)
