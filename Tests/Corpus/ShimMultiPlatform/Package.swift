// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Notes",
  platforms: [
    .iOS(.v16),
    .macOS(.v13),
    .macCatalyst(.v16),
  ],
  targets: [.target(name: "Notes")]
)
