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
        selector) or a method without @objc are the usual causes; a method `save(_:)` has the selector `save:`, \
        so an action written `save` misses it (a note points at the near miss). On macOS the event loop logs \
        the exception and goes on, so the control silently does nothing, unless the app sets \
        NSApplicationCrashOnExceptions. Sent to the First Responder, a selector no class implements does \
        nothing at all: AppKit keeps such a menu item disabled. The classes judged are those of the targets \
        that bundle the document.
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
        guard !context.sources.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        let isMac = document.platform == .macOS
        for object in document.allObjects {
            for action in object.connections where action.kind == .action {
                guard let selector = action.selector, let target = action.destination else { continue }
                if target.placeholder == .firstResponder {
                    if let finding = firstResponderFinding(selector, at: action.location, isMac: isMac, context: context) {
                        findings.append(Self.lessenedWhenHidden(finding, sender: object))
                    }
                    continue
                }
                // Framework targets without a source subclass are not judged: ibkit does not list every framework method.
                guard let className = context.runtimeClass(of: target), context.hierarchy.isDeclaredInSources(className) else { continue }
                switch context.hierarchy.lookUpMethod(selector, on: className) {
                case .missing:
                    let consequence = isMac
                        ? "the first event raises NSInvalidArgumentException (\"-[\(className) \(selector)]: unrecognized selector sent to instance\"), which AppKit logs before going on, so the control silently does nothing (unless the app sets NSApplicationCrashOnExceptions)"
                        : "the first event raises NSInvalidArgumentException: \"-[\(className) \(selector)]: unrecognized selector sent to instance\""
                    findings.append(finding("action '\(selector)' is not implemented by \(className); \(consequence)",
                                            at: action.location, notes: nearMisses(selector, on: className, context: context)))
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

    /// An action sent up the responder chain that no class answers.
    func firstResponderFinding(_ selector: String, at location: SourceLocation, isMac: Bool, context: CheckContext) -> Diagnostic? {
        if context.hierarchy.frameworks.allActions.contains(selector) || context.exposes(selector) { return nil }
        let consequence = isMac ? "a menu item with it stays disabled and a control does nothing" : "the control does nothing"
        if let (owner, method) = context.sources.methods(withSelector: selector).first {
            return finding("action '\(selector)' is sent to the First Responder, but \(owner).\(method.name) is not visible to Objective-C, so no responder answers it and \(consequence); mark it @IBAction or @objc",
                           at: location, notes: [.init(message: "declared here", location: method.location)])
        }
        return finding("action '\(selector)' is sent to the First Responder, but no class implements it; \(consequence)", at: location)
    }

    /// A hidden menu item (or one inside a hidden item's submenu) is neither shown nor reached by
    /// its key equivalent, so its action is never sent until code unhides it: a note, not an error.
    static func lessenedWhenHidden(_ finding: Diagnostic, sender: IBObject) -> Diagnostic {
        var item: IBObject? = sender
        while let current = item {
            if current.elementName == "menuItem", current.attribute("hidden") == "YES" {
                var lessened = finding
                lessened.severity = .note
                lessened.message += "; the menu item is hidden, so nothing sends it unless code shows the item"
                return lessened
            }
            item = current.parent
        }
        return finding
    }

    /// Methods whose selector differs from the action's only by the trailing colon of a
    /// sender parameter (`save` against `save(_:)`, whose selector is `save:`).
    func nearMisses(_ selector: String, on className: String, context: CheckContext) -> [Diagnostic.Note] {
        let other = selector.hasSuffix(":") ? String(selector.dropLast()) : selector + ":"
        guard case .found(let method?) = context.hierarchy.lookUpMethod(other, on: className) else { return [] }
        return [.init(message: "\(method.name) has the selector '\(other)', not '\(selector)'", location: method.location)]
    }
}
