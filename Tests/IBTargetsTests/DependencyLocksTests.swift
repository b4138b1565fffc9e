import IBTargets
import Testing

/// What dependency managers' files say the project gets from outside.
@Suite struct DependencyLocksTests {
    static func read(_ name: String, _ text: String) -> [Dependency] {
        let reader = FileReader(contents: { $0 == "/p/" + name ? Array(text.utf8) : nil }, isFolder: { _ in false }, files: { _ in [] })
        return DependencyLocks.read("/p/" + name, reader: reader).dependencies
    }

    @Test func podfileLockNamesRootPodsOnceEach() {
        let pods = Self.read("Podfile.lock", "PODS:\n  - Nimble-Snapshots (9.0):\n    - Nimble\n  - PINCache/Core (3.0)\n  - PINCache/Arc (3.0)\n\nCOCOAPODS: 1.15.2\n")
        #expect(pods.map(\.name) == ["Nimble-Snapshots", "PINCache"])
        #expect(pods.first?.modules == ["Nimble_Snapshots"])
        #expect(pods.first?.location.line == 2)
        #expect(pods.allSatisfy { $0.manager == .cocoaPods })
    }

    @Test func cartfileAndPackageResolvedOfEveryVersion() {
        #expect(Self.read("Cartfile.resolved", "github \"shpakovski/MASShortcut\" \"2.4.0\"\nbinary \"https://x.io/Lib.json\" \"1.0\"\n").map(\.name) == ["MASShortcut", "Lib"])
        let version1 = #"{"object": {"pins": [{"package": "Sparkle", "repositoryURL": "https://github.com/sparkle-project/Sparkle", "state": {}}]}, "version": 1}"#
        let version2 = #"{"pins": [{"identity": "sparkle", "kind": "remoteSourceControl", "location": "https://github.com/sparkle-project/Sparkle.git"}], "version": 2}"#
        #expect(Self.read("Package.resolved", version1).map(\.name) == ["Sparkle"])
        #expect(Self.read("Package.resolved", version2).map(\.name) == ["Sparkle"])
    }

    @Test func aPodfileIsReadWhenThereIsNoLock() {
        #expect(Self.read("Podfile", "target 'App' do\n  pod 'Alamofire', '~> 5'\n  pod \"Firebase/Analytics\"\nend\n").map(\.name) == ["Alamofire", "Firebase"])
    }
}
