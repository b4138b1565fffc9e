import IBSource
import Testing

/// Strings the code spells out, which may reach UIKit through a constant.
@Suite struct NamedStringTests {
    @Test func swiftConstantsStaticLetsSceneIdentifiersAndStringEnumCasesAreNamed() {
        let file = SourceFileIndex.index(text: """
        enum Segue { static let login = "LoginSegue" }
        extension NSStoryboard.SceneIdentifier { static let general = NSStoryboard.SceneIdentifier("General") }
        enum Scene: String { case Home, `Profile`, detail = "DetailScene" }
        enum Plain { case NotAString }
        let greeting = "Hello \\(name)"
        """, path: "Ids.swift")
        #expect(file.namedStrings == ["LoginSegue", "General", "Home", "Profile", "DetailScene"])
    }

    @Test func objectiveCStringLiteralsAreNamed() {
        let file = SourceFileIndex.index(text: "NSString *const kLoginSegue = @\"LoginSegue\";\n", path: "Ids.m")
        #expect(file.namedStrings == ["LoginSegue"])
    }
}
