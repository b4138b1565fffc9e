import IBDocument
import IBFoundation
import IBProject
import IBTargets

/// A document inside a project's folder that no target of the project bundles.
public struct DocumentNotInTarget: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "document-not-in-target",
        summary: "A document sits in a project's folder, but no target of the project bundles it.",
        rationale: """
        Xcode compiles a document only into the targets whose resources list it (one by one, through a \
        synchronized folder or a folder reference). A document no target lists never ships: it is usually a \
        stale copy left in the repository. ibkit reports it once and checks nothing else in it, because \
        findings against code it is never loaded with would be noise; `ibkit check --all-documents` checks \
        it anyway, against the sources written for its platform.
        """,
        severity: .note,
        examples: [
            RuleExample(triggers: true, files: [
                ("App.xcodeproj/project.pbxproj", Fixture.xcodeProject(sources: ["ViewController.swift"], resources: ["Main.storyboard"])),
                ("Main.storyboard", Fixture.storyboard("<scene sceneID=\"s1\"><objects><viewController id=\"a\" sceneMemberID=\"viewController\"/></objects></scene>", initial: "a")),
                ("Old/Main.storyboard", "↓" + Fixture.storyboard("<scene sceneID=\"s1\"><objects><viewController id=\"a\" customClass=\"GoneViewController\" sceneMemberID=\"viewController\"/></objects></scene>", initial: "a")),
                ("ViewController.swift", "class ViewController: UIViewController {}\n"),
            ]),
            RuleExample(triggers: false, files: [
                ("App.xcodeproj/project.pbxproj", Fixture.xcodeProject(sources: ["ViewController.swift"], resources: ["Main.storyboard"])),
                ("Main.storyboard", Fixture.storyboard("<scene sceneID=\"s1\"><objects><viewController id=\"a\" sceneMemberID=\"viewController\"/></objects></scene>", initial: "a")),
                ("ViewController.swift", "class ViewController: UIViewController {}\n"),
            ]),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// The note for a document no target bundles, naming the projects whose folder holds it.
    static func finding(for document: Document, in project: Project) -> Diagnostic {
        let path = CanonicalPath.key(document.path)
        let projects = (project.buildModel.xcodeProjects.map(\.path) + project.buildModel.packages.map(\.path))
            .filter { CanonicalPath.isInside(path, CanonicalPath.folder(of: CanonicalPath.key($0))) }
        let names = projects.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.sorted()
        let place = names.isEmpty ? "the project" : names.map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(ruleID: description.id, severity: description.severity,
                          message: "not in any target of \(place): Xcode does not build it, so it was not checked (use --all-documents to check it)",
                          location: SourceLocation(file: document.path, line: 1, column: 1))
    }
}
