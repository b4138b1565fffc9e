import Foundation
@testable import IBConvert
import IBDocument
import Testing

/// `--verify` writes the constraints the converted code activated back into the document and
/// solves both with the layout engine: the same frames, or each moved view named.
@Suite struct RecordedLayoutTests {
    /// The login form's constraints as the interface module records them, with `titleTop` as the
    /// title's distance from the safe area.
    static func recording(titleTop: Int) -> [String: Any] {
        func constraint(_ first: String, _ firstAttribute: String, _ second: String?, _ secondAttribute: String, constant: Int = 0,
                        multiplier: String = "1", priority: String = "1000", identifier: String? = nil) -> [String: Any] {
            ["first": first, "firstAttribute": firstAttribute, "relation": "equal", "second": second as Any? ?? NSNull(), "secondAttribute": secondAttribute,
             "constant": String(constant), "multiplier": multiplier, "priority": priority, "identifier": identifier as Any? ?? NSNull()]
        }
        return [
            "views": ["class": "UIView", "path": "", "properties": [:] as [String: Any], "subviews": [
                ["class": "UILabel", "path": "0", "properties": ["translatesAutoresizingMaskIntoConstraints": "false"], "subviews": [] as [Any]],
                ["class": "UIButton", "path": "1", "properties": ["translatesAutoresizingMaskIntoConstraints": "false"], "subviews": [] as [Any]],
            ]] as [String: Any],
            "constraints": [
                constraint("0", "top", "#safeArea", "top", constant: titleTop),
                constraint("0", "leading", "#margins", "leading"),
                constraint("1", "top", "0", "bottom", constant: 20),
                constraint("1", "leading", "0", "leading"),
                constraint("1", "width", "0", "width", multiplier: "0.5", priority: "750", identifier: "halfWidth"),
                constraint("1", "centerX", "", "centerX", multiplier: "0.5"),
            ],
        ]
    }

    static func differences(_ recording: [String: Any]) throws -> [String] {
        let document = try ConvertFixtures.document(ConvertFixtures.loginForm)
        let root = try #require(document.object(withID: "root"))
        let expected = ExpectedTree(root: root, owner: document.object(withID: "vc-1"), stubs: VerificationStubs(declarations: InterfaceDeclarations(folder: ""), modules: []))
        return RecordedLayout.differences(document: document, paths: expected.paths, recording: recording)
    }

    @Test func theRecordedConstraintsSolveToTheDocumentsFrames() throws {
        #expect(try Self.differences(Self.recording(titleTop: 20)) == [])
    }

    @Test func aConstraintWithAnotherConstantMovesTheViewsItPlacesAndEachIsNamed() throws {
        let differences = try Self.differences(Self.recording(titleTop: 40))
        #expect(differences.count == 2, "\(differences)")
        #expect(differences.first?.hasPrefix("layout: view 0 is at (") == true)
        #expect(differences.last?.hasPrefix("layout: view 1 is at (") == true)
    }

    @Test func aConstraintTheBaseSizeClassLeavesOutIsNeitherWrittenNorExpected() throws {
        let text = ConvertFixtures.loginForm.replacingOccurrences(of: "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>", with: """
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <variation key="default"><mask key="constraints"><exclude reference="c6"/></mask></variation>
            """)
        let files = try ConvertFixtures.convert(text)
        let source = try #require(files.values.first { $0.root.className == "LoginViewController" }).source
        #expect(!source.contains(".centerX"), "the centerX constraint is excluded: \(source)")
        let document = try ConvertFixtures.document(text)
        let expected = ExpectedTree(root: try #require(document.object(withID: "root")), owner: document.object(withID: "vc-1"),
                                    stubs: VerificationStubs(declarations: InterfaceDeclarations(folder: ""), modules: []))
        #expect(!expected.constraints.contains { $0.contains("centerX") })
    }
}
