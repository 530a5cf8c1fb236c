// swift-tools-version:5.9
import PackageDescription

// A modular app whose feature modules each name their first screen `RootViewController`
// and their detail screen `DetailViewController`: Swift keeps them apart by module, and
// so must the graph.
let package = Package(
  name: "Shop",
  platforms: [.iOS(.v16)],
  targets: [
    .target(name: "App", dependencies: ["Orders", "Profile"]),
    .target(name: "Orders"),
    .target(name: "Profile"),
  ]
)
