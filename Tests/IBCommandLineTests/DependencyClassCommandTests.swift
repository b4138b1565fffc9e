import Foundation
import IBCommandLine
import IBTestSupport
import Testing

/// Classes of dependencies whose sources are not checked out: one note per class in `run` and
/// `gen`, as in `check`, and no failure.
@Suite struct DependencyClassCommandTests {
    typealias Captured = CommandLineTests.Captured
    static let pods = Corpus.repositoryRoot.appendingPathComponent("Tests/IBCheckTests/Projects/PodsApp").path

    @Test func runCreatesThePodsClassesWithOneNoteEach() {
        var options = RunAction.Options()
        options.document = Self.pods + "/PodsApp/Base.lproj/Main.storyboard"
        options.projectPath = Self.pods
        let captured = Captured()
        #expect(RunAction.run(options, console: captured.console) == 0)
        let notes = captured.stderr.split(separator: "\n").filter { $0.contains("note: class 'PINAnimatedImageView'") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("comes from dependency 'PINRemoteImage' (CocoaPods)") == true)
        #expect(captured.stdout.contains("== launch Main.storyboard"))
    }

    @Test func genNotesAClassOfADependencyModule() throws {
        let folder = try GenCommandTests.scratch("dependency")
        try """
        {"pins": [{"identity": "sparkle", "kind": "remoteSourceControl", "location": "https://github.com/sparkle-project/Sparkle"}], "version": 2}
        """.write(to: folder.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <customObject id="u1" customClass="SPUStandardUpdaterController" customModule="Sparkle"/>
                        <customObject id="u2" customClass="SPUStandardUpdaterController" customModule="Sparkle"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        var options = GenAction.Options()
        options.paths = [folder.path]
        options.output = folder.appendingPathComponent("Generated").path
        let captured = Captured()
        #expect(GenAction.run(options, console: captured.console) == 0)
        let notes = captured.stderr.split(separator: "\n").filter { $0.contains("note: class 'SPUStandardUpdaterController'") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("comes from dependency 'Sparkle' (Swift Package Manager)") == true)
    }
}
