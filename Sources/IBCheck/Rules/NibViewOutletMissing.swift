import IBDocument
import IBFoundation

/// A view controller's xib whose File's Owner `view` outlet is not connected.
public struct NibViewOutletMissing: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "nib-view-outlet-missing",
        summary: "A xib's File's Owner is a view controller class, but its view outlet is not connected.",
        rationale: """
        UIViewController.loadView loads the nib with the controller as owner and then expects its view to be \
        set. If the view outlet is not connected it raises NSInternalInconsistencyException: "-[UIViewController \
        _loadViewFromNibNamed:bundle:] loaded the "ProfileViewController" nib but the view outlet was not set." \
        (AppKit: "-[NSViewController loadView] loaded the … nib but no view was set.")
        """,
        severity: .error,
        examples: [
            .xib(true, """
            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIViewController"/>
            <view contentMode="scaleToFill" id="v1"/>
            """),
            .xib(false, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIViewController">
                <connections><outlet property="view" destination="v1" id="o1"/></connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v1"/>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks the File's Owner of each xib.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard !document.isStoryboard else { return [] }
        for object in document.topLevelObjects where object.placeholder == .filesOwner {
            guard let className = object.customClass else { continue }
            let isController = context.hierarchy.isKind(className, of: "UIViewController") == true
                || context.hierarchy.isKind(className, of: "NSViewController") == true
            guard isController, !object.connections.contains(where: { $0.kind == .outlet && $0.property == "view" }) else { continue }
            return [finding("File's Owner is a \(className), but its view outlet is not connected; loading raises NSInternalInconsistencyException: \"loaded the nib but the view outlet was not set\"",
                            at: object.location)]
        }
        return []
    }
}
