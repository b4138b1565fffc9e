import Foundation
import IBGen
import IBProject
import IBTestSupport
import Testing

/// `gen --context` against SwiftGen's own expected context for its iOS fixtures (SwiftGen's
/// `StencilContexts/IB-iOS/all.yaml`; the fixtures are in the corpus under SwiftGen__SwiftGen):
/// the same storyboards, initial scenes, scene identifiers and segue identifiers.
@Suite struct SwiftGenContextAgreementTests {
    /// What SwiftGen's context says of one storyboard.
    struct Expected {
        var initial: String?
        var scenes: Set<String>?
        var segues: Set<String>
    }

    static let expected: [String: Expected] = [
        // The corpus copy of AdditionalImport names all three SLKTextViewController scenes "public";
        // SwiftGen's context was made from a copy naming them internal, private and public. Its
        // scenes are left out of the comparison; its segues name the same identifiers in both.
        "AdditionalImport": Expected(initial: "LocationPickerViewController", scenes: nil, segues: ["After Delay", "open", "private", "public"]),
        "Anonymous": Expected(initial: "UINavigationController", scenes: [], segues: []),
        "Dependency": Expected(initial: nil, scenes: ["Dependent"], segues: []),
        "Known Types": Expected(initial: nil, scenes: Set((1...9).map { "item \($0)" }), segues: []),
        "Message": Expected(initial: "UIViewController", scenes: ["Composer", "MessagesList", "NavCtrl", "URLChooser"],
                            segues: ["CustomBack", "Embed", "NonCustom", "Show-NavCtrl"]),
        "Placeholder": Expected(initial: nil, scenes: ["Navigation"], segues: []),
        "Wizard": Expected(initial: "CreateAccViewController", scenes: ["Accept-ToS", "CreateAccount", "Preferences", "Validate_Password"],
                           segues: ["ShowPassword"]),
    ]

    @Test func theContextAgreesWithSwiftGensOnItsFixtures() throws {
        let folder = Corpus.root.appendingPathComponent("SwiftGen__SwiftGen/Sources/TestUtils/Fixtures/Resources/IB-iOS")
        let context = GenContext(project: Project(files: ProjectScanner.files(in: [folder.path]).files, followsTargetSources: false))
        #expect(Set(context.storyboards.map(\.name)) == Set(Self.expected.keys))
        var agreed = 0, total = 0
        var differences: [String] = []
        for (name, want) in Self.expected.sorted(by: { $0.key < $1.key }) {
            let storyboard = context.storyboards.first { $0.name == name }
            func compare(_ what: String, _ got: Set<String>, _ wanted: Set<String>) {
                total += max(wanted.count, 1)
                agreed += got == wanted ? max(wanted.count, 1) : wanted.intersection(got).count
                if got != wanted { differences.append("\(name) \(what): \(got.sorted()) against \(wanted.sorted())") }
            }
            compare("initial", Set([storyboard?.initialScene?.controller.name].compactMap { $0 }), Set([want.initial].compactMap { $0 }))
            if let scenes = want.scenes { compare("scenes", Set(storyboard?.scenes.compactMap(\.identifier) ?? []), scenes) }
            compare("segues", Set(storyboard?.segues.flatMap { $0.segues.map(\.identifier) } ?? []), want.segues)
        }
        print("gen --context against SwiftGen's IB-iOS context: \(agreed)/\(total) items agree")
        #expect(differences.isEmpty, "\(differences)")
    }
}
