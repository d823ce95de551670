// swift-tools-version: 6.0
// A consumer of CellControllers, written from its public documentation only: it depends on the
// package by path, as an app would, and uses nothing but its two libraries,
// `import CellControllers` and `import CellControllersDesignSystem`.
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(name: "CellControllers", path: "../.."),
    ],
    targets: [
        .target(
            name: "LibraryFeature",
            dependencies: [
                .product(name: "CellControllers", package: "CellControllers"),
                .product(name: "CellControllersDesignSystem", package: "CellControllers"),
            ]
        ),
        .executableTarget(
            name: "library-feature",
            dependencies: [
                "LibraryFeature",
                .product(name: "CellControllers", package: "CellControllers"),
                .product(name: "CellControllersDesignSystem", package: "CellControllers"),
            ]
        ),
        .testTarget(
            name: "LibraryFeatureTests",
            dependencies: [
                "LibraryFeature",
                .product(name: "CellControllers", package: "CellControllers"),
                .product(name: "CellControllersDesignSystem", package: "CellControllers"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
