import IBDocument
import IBFoundation

/// An outlet connected to an object that is not of the property's declared type.
public struct OutletTypeMismatch: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "outlet-type-mismatch",
        summary: "An outlet's destination is not an instance of the type its property declares.",
        rationale: """
        Key-value coding stores whatever object the document names, without a type check. A Swift outlet typed \
        UILabel that holds a UIButton crashes at the first use ("Could not cast value of type 'UIButton' to \
        'UILabel'"), or worse, sends messages the object does not understand ("unrecognized selector sent to \
        instance"). An outlet collection must be an array property, and a single outlet must not be one.
        """,
        severity: .error,
        needsSources: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="LoginViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <button id="b1"/>
                    </subviews></view>
                    <connections>
                        ↓<outlet property="titleLabel" destination="b1" id="o1"/>
                    </connections>
                </viewController>
            </objects></scene>
            """, ("LoginViewController.swift", "class LoginViewController: UIViewController {\n    @IBOutlet weak var titleLabel: UILabel!\n}\n")),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="LoginViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <label id="l1" customClass="FancyLabel"/>
                        <button id="b1"/>
                    </subviews></view>
                    <connections>
                        <outlet property="titleLabel" destination="l1" id="o1"/>
                        <outletCollection property="buttons" destination="b1" id="o2"/>
                    </connections>
                </viewController>
            </objects></scene>
            """, ("LoginViewController.swift", """
            class FancyLabel: UILabel {}
            class LoginViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet var buttons: [UIButton]!
            }
            """)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Compares each outlet's destination class with its property's declared type.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard !context.sources.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        for object in document.allObjects {
            guard let className = context.runtimeClass(of: object), context.hierarchy.isDeclaredInSources(className) else { continue }
            for connection in object.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let property = connection.property,
                      let outlet = context.hierarchy.chain(of: className).links.lazy.compactMap({ $0.source?.outlet(named: property) }).first
                else { continue }
                let isCollection = connection.kind == .outletCollection
                if isCollection != outlet.isCollection {
                    let message = isCollection
                        ? "outlet collection '\(property)' is connected to a property that is not an array (\(outlet.typeName))"
                        : "outlet '\(property)' is connected as a single object but its property is an array of \(outlet.typeName)"
                    findings.append(finding(message, at: connection.location, notes: [.init(message: "'\(property)' is declared here", location: outlet.location)]))
                    continue
                }
                guard let destination = connection.destination, let destinationClass = context.runtimeClass(of: destination),
                      !outlet.typeName.isEmpty,
                      context.hierarchy.isKind(destinationClass, of: outlet.typeName) == false else { continue }
                findings.append(finding("outlet '\(property)' is declared \(outlet.typeName) but is connected to \(Self.article(for: destinationClass)) \(destinationClass)",
                                        at: connection.location, notes: [.init(message: "'\(property)' is declared here", location: outlet.location)]))
            }
        }
        return findings
    }

    /// "a" or "an" as the class name is read: `an AutocompleteTextField`, `an NSButton` (a prefix
    /// of capitals is spelled out), `a UILabel`.
    static func article(for name: String) -> String {
        let letters = Array(name.prefix(2))
        guard let first = letters.first else { return "a" }
        let spelledOut = letters.count == 2 && letters[1].isUppercase
        let vowelSound = spelledOut ? "AEFHILMNORSX".contains(first) : "AEIO".contains(first)
        return vowelSound ? "an" : "a"
    }
}
