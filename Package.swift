// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ibkit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "ibkit", targets: ["ibkit"]),
        .library(name: "IBXML", targets: ["IBXML"]),
        .library(name: "IBDocument", targets: ["IBDocument"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "IBFoundation"),
        .target(name: "IBXML", dependencies: ["IBFoundation"]),
        .target(
            name: "IBDocument",
            dependencies: ["IBFoundation", "IBXML"],
            resources: [.process("Resources")]
        ),
        .target(
            name: "IBCommandLine",
            dependencies: [
                "IBFoundation", "IBXML", "IBDocument",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "ibkit", dependencies: ["IBCommandLine"]),
        .executableTarget(
            name: "ibkit-bench",
            dependencies: [
                "IBXML", "IBDocument", "IBCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "IBTestSupport", path: "Tests/IBTestSupport"),
        .testTarget(name: "IBXMLTests", dependencies: ["IBXML", "IBFoundation", "IBTestSupport"]),
        .testTarget(name: "IBDocumentTests", dependencies: ["IBDocument", "IBXML", "IBTestSupport"]),
        .testTarget(name: "IBCommandLineTests", dependencies: ["IBCommandLine", "IBTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
