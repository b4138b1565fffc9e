import IBTargets
import IBTestSupport
import Testing

/// `Package.swift` read without running it.
@Suite struct SwiftPackageManifestTests {
    @Test func targetsGetTheirModuleNamePathAndResources() throws {
        let path = XcodeProjectTests.projects + "/SwiftPackage/Package.swift"
        let manifest = SwiftPackageManifest.read(at: path)
        #expect(manifest.problems.isEmpty)
        #expect(manifest.name == "Modals")
        #expect(manifest.products == ["Modals": ["Modals-iOS"]])
        let target = try #require(manifest.targets.first)
        #expect(target.name == "Modals-iOS")
        #expect(target.moduleName == "Modals_iOS")
        #expect(target.compiles(XcodeProjectTests.key("SwiftPackage/Sources/Modals-iOS/SheetViewController.swift")))
        #expect(target.bundles(XcodeProjectTests.key("SwiftPackage/Sources/Modals-iOS/Resources/SheetViewController.xib")))
        #expect(manifest.targets[1].kind == .test)
        #expect(manifest.targets[1].compiles(XcodeProjectTests.key("SwiftPackage/Tests/ModalsTests/SheetTests.swift")))
    }

    @Test func explicitPathsExclusionsDefinesAndConstantsAreRead() throws {
        let text = """
        // swift-tools-version: 5.9
        import PackageDescription
        let core = "Core"
        let package = Package(name: "Kit", targets: [
            .target(name: core, dependencies: [.product(name: "Alamofire", package: "Alamofire")], path: "Lib/Core", exclude: ["Old"],
                    swiftSettings: [.define("KIT_LOGGING")]),
            .target(name: computedName()),
        ])
        """
        let reader = FileReader(contents: { $0 == "/k/Package.swift" ? Array(text.utf8) : nil }, isFolder: { _ in false }, files: { _ in [] })
        let manifest = SwiftPackageManifest.read(at: "/k/Package.swift", reader: reader)
        let target = try #require(manifest.targets.first)
        #expect(manifest.targets.count == 1)
        #expect(target.name == "Core")
        #expect(target.compiles("/k/lib/core/a.swift"))
        #expect(!target.compiles("/k/lib/core/old/b.swift"))
        #expect(target.dependencies == ["product:Alamofire"])
        #expect(target.compilationConditions.allSatisfy { $0.contains("KIT_LOGGING") })
    }
}

/// A manifest that does not parse is one error at its line, and the package is left out.
@Suite struct DamagedManifestTests {
    @Test func aBrokenManifestIsOneErrorAtItsLine() {
        let text = "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"Kit\" targets: [.target(name: \"Kit\"))\n"
        let reader = FileReader(contents: { $0 == "/k/Package.swift" ? Array(text.utf8) : nil }, isFolder: { _ in false }, files: { _ in [] })
        let manifest = SwiftPackageManifest.read(at: "/k/Package.swift", reader: reader)
        #expect(manifest.targets.isEmpty)
        #expect(manifest.problems.count == 1)
        #expect(manifest.problems.first?.severity == .error)
        #expect(manifest.problems.first?.location.line == 4)
    }
}
