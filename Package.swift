// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CellControllers",
    // Two libraries by concern, neither with a package dependency. The example is an executable
    // target of this package, not one of its products: `swift run example` runs it here, and
    // packages that depend on this one see only the libraries.
    products: [
        .library(name: "CellControllers", targets: ["CellControllers"]),
        .library(name: "CellControllersDesignSystem", targets: ["CellControllersDesignSystem"]),
    ],
    targets: [
        // The core: cells, hosts, controllers, registrations, snapshots, diffing, the adapter,
        // interactions and pagination.
        .target(
            name: "CellControllers",
            // `Double.rounded()` and friends lower to libm's `round`, `floor`, `ceil`, ... on
            // Linux. Foundation links libm, so only a Foundation-free client would notice: link
            // it here so that `import CellControllers` alone is enough.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Containers, left/right rows, standard components, content layout, declarative
        // screens, states and typed actions, built on the core.
        .target(
            name: "CellControllersDesignSystem",
            dependencies: ["CellControllers"]
        ),
        .executableTarget(
            name: "example",
            dependencies: ["CellControllers", "CellControllersDesignSystem"],
            path: "Example"
        ),

        // Helpers that suites of more than one area or test target share: test cells, the typed
        // event log, screen fixtures that hold their adapter, the diff reference model, a
        // seedable generator, sample text, and the harness that type-checks snippets and
        // documentation with the real compiler. A folder's own fixtures stay next to its suites.
        .target(
            name: "CellControllersTestSupport",
            dependencies: ["CellControllers"],
            path: "Tests/CellControllersTestSupport"
        ),
        .testTarget(
            name: "CellControllersTests",
            dependencies: ["CellControllers", "CellControllersTestSupport"]
        ),
        .testTarget(
            name: "CellControllersDesignSystemTests",
            dependencies: ["CellControllers", "CellControllersDesignSystem", "CellControllersTestSupport"]
        ),
        // The example's CLI, its screens, and `example --interactive` driven through tmux.
        .testTarget(
            name: "ExampleTests",
            dependencies: ["example", "CellControllers", "CellControllersDesignSystem", "CellControllersTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
