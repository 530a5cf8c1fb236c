// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Maps",
  platforms: [.iOS(.v15_4), .macOS("10.15")],
  targets: [.target(name: "Maps")]
)
