import IBDocument
import IBFoundation
import IBProject

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
        (AppKit: "-[NSViewController loadView] loaded the … nib but no view was set.") A xib the code loads only \
        through a loader handed an owner (loadNibNamed(_:owner:), UINib(nibName:).instantiate, NSNib) is not a \
        controller's view nib, and neither is one whose name is not the controller's default (its class name, \
        or the class name less "Controller") unless init(nibName:bundle:) names it: those are not judged.
        """,
        severity: .error,
        examples: [
            .xib(true, """
            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController"/>
            <view contentMode="scaleToFill" id="v1"/>
            """, name: "ProfileView", ("ProfileViewController.swift", "class ProfileViewController: UIViewController {}\n")),
            .xib(false, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIViewController">
                <connections><outlet property="view" destination="v1" id="o1"/></connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v1"/>
            """),
            .xib(false, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController"/>
            <view contentMode="scaleToFill" id="v1"/>
            """, name: "ProfileView", ("ProfileViewController.swift", """
            class ProfileViewController: UIViewController {
                func addHeader() { Bundle.main.loadNibNamed("ProfileView", owner: self, options: nil) }
            }
            """)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// The nib names a controller class loads without being given one.
    static func defaultNibNames(of className: String) -> Set<String> {
        let plain = ClassHierarchy.plain(className)
        var names: Set<String> = [plain]
        if plain.hasSuffix("Controller") { names.insert(String(plain.dropLast("Controller".count))) }
        return names
    }

    /// Checks the File's Owner of each xib, unless the code loads the xib only with a loader
    /// handed an owner (`loadNibNamed(_:owner:)`, `UINib`, `NSNib`), which needs no view outlet.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard !document.isStoryboard else { return [] }
        let name = Project.baseName(document.path)
        let loads = context.project.sources.identifierUses.filter { $0.kind == .nibName && $0.value == name }
        let loadedAsView = loads.contains(where: \.loadsControllerView)
        if !loads.isEmpty, !loadedAsView { return [] }
        for object in document.topLevelObjects where object.placeholder == .filesOwner {
            guard let className = object.customClass else { continue }
            let isController = context.hierarchy.isKind(className, of: "UIViewController") == true
                || context.hierarchy.isKind(className, of: "NSViewController") == true
            guard isController, !object.connections.contains(where: { $0.kind == .outlet && $0.property == "view" }) else { continue }
            // Without init(nibName:) naming it, a controller loads only the nib its class name
            // gives (UIKit: the name less "Controller", then the whole name; AppKit: the name).
            guard loadedAsView || Self.defaultNibNames(of: className).contains(name) else { continue }
            return [finding("File's Owner is a \(className), but its view outlet is not connected; loading raises NSInternalInconsistencyException: \"loaded the nib but the view outlet was not set\"",
                            at: object.location)]
        }
        return []
    }
}
