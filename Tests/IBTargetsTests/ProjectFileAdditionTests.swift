import Foundation
import IBTargets
import IBTestSupport
import Testing

/// A storyboard created beside another joins the same group, localization and targets.
@Suite struct ProjectFileAdditionTests {
    static let folder = Corpus.repositoryRoot.appendingPathComponent("Tests/IBCheckTests/Projects/SharedNames").path
    static let xcodeproj = folder + "/SharedNames.xcodeproj"

    static func read(_ text: String) -> XcodeProject {
        let pbxproj = XcodeProject.pbxprojPath(of: xcodeproj)
        let reader = FileReader(contents: { $0 == pbxproj ? Array(text.utf8) : FileReader.disk.contents($0) },
                                isFolder: FileReader.disk.isFolder, files: FileReader.disk.files)
        return XcodeProject.read(at: xcodeproj, reader: reader)
    }

    @Test func aBaseLocalizedStoryboardGetsItsVariantGroupAndTheSiblingsTargets() throws {
        let text = try String(contentsOfFile: XcodeProject.pbxprojPath(of: Self.xcodeproj), encoding: .utf8)
        let outcome = try #require(ProjectFileAddition.adding(Self.folder + "/Phone/Base.lproj/Onboarding.storyboard",
                                                              besides: Self.folder + "/Phone/Base.lproj/Main.storyboard",
                                                              projectAt: Self.xcodeproj, text: text))
        #expect(outcome.targets == ["Phone"])
        let project = Self.read(outcome.text)
        #expect(project.problems.isEmpty)
        let phone = try #require(project.targets.first { $0.name == "Phone" })
        let desk = try #require(project.targets.first { $0.name == "Desk" })
        #expect(phone.bundles(CanonicalPath.key(Self.folder + "/Phone/Base.lproj/Onboarding.storyboard")))
        #expect(!desk.bundles(CanonicalPath.key(Self.folder + "/Phone/Base.lproj/Onboarding.storyboard")))
        #expect(outcome.text.contains("name = Onboarding.storyboard;"))
        // Every line of the project is still there, in order: the edit only adds.
        let old = text.components(separatedBy: "\n"), new = outcome.text.components(separatedBy: "\n")
        #expect(old.count < new.count)
        #expect(old.allSatisfy(new.contains))
    }

    @Test func aFileTheProjectDoesNotListOrAnotherFolderIsLeftAlone() throws {
        let text = try String(contentsOfFile: XcodeProject.pbxprojPath(of: Self.xcodeproj), encoding: .utf8)
        #expect(ProjectFileAddition.adding(Self.folder + "/Phone/Base.lproj/New.storyboard", besides: Self.folder + "/Phone/Base.lproj/Missing.storyboard",
                                           projectAt: Self.xcodeproj, text: text) == nil)
        #expect(ProjectFileAddition.adding(Self.folder + "/Phone/New.storyboard", besides: Self.folder + "/Phone/Base.lproj/Main.storyboard",
                                           projectAt: Self.xcodeproj, text: text) == nil)
    }
}
