import IBDocument
import IBFoundation

/// An action whose selector the target's class does not implement.
public struct ActionMissing: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "action-missing",
        summary: "An action's selector is implemented neither by its target's class nor, for the First Responder, by any class.",
        rationale: """
        Actions are not checked while loading: the control simply stores target and selector. The crash comes \
        on the first tap, as NSInvalidArgumentException: "-[App.LoginViewController loginTapped:]: unrecognized \
        selector sent to instance 0x…". A renamed @IBAction, a changed parameter label (which changes the \
        selector) or a method without @objc are the usual causes. Sent to the First Responder, a selector no \
        class implements does nothing at all.
        """,
        severity: .error,
        needsSources: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="LoginViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <button id="b1"><connections>
                            ↓<action selector="loginTapped:" destination="vc1" eventType="touchUpInside" id="a1"/>
                            ↓<action selector="help:" destination="fr1" eventType="touchUpInside" id="a2"/>
                        </connections></button>
                    </subviews></view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
            </objects></scene>
            """, ("LoginViewController.swift", "class LoginViewController: UIViewController {\n    @IBAction func login(_ sender: UIButton) {}\n}\n")),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="LoginViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <button id="b1"><connections>
                            <action selector="login:" destination="vc1" eventType="touchUpInside" id="a1"/>
                            <action selector="copy:" destination="fr1" eventType="touchUpInside" id="a2"/>
                            <action selector="showHelp:" destination="fr1" eventType="touchUpInside" id="a3"/>
                        </connections></button>
                    </subviews></view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
            </objects></scene>
            """, ("LoginViewController.swift", """
            class LoginViewController: UIViewController {
                @IBAction func login(_ sender: UIButton) {}
            }
            class HelpController: UIResponder {
                @objc func showHelp(_ sender: Any?) {}
            }
            """)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Looks up each action's selector on its target.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard context.project.hasSources else { return [] }
        var findings: [Diagnostic] = []
        for object in document.allObjects {
            for action in object.connections where action.kind == .action {
                guard let selector = action.selector, let target = action.destination else { continue }
                if target.placeholder == .firstResponder {
                    let answered = context.hierarchy.frameworks.allActions.contains(selector)
                        || !context.project.sources.types(exposing: selector).isEmpty
                    if !answered {
                        findings.append(finding("action '\(selector)' is sent to the First Responder, but no class implements it; the control does nothing",
                                                at: action.location))
                    }
                    continue
                }
                // Framework targets without a source subclass are not judged: ibkit does not list every framework method.
                guard let className = context.runtimeClass(of: target), context.hierarchy.isDeclaredInSources(className) else { continue }
                switch context.hierarchy.lookUpMethod(selector, on: className) {
                case .missing:
                    findings.append(finding("action '\(selector)' is not implemented by \(className); the first event raises NSInvalidArgumentException: \"-[\(className) \(selector)]: unrecognized selector sent to instance\"",
                                            at: action.location))
                case .notExposed(let method):
                    findings.append(finding("action '\(selector)' names \(className).\(method.name), which Objective-C cannot see; mark it @IBAction or @objc",
                                            at: action.location, notes: [.init(message: "declared here", location: method.location)]))
                case .found, .unknown:
                    break
                }
            }
        }
        return findings
    }
}
