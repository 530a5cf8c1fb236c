// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Features",
  platforms: [.iOS(.v16)],
  products: [
    .library(name: "OrdersFeature", targets: ["OrdersFeature"]),
    .library(name: "PaymentsFeature", targets: ["PaymentsFeature"]),
  ],
  dependencies: [
    .package(path: "../Core"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.15.0"),
  ],
  targets: [
    .target(
      name: "OrdersFeature",
      dependencies: [
        .product(name: "Networking", package: "Core"),
        .product(name: "CoreUI", package: "Core"),
      ],
      path: "Orders"
    ),
    .target(name: "PaymentsFeature", dependencies: [.product(name: "Networking", package: "Core")], path: "Payments"),
    .testTarget(
      name: "OrdersFeatureTests",
      dependencies: [
        "OrdersFeature",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
  ]
)
