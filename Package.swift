// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ibkit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "ibkit", targets: ["ibkit"]),
        .plugin(name: "IBKitGenPlugin", targets: ["IBKitGenPlugin"]),
        .plugin(name: "IBKitCommandPlugin", targets: ["IBKitCommandPlugin"]),
        .library(name: "IBXML", targets: ["IBXML"]),
        .library(name: "IBDocument", targets: ["IBDocument"]),
        .library(name: "IBEdit", targets: ["IBEdit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        .target(name: "IBFoundation"),
        .target(name: "Cassowary"),
        .target(name: "IBText", dependencies: ["IBFoundation", "IBXML"], resources: [.copy("Resources/sf-pro.metrics")]),
        .target(name: "IBLayout", dependencies: ["Cassowary", "IBFoundation", "IBXML", "IBDocument", "IBText"]),
        .target(name: "IBXML", dependencies: ["IBFoundation"]),
        .target(
            name: "IBDocument",
            dependencies: ["IBFoundation", "IBXML"],
            resources: [.process("Resources")]
        ),
        .target(
            name: "IBSource",
            dependencies: [
                "IBFoundation",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "IBTargets",
            dependencies: [
                "IBFoundation", "IBXML",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "IBProject",
            dependencies: ["IBFoundation", "IBXML", "IBDocument", "IBSource", "IBTargets"],
            resources: [.process("Resources")]
        ),
        .target(name: "IBRuntime", dependencies: ["IBFoundation", "IBXML", "IBDocument", "IBSource", "IBProject"]),
        .target(name: "IBLocalization", dependencies: ["IBFoundation", "IBXML", "IBDocument"]),
        .target(name: "IBLayoutVariants", dependencies: ["IBFoundation", "IBXML", "IBDocument", "IBLayout", "IBLocalization"]),
        .target(name: "IBLegacyArchive", dependencies: ["IBFoundation", "IBXML"]),
        .target(name: "IBRasterise", dependencies: ["IBFoundation"]),
        .target(name: "IBStructuralEdit", dependencies: ["IBFoundation", "IBXML", "IBDocument", "IBEdit", "IBLayout"]),
        .target(
            name: "IBSourceEdit",
            dependencies: [
                "IBFoundation", "IBXML", "IBSource", "IBTargets", "IBProject", "IBStructuralEdit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "IBConvert",
            dependencies: ["IBFoundation", "IBXML", "IBDocument", "IBLocalization", "IBProject", "IBRuntime", "IBLayout"],
            resources: [.copy("Interfaces")]
        ),
        .target(name: "IBRender", dependencies: ["IBFoundation", "IBXML", "IBDocument", "IBLayout", "IBEdit", "IBText"]),
        .target(
            name: "IBLanguageServer",
            dependencies: ["IBFoundation", "IBXML", "IBDocument", "IBSource", "IBTargets", "IBProject", "IBCheck", "IBRender"]
        ),
        .target(
            name: "IBFuzzTargets",
            dependencies: ["IBFoundation", "IBXML", "IBDocument", "IBProject", "IBCheck", "IBRuntime", "IBLayout", "IBGen", "IBLocalization", "IBEdit", "IBText", "IBLanguageServer", "IBLegacyArchive", "IBStructuralEdit", "IBConvert"]
        ),
        .executableTarget(name: "ibkit-fuzz", dependencies: ["IBFuzzTargets"]),
        .target(name: "IBEdit", dependencies: ["IBFoundation", "IBXML", "IBDocument"]),
        .target(
            name: "IBGen",
            dependencies: ["IBFoundation", "IBXML", "IBDocument", "IBProject", .product(name: "Stencil", package: "Stencil")],
            resources: [.copy("Templates")]
        ),
        .target(
            name: "IBCheck",
            dependencies: [
                "IBFoundation", "IBXML", "IBDocument", "IBSource", "IBProject", "IBRuntime", "IBLayout", "IBLayoutVariants", "IBLocalization",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "IBCommandLine",
            dependencies: [
                "IBFoundation", "IBXML", "IBDocument", "IBSource", "IBProject", "IBTargets", "IBRuntime", "IBCheck", "IBGen", "IBLocalization", "IBLayout", "IBEdit",
                "IBRender", "IBRasterise", "IBText", "IBLayoutVariants", "IBLegacyArchive", "IBStructuralEdit", "IBSourceEdit", "IBConvert",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "IBAgentServer",
            dependencies: ["IBFoundation", "IBCheck", "IBEdit", "IBCommandLine", "IBConvert", .product(name: "MCP", package: "swift-sdk")]
        ),
        .executableTarget(
            name: "ibkit",
            dependencies: ["IBCommandLine", "IBLanguageServer", "IBAgentServer", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "IBKitGenPlugin", capability: .buildTool(), dependencies: ["ibkit"]),
        .plugin(name: "IBKitCommandPlugin",
                capability: .command(intent: .custom(verb: "ibkit", description: "Run ibkit check, format, gen or render on the package's storyboards and xibs."),
                                     permissions: [.writeToPackageDirectory(reason: "ibkit format rewrites documents and ibkit gen writes Swift files in the package.")]),
                dependencies: ["ibkit"]),
        .executableTarget(
            name: "ibkit-bench",
            dependencies: [
                "IBFoundation", "IBXML", "IBDocument", "IBCommandLine", "IBProject", "IBRuntime", "IBCheck", "IBGen", "IBLocalization", "IBLayout", "IBEdit", "IBRender", "IBText", "IBLayoutVariants",
                "IBLanguageServer", "IBConvert",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "IBTestSupport", path: "Tests/IBTestSupport"),
        .testTarget(name: "IBFuzzTargetsTests", dependencies: ["IBFuzzTargets", "IBTestSupport"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "IBLayoutTests", dependencies: ["IBLayout", "IBDocument", "IBTestSupport"]),
        .testTarget(name: "IBLayoutVariantsTests", dependencies: ["IBLayoutVariants", "IBLayout", "IBLocalization", "IBDocument", "IBFoundation", "IBTestSupport"]),
        .testTarget(name: "IBTextTests", dependencies: ["IBText", "IBTestSupport"]),
        .testTarget(name: "IBXMLTests", dependencies: ["IBXML", "IBFoundation", "IBTestSupport"]),
        .testTarget(name: "IBDocumentTests", dependencies: ["IBDocument", "IBXML", "IBTestSupport"]),
        .testTarget(name: "IBSourceTests", dependencies: ["IBSource", "IBTestSupport"]),
        .testTarget(name: "IBTargetsTests", dependencies: ["IBTargets", "IBFoundation", "IBTestSupport"]),
        .testTarget(
            name: "IBCheckTests",
            dependencies: ["IBCheck", "IBProject", "IBDocument", "IBSource", "IBTargets", "IBTestSupport"],
            exclude: ["Projects"]
        ),
        .testTarget(
            name: "IBGenTests",
            dependencies: ["IBGen", "IBProject", "IBDocument", "IBFoundation", "IBTestSupport"],
            exclude: ["Goldens", "Stubs", "Fixtures"]
        ),
        .testTarget(name: "IBStructuralEditTests", dependencies: ["IBStructuralEdit", "IBEdit", "IBXML", "IBDocument"]),
        .testTarget(name: "IBSourceEditTests", dependencies: ["IBSourceEdit", "IBStructuralEdit", "IBXML"]),
        .testTarget(name: "IBRenderTests", dependencies: ["IBRender", "IBLayout", "IBDocument", "IBXML", "IBTestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "IBLegacyArchiveTests", dependencies: ["IBLegacyArchive", "IBXML", "IBDocument", "IBRender", "IBTestSupport"]),
        .testTarget(name: "IBLocalizationTests", dependencies: ["IBLocalization", "IBDocument", "IBFoundation", "IBTestSupport"]),
        .testTarget(
            name: "IBConvertTests",
            dependencies: [
                "IBConvert", "IBDocument", "IBTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "IBRuntimeTests", dependencies: ["IBRuntime", "IBProject", "IBDocument", "IBCheck", "IBTestSupport"]),
        .testTarget(
            name: "IBEditTests",
            dependencies: ["IBEdit", "IBXML", "IBDocument", "IBFoundation", "IBTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "IBLanguageServerTests",
            dependencies: ["IBLanguageServer", "IBAgentServer", "IBCheck", "IBProject", "IBFoundation", "IBTestSupport",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Clients"]
        ),
        .testTarget(name: "IBCommandLineTests", dependencies: ["IBCommandLine", "IBRasterise", "IBEdit", "IBRuntime", "IBCheck", "IBProject", "IBFoundation", "IBTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
