import IBDocument
import IBFoundation

/// An outlet whose property the source object's class does not have.
public struct OutletMissing: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "outlet-missing",
        summary: "An outlet names a property that neither the object's class nor its superclasses declare.",
        rationale: """
        UIKit connects an outlet with setValue(_:forKeyPath:) while loading. When the key is missing it raises \
        NSUnknownKeyException: "[<App.ProfileViewController 0x…> setValue:forUndefinedKey:]: this class is not \
        key value coding-compliant for the key titleLabel." — the app crashes as the scene or nib loads. AppKit \
        logs "Failed to connect outlet" instead and leaves the property nil. A renamed @IBOutlet is the usual cause. \
        The class is the one the target bundling the document compiles (an iOS and a macOS class of one name \
        are told apart). On a plain framework object, a key ibkit's framework data does not list is an error \
        when that data lists every key of the class and its superclasses (a plain UIView or NSView, NSObject, \
        NSApplication: see Docs/Rules.md, "Framework knowledge"), and a note otherwise, as is an accessibility key \
        or a key of an application whose delegate answers `application(_:delegateHandlesKey:)`.
        """,
        severity: .error,
        needsSources: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="ProfileViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <label id="l1"/>
                    </subviews></view>
                    <connections>
                        ↓<outlet property="titleLabel" destination="l1" id="o1"/>
                    </connections>
                </viewController>
            </objects></scene>
            """, ("ProfileViewController.swift", "class ProfileViewController: UIViewController {\n    @IBOutlet weak var nameLabel: UILabel!\n}\n")),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="ProfileViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <label id="l1"/>
                        <tableView id="t1"><connections><outlet property="dataSource" destination="vc1" id="o3"/></connections></tableView>
                    </subviews></view>
                    <connections>
                        <outlet property="nameLabel" destination="l1" id="o1"/>
                        <outlet property="view" destination="v1" id="o2"/>
                    </connections>
                </viewController>
            </objects></scene>
            """, ("ProfileViewController.swift", "class BaseViewController: UIViewController {\n    @IBOutlet weak var nameLabel: UILabel!\n}\nclass ProfileViewController: BaseViewController {}\n")),
            // A view whose custom class was cleared keeps its outlets: a plain UIView has no such key.
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="ProfileViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <view contentMode="scaleToFill" id="card">
                            <subviews><imageView id="i1"/></subviews>
                            <connections>↓<outlet property="avatarView" destination="i1" id="o2"/></connections>
                        </view>
                    </subviews></view>
                </viewController>
            </objects></scene>
            """, ("ProfileViewController.swift", "class ProfileViewController: UIViewController {}\n")),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks every outlet's key on its source object's class.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard !context.sources.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        for object in document.allObjects {
            let outlets = object.connections.filter { $0.kind == .outlet || $0.kind == .outletCollection }
            guard !outlets.isEmpty, let className = context.runtimeClass(of: object), context.canJudge(className) else { continue }
            for outlet in outlets {
                guard let property = outlet.property else { continue }
                let isMac = document.platform == .macOS
                switch context.hierarchy.lookUpKey(property, on: className) {
                case .missing where context.hierarchy.isFrameworkOnly(className) && !Self.knowsEveryKey(of: className, property, in: context):
                    var note = finding("outlet '\(property)' is a key ibkit does not know on \(className), a framework class whose keys its data does not list completely; not checked",
                                       at: outlet.location)
                    note.severity = .note
                    findings.append(note)
                case .missing:
                    let consequence = isMac
                        ? "AppKit logs \"Failed to connect (\(property)) outlet\" and leaves it nil"
                        : "loading raises NSUnknownKeyException: \"this class is not key value coding-compliant for the key \(property).\""
                    findings.append(finding("outlet '\(property)' is not a property of \(className) or its superclasses; \(consequence)", at: outlet.location))
                case .notExposed(let declared, let owner):
                    findings.append(finding("outlet '\(property)' names a property of \(owner) that Objective-C cannot see; mark it @IBOutlet or @objc",
                                            at: outlet.location, notes: [.init(message: "'\(property)' is declared here", location: declared.location)]))
                case .found, .unknown, .storedWithoutProperty:
                    break
                }
            }
        }
        return findings
    }

    /// Whether ibkit's data lists every key a plain framework object of this class has: the
    /// class is marked complete, the key is no accessibility key (AppKit's list of those grows
    /// each release), and no delegate answers an application's keys.
    static func knowsEveryKey(of className: String, _ key: String, in context: CheckContext) -> Bool {
        guard context.hierarchy.listsAllKeys(of: className), !key.hasPrefix("accessibility") else { return false }
        if context.hierarchy.chain(of: className).names.contains("NSApplication") {
            return context.sources.types(exposing: "application:delegateHandlesKey:").isEmpty
        }
        return true
    }
}
