// swift-tools-version:5.10
import PackageDescription

let package = Package(
  name: "Checkout",
  // platforms: [.iOS(.v13)] was dropped with the 2.0 release
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [.library(name: "Checkout", targets: ["Checkout"])],
  targets: [.target(name: "Checkout")]
)
