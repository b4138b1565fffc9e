import IBSource
import Testing

/// `#if` clauses decided per target, once the file is parsed.
@Suite struct BuildConditionTests {
    static let source = """
    import UIKit
    #if os(macOS)
    import AppKit
    #endif

    class ProfileView: UIView {
        #if DEBUG
        @IBOutlet var debugLabel: UILabel!
        #elseif BETA
        @IBOutlet var betaLabel: UILabel!
        #else
        @IBOutlet var releaseLabel: UILabel!
        #endif
        #if os(iOS) || os(tvOS)
        @IBOutlet var touchLabel: UILabel!
        #endif
        #if canImport(AppKit) && !targetEnvironment(macCatalyst)
        @IBOutlet var macLabel: NSTextField!
        #endif
        #if arch(arm64)
        @IBOutlet var armLabel: UILabel!
        #endif
    }

    #if os(watchOS)
    class WatchOnly: NSObject {}
    #endif
    """

    static func outlets(_ environment: CompilationEnvironment) -> [String] {
        let index = SourceIndex(files: [SourceFileIndex.index(text: source, path: "ProfileView.swift")], environment: environment)
        return index.type(named: "ProfileView")?.outlets.map(\.name) ?? []
    }

    @Test func flagsHoldWhenSomeConfigurationDefinesThem() {
        let iOS = CompilationEnvironment(os: "iOS", configurations: [["DEBUG"], []])
        #expect(Self.outlets(iOS) == ["debugLabel", "releaseLabel", "touchLabel", "armLabel"])
    }

    @Test func platformsAndImportsDecide() {
        let mac = CompilationEnvironment(os: "macOS", configurations: [[]])
        #expect(Self.outlets(mac) == ["releaseLabel", "macLabel", "armLabel"])
        let catalyst = CompilationEnvironment(os: "iOS", isMacCatalyst: true, configurations: [[]])
        #expect(Self.outlets(catalyst) == ["releaseLabel", "touchLabel", "armLabel"])
    }

    @Test func withNothingKnownEveryClauseMayHold() {
        #expect(Self.outlets(.unknown) == ["debugLabel", "betaLabel", "releaseLabel", "touchLabel", "macLabel", "armLabel"])
    }

    @Test func aClassUnderAFalseConditionIsLeftOut() {
        let file = SourceFileIndex.index(text: Self.source, path: "ProfileView.swift")
        #expect(file.imports == ["UIKit", "AppKit"])
        #expect(SourceIndex(files: [file], environment: CompilationEnvironment(os: "iOS")).type(named: "WatchOnly") == nil)
        #expect(SourceIndex(files: [file], environment: CompilationEnvironment(os: "watchOS")).type(named: "WatchOnly") != nil)
    }
}
