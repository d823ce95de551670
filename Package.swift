// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CellControllers",
    products: [
        .library(name: "CellControllers", targets: ["CellControllers"]),
        .executable(name: "example", targets: ["example"]),
    ],
    targets: [
        .target(name: "CellControllers"),
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
