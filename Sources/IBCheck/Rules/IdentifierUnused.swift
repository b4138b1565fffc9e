import IBDocument
import IBFoundation

/// Storyboard IDs and segue identifiers that no code uses.
public struct IdentifierUnused: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "identifier-unused",
        summary: "A storyboard ID or a controller segue's identifier is used nowhere in the code (a note).",
        rationale: """
        The other direction of identifier-unknown: an identifier that code never names is often what is left \
        after a rename on the code side, whose new spelling identifier-unknown then reports. An identifier \
        spelled anywhere in the code as a string literal (a constant, a `static let`, a `String` enum's case) \
        counts as used. When the code builds storyboard IDs from class names (a generic `instantiate()` or a \
        protocol's `storyboardIdentifier` made of `String(describing: self)`, `"\\(T.self)"` or \
        `NSStringFromClass`, with any suffix it removes) and hands them to an instantiate call, a controller whose \
        ID is its class's name built that way counts as used. Other identifiers built at run time are invisible \
        to ibkit, hence a note.
        """,
        severity: .note,
        needsSources: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                ↓<viewController id="a" storyboardIdentifier="Legacy" sceneMemberID="viewController"/>
            </objects></scene>
            """, initial: "a", ("App.swift", "class App { func run() { _ = UIStoryboard(name: \"Main\", bundle: nil) } }\n")),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" storyboardIdentifier="Home" sceneMemberID="viewController"/>
            </objects></scene>
            """, initial: "a", ("App.swift", "class App { func run() { _ = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Home\") } }\n")),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" storyboardIdentifier="Home" sceneMemberID="viewController">
                    <connections><segue destination="a" kind="show" identifier="LoginSegue" id="g1"/></connections>
                </viewController>
            </objects></scene>
            """, initial: "a", ("Ids.swift", """
            enum Segues { static let login = "LoginSegue" }
            enum Scenes: String { case Home }
            """)),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" storyboardIdentifier="Profile" sceneMemberID="viewController">
                    <connections><segue destination="r" kind="show" id="g1"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewControllerPlaceholder referencedIdentifier="Profile" id="r" sceneMemberID="viewController"/>
            </objects></scene>
            """, initial: "a", ("App.swift", "class App { func run() { _ = UIStoryboard(name: \"Main\", bundle: nil) } }\n")),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" storyboardIdentifier="LoginViewController" customClass="LoginViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="b" storyboardIdentifier="Settings" customClass="SettingsViewController" sceneMemberID="viewController"/>
            </objects></scene>
            """, initial: "a", ("Storyboarded.swift", """
            protocol Storyboarded { static var storyboardIdentifier: String { get } }
            extension Storyboarded where Self: UIViewController {
                static var storyboardIdentifier: String { String(describing: self) }
            }
            extension UIStoryboard {
                func instantiate<T: UIViewController & Storyboarded>(_ type: T.Type) -> T {
                    instantiateViewController(withIdentifier: T.storyboardIdentifier) as! T
                }
                func scene<T: UIViewController>() -> T {
                    let name = "\\(T.self)".replacingOccurrences(of: "ViewController", with: "")
                    return instantiateViewController(withIdentifier: name) as! T
                }
            }
            class LoginViewController: UIViewController, Storyboarded {}
            class SettingsViewController: UIViewController {}
            """)),
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                ↓<viewController id="a" storyboardIdentifier="LoginViewController" customClass="LoginViewController" sceneMemberID="viewController"/>
            </objects></scene>
            """, initial: "a", ("Cells.swift", """
            extension UITableViewCell { static var reuseIdentifier: String { String(describing: self) } }
            class LoginViewController: UIViewController {}
            """)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Lists storyboard IDs and controller-segue identifiers no identifier use names.
    public func checkProject(_ context: CheckContext) -> [Diagnostic] {
        let project = context.project
        guard project.hasSources else { return [] }
        // A storyboard reference names its controller's ID too: that ID is in use, code or not.
        // A string literal anywhere counts: identifiers kept in constants, `static let`s, a `String`
        // enum or `SceneIdentifier("…")` reach UIKit through a name ibkit does not follow.
        var used = Set(project.sources.identifierUses.map(\.value)).union(project.sources.namedStrings)
        for document in project.documents where document.isStoryboard {
            for object in document.allObjects {
                if let identifier = object.asStoryboardReference?.referencedIdentifier { used.insert(identifier) }
            }
        }
        let builtFromClassNames = project.sources.typeNameIdentifiers
        var findings: [Diagnostic] = []
        for document in project.documents where document.isStoryboard {
            for controller in document.scenes.compactMap(\.controller) {
                if let identifier = controller.storyboardIdentifier, !identifier.isEmpty, !used.contains(identifier),
                   !builtFromClassNames.contains(where: { template in controller.object.customClass.map(template.identifier(forClass:)) == identifier }) {
                    findings.append(finding("storyboard ID '\(identifier)' is not used in the code", at: controller.object.location))
                }
                for segue in controller.object.connections where segue.kind == .segue {
                    if let identifier = segue.identifier, !identifier.isEmpty, !used.contains(identifier) {
                        findings.append(finding("segue identifier '\(identifier)' is not used in the code", at: segue.location))
                    }
                }
            }
        }
        return findings
    }
}
