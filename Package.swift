// swift-tools-version:6.0
import PackageDescription

// The pipeline (see README.md): bytes -> NibXML -> NibModel -> (NibLayout -> LayoutSolver) -> NibCheck -> nibtool.
let package = Package(
    name: "nibtool",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "nibtool", targets: ["nibtool"]),
        .library(name: "NibModel", targets: ["NibModel"]),
        .plugin(name: "NibtoolPlugin", targets: ["NibtoolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // Small shared utilities with no Interface Builder knowledge: ordered JSON values, atomic
        // file writes, path globs, a worker pool with a deadline per input, and where the
        // installed data (schema, fonts) is.
        .target(name: "NibSupport"),
        .target(name: "NibXML", dependencies: ["CLibXML2"]),
        // RELAX NG validation of parsed documents: the fast derivative validator, and libxml2's
        // validator for the messages when a document is not valid (schema/README.md).
        .target(name: "NibSchema", dependencies: ["NibXML", "CLibXML2"]),
        .target(name: "NibText", dependencies: ["NibSupport", "CFreeType", "CHarfBuzz"]),
        .target(name: "NibModel", dependencies: ["NibXML"]),
        .target(name: "LayoutSolver"),
        .target(name: "NibLayout", dependencies: ["NibModel", "LayoutSolver", "NibText"]),
        // The index of the app's own files that the source rules compare a document with: classes,
        // outlets, actions and inspectables from Swift and Objective-C, assets, fonts, strings.
        .target(name: "NibSourceIndex", dependencies: ["NibText", "NibXML"]),
        .target(name: "NibCheck", dependencies: ["NibSupport", "NibSchema", "NibXML", "NibModel", "LayoutSolver", "NibLayout", "NibText", "NibSourceIndex", .product(name: "Yams", package: "Yams")]),
        .target(name: "NibRender", dependencies: ["NibLayout", "NibModel", "NibText", "NibXML", "CCairo"]),
        .target(name: "NibFix", dependencies: ["NibSupport", "LayoutSolver", "NibLayout", "NibModel", "NibXML"]),
        .target(name: "NibExplain", dependencies: ["NibSupport", "NibLayout", "NibModel", "LayoutSolver"]),
        .target(name: "NibDiff", dependencies: ["NibSupport", "NibLayout", "NibModel", "NibXML"]),
        .executableTarget(
            name: "nibtool",
            dependencies: [
                "NibSupport", "NibCheck", "NibDiff", "NibExplain", "NibFix", "NibLayout", "NibModel", "NibSchema", "NibSourceIndex", "NibText", "NibXML", "NibRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package plugin nibtool validate` in a package that depends on this one.
        .plugin(
            name: "NibtoolPlugin",
            capability: .command(intent: .custom(verb: "nibtool", description: "Run nibtool (validate by default) on the package's storyboards and xibs")),
            dependencies: ["nibtool"]
        ),
        // Calibration helper for tools/text-metrics (raw Inter measurements of extracted samples).
        .executableTarget(name: "nibtext-measure", dependencies: ["NibText"], path: "tools/text-metrics/measure"),
        // Fuzz target (tools/fuzz/run.sh builds it with -sanitize=fuzzer); a plain build replays files.
        .executableTarget(name: "nibtool-fuzz", dependencies: ["NibCheck", "NibDiff", "NibExplain", "NibFix", "NibLayout", "NibModel", "NibRender", "NibSchema", "NibSourceIndex", "NibXML", "CCairo"], path: "tools/fuzz/target"),
        // Documents and XML pieces the tests are written in (one copy of the storyboard scaffolding).
        .target(name: "NibTestSupport", dependencies: ["NibModel", "NibXML"], path: "Tests/NibTestSupport"),
        .testTarget(name: "NibSupportTests", dependencies: ["NibSupport"]),
        .testTarget(name: "NibXMLTests", dependencies: ["NibXML"]),
        .testTarget(name: "NibSchemaTests", dependencies: ["NibSchema", "NibXML"]),
        .testTarget(name: "NibTextTests", dependencies: ["NibText", "NibSupport"]),
        // Solves JSON systems and runs the solver benchmarks for tools/solver (kiwisolver comparison).
        .executableTarget(name: "solver-tool", dependencies: ["LayoutSolver"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "NibLayoutTests", dependencies: ["LayoutSolver", "NibLayout", "NibModel", "NibText", "NibXML", "NibTestSupport"]),
        .testTarget(name: "NibFixTests", dependencies: ["NibSupport", "NibFix", "NibCheck", "NibXML", "NibLayout", "NibTestSupport"]),
        .testTarget(name: "NibModelTests", dependencies: ["NibModel", "NibXML"]),
        .testTarget(name: "NibCheckTests", dependencies: ["NibSupport", "NibCheck", "NibSchema", "NibLayout", "NibModel", "NibSourceIndex", "NibText", "NibXML", "NibTestSupport"]),
        .testTarget(name: "NibExplainTests", dependencies: ["NibExplain", "NibLayout", "NibModel", "NibSupport", "NibXML", "NibTestSupport"]),
        .testTarget(name: "NibDiffTests", dependencies: ["NibDiff", "NibModel", "NibXML"]),
        .testTarget(name: "NibtoolTests", dependencies: ["nibtool", "NibCheck", "NibSchema", "NibText", "NibTestSupport"]),
        .testTarget(name: "NibRenderTests", dependencies: ["NibRender", "NibLayout", "NibModel", "NibXML", "CCairo", "NibTestSupport"]),
    ]
)
