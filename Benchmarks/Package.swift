// swift-tools-version: 6.0
import PackageDescription

// Benchmarks for CellControllers, kept in their own package so that the library itself has no
// executable or benchmark targets. Run from the repository root:
//   swift run -c release --package-path Benchmarks cellbench [PREFIX ...]
let package = Package(
    name: "cellbench",
    products: [
        .executable(name: "cellbench", targets: ["cellbench"]),
    ],
    dependencies: [
        .package(name: "CellControllers", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "cellbench",
            dependencies: [
                .product(name: "CellControllers", package: "CellControllers"),
                // The pagination cases use the design system's standard footers.
                .product(name: "CellControllersDesignSystem", package: "CellControllers"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
