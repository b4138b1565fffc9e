import Foundation
import IBFoundation
import IBTestSupport
import Testing

/// ibkit installed as Homebrew and Mint install it: the executable and its resource bundles in
/// one folder, started through a symbolic link in another (`bin`). On macOS `Bundle.module` looks
/// beside the link; ibkit follows it to the bundles.
@Suite struct InstalledLayoutTests {
    /// The resource bundles `swift build` made beside the executable (the `-tool` ones are the
    /// plugins' build of them, which an install leaves out).
    static var builtBundles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: BuiltProducts.folder.path)) ?? []
        return names.filter { $0.hasPrefix("ibkit_") && ($0.hasSuffix(".bundle") || $0.hasSuffix(".resources")) && !$0.contains("-tool.") }.sorted()
    }

    @Test func aBundleIsFoundBesideTheExecutableALinkPointsTo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("ibkit")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: BuiltProducts.ibkit)
        let bundle = try #require(InstalledResources.bundle(of: "IBDocument", executable: link.path))
        #expect(bundle.url(forResource: "elements", withExtension: "json") != nil)
        #expect(InstalledResources.bundle(of: "IBDocument", executable: folder.appendingPathComponent("elsewhere/ibkit").path) == nil)
    }

    @Test func packageResourcesListsEveryBundleSoMintCopiesThem() throws {
        let listed = try String(contentsOf: Corpus.repositoryRoot.appendingPathComponent("Package.resources"), encoding: .utf8)
            .split(separator: "\n").map { String($0.split(separator: "/").last ?? "") }
        #expect(!Self.builtBundles.isEmpty, "swift build made resource bundles in \(BuiltProducts.folder.path)")
        for bundle in Self.builtBundles { #expect(listed.contains(bundle), "Package.resources lists \(bundle)") }
    }

    /// Mint's layout: the executable and what Package.resources lists copied into a package folder,
    /// and a link to the executable in `~/.mint/bin`.
    @Test func ibkitStartedThroughMintsLinkChecksADocument() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-mint-\(UUID().uuidString)")
        let package = root.appendingPathComponent("packages/ibkit/build/\(IBKitVersion.current)"), bin = root.appendingPathComponent("bin")
        for folder in [package, bin] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: root) }
        // A hard link where the disk allows it: the debug executable is large.
        let executable = package.appendingPathComponent("ibkit")
        do { try FileManager.default.linkItem(atPath: BuiltProducts.ibkit, toPath: executable.path) } catch {
            try FileManager.default.copyItem(atPath: BuiltProducts.ibkit, toPath: executable.path)
        }
        for bundle in Self.builtBundles {
            try FileManager.default.copyItem(at: BuiltProducts.folder.appendingPathComponent(bundle), to: package.appendingPathComponent(bundle))
        }
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("ibkit").path, withDestinationPath: executable.path)
        try Data(try FormulaTests.tinyDocument().utf8).write(to: root.appendingPathComponent("Tiny.xib"))
        let (status, output) = try GitMergeDriverTests.run([bin.appendingPathComponent("ibkit").path, "check", "Tiny.xib"], in: root)
        #expect(status == 1)
        #expect(output.contains("Tiny.xib:6:"), "\(output)")
        #expect(output.contains("error:"), "\(output)")
    }
}
