import ProjectDescription

// deploymentTargets: .iOS("15.0") — before the 2024 bump
let project = Project(
    name: "Reader",
    targets: [
        .target(
            name: "Reader",
            destinations: [.iPhone, .iPad, .mac],
            product: .app,
            bundleId: "com.example.reader",
            deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0"),
            sources: ["Sources/**"]
        ),
    ]
)
