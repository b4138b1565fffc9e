// swift-tools-version: 5.9
import PackageDescription

let resources: [Resource] = [.process("Resources")]

let package = Package(
    name: "Modals",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Modals", targets: ["Modals-iOS"])],
    targets: [
        .target(name: "Modals-iOS", resources: resources),
        .testTarget(name: "ModalsTests", dependencies: ["Modals-iOS"]),
    ]
)
