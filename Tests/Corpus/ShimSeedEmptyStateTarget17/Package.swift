// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Shop",
  platforms: [
    .iOS(.v17)
  ],
  products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
  targets: [
    .target(name: "DesignSystem"),
    .target(name: "Orders", dependencies: ["DesignSystem"]),
  ]
)
