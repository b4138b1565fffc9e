import Foundation
import IBCommandLine
import IBTestSupport
import Testing

/// `ibkit check` with projects, as a user runs it.
@Suite struct CheckCommandTests {
    static let projects = Corpus.repositoryRoot.appendingPathComponent("Tests/IBCheckTests/Projects").path

    static func check(_ configure: (inout CheckAction.Options) -> Void) -> (status: Int32, out: String, err: String) {
        var options = CheckAction.Options()
        configure(&options)
        let captured = CommandLineTests.Captured()
        let status = CheckAction.run(options, console: captured.console)
        return (status, captured.stdout, captured.stderr)
    }

    @Test func verboseSaysWhichProjectsTargetsAndPlatformsWereUsed() {
        let result = Self.check { $0.paths = [Self.projects + "/FrameworkApp"]; $0.verbose = true }
        #expect(result.status == 1)
        #expect(result.err.contains("project \(Self.projects)/FrameworkApp/FrameworkApp.xcodeproj: 2 target(s)"))
        #expect(result.err.contains("  target 'ShopKit' (framework, module ShopKit, iOS)"))
        #expect(result.err.contains("document \(Self.projects)/FrameworkApp/Old/Cart.storyboard: in no target: not checked"))
        #expect(result.err.contains("document \(Self.projects)/FrameworkApp/Shop/Base.lproj/Cart.storyboard: target 'Shop'"))
    }

    @Test func aProjectNamedWithProjectServesDocumentsCheckedFromASubfolder() {
        let documents = Self.projects + "/SharedNames/Desk"
        // Alone, the folder is checked without a project: the finding names no target.
        let alone = Self.check { $0.paths = [documents]; $0.reporter = .json }
        #expect(alone.status == 1)
        #expect(alone.out.contains("avatarView") && !alone.out.contains("\"target\""))
        let withProject = Self.check { $0.paths = [documents]; $0.reporter = .json; $0.projects = [Self.projects + "/SharedNames/SharedNames.xcodeproj"] }
        #expect(withProject.status == 1)
        #expect(withProject.out.contains("\"target\" : \"Desk\""))
    }

    @Test func allDocumentsChecksTheStaleOnesToo() {
        let notes = Self.check { $0.paths = [Self.projects + "/FrameworkApp/Old", Self.projects + "/FrameworkApp/FrameworkApp.xcodeproj"] }
        #expect(notes.out.contains("not in any target of 'FrameworkApp.xcodeproj'"))
        let everything = Self.check { $0.paths = [Self.projects + "/FrameworkApp"]; $0.allDocuments = true }
        #expect(everything.out.contains("Old/Cart.storyboard:6:17: warning: class 'OldCartViewController' is declared in no indexed source"))
    }

    @Test func anUnknownProjectPathIsAnError() {
        let result = Self.check { $0.paths = [Self.projects + "/PodsApp"]; $0.projects = ["/no/such/App.xcodeproj/"] }
        #expect(result.status == 1)
        #expect(result.err.contains("/no/such/App.xcodeproj/:1:1: error: no such file or directory"))
    }
}
