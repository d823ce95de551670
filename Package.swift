// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CellControllers",
    products: [
        .library(name: "CellControllers", targets: ["CellControllers"]),
        .executable(name: "example", targets: ["example"]),
    ],
    targets: [
        .target(
            name: "CellControllers",
            // `Double.rounded()` and friends lower to libm's `round`, `floor`, `ceil`, ... on
            // Linux. Foundation links libm, so only a Foundation-free client would notice: link
            // it here so that `import CellControllers` alone is enough.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "example",
            dependencies: ["CellControllers"],
            path: "Example"
        ),
        .testTarget(
            name: "CellControllersTests",
            dependencies: ["CellControllers", "example"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
