import IBSource
import IBDocument
import IBFoundation

/// An unwind segue whose action no class declares.
public struct UnwindActionMissing: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "unwind-action-missing",
        summary: "An unwind segue's action is declared by no class in the sources.",
        rationale: """
        UIKit looks for the unwind destination by asking each controller up the chain whether it implements \
        the unwind action. When none does, no destination is found: on current iOS nothing happens at all (no \
        transition, no exception); apps linked against old SDKs hit "Could not find a view controller to execute \
        unwinding for …". Either way the Exit button is dead.
        """,
        severity: .error,
        needsSources: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="DetailViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <button id="b1"><connections>
                            ↓<segue destination="ex1" kind="unwind" unwindAction="unwindToList:" id="u1"/>
                        </connections></button>
                    </subviews></view>
                </viewController>
                <exit id="ex1" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """, ("DetailViewController.swift", "class DetailViewController: UIViewController {}\nclass ListViewController: UIViewController {\n    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}\n}\n")),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="DetailViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <button id="b1"><connections>
                            <segue destination="ex1" kind="unwind" unwindAction="unwindToList:" id="u1"/>
                        </connections></button>
                    </subviews></view>
                </viewController>
                <exit id="ex1" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """, ("DetailViewController.swift", "class DetailViewController: UIViewController {}\nclass ListViewController: UIViewController {\n    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}\n}\n")),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks every unwind segue's action against all indexed classes.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard !context.sources.isEmpty else { return [] }
        return UnwindSegues.all(in: document).compactMap { segue in
            guard let action = segue.unwindAction, UnwindSegues.declarers(of: action, in: context).isEmpty else { return nil }
            return finding("unwind action '\(action)' is declared by no class; the unwind segue finds no destination and does nothing", at: segue.location)
        }
    }
}

/// What the unwind rules share: finding unwind segues and the classes that declare their actions.
enum UnwindSegues {
    /// Every unwind segue of a document.
    static func all(in document: Document) -> [Connection] {
        document.allObjects.flatMap(\.connections).filter { $0.segueKind == "unwind" }
    }

    /// The classes whose sources declare an exposed method with this selector, with the method.
    static func declarers(of selector: String, in context: CheckContext) -> [(type: String, method: SourceMethod)] {
        context.sources.types(exposing: selector).compactMap { type in
            type.methods.first { $0.selector == selector && $0.isExposed }.map { (type.name, $0) }
        }
    }
}
