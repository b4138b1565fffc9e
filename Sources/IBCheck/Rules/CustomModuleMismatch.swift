import IBDocument
import IBFoundation

/// A custom class whose module in the document is not the module that declares it.
public struct CustomModuleMismatch: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "custom-module-mismatch",
        summary: "A Swift custom class is looked up in a module that does not declare it, or in none.",
        rationale: """
        A Swift class's runtime name includes its module (_TtC3App9FancyView). Interface Builder stores the \
        module in customModule, or "inherit from target" in customModuleProvider. A module that is not the \
        declaring one — a renamed target, a class moved to a framework — or no module at all for a Swift class \
        without @objc(Name) makes the lookup fail: UIKit logs "Unknown class … in Interface Builder file" and \
        uses the base class.
        """,
        severity: .error,
        needsSources: true,
        examples: [
            .xib(true, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            ↓<view contentMode="scaleToFill" id="v1" customClass="FancyView" customModule="OldApp"/>
            ↓<view contentMode="scaleToFill" id="v2" customClass="FancyView"/>
            """, ("Sources/App/FancyView.swift", "class FancyView: UIView {}\n")),
            .xib(false, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="v1" customClass="FancyView" customModule="App"/>
            <view contentMode="scaleToFill" id="v2" customClass="FancyView" customModule="App" customModuleProvider="target"/>
            <view contentMode="scaleToFill" id="v3" customClass="LegacyView"/>
            <view contentMode="scaleToFill" id="v4" customClass="NamedView"/>
            """, ("Sources/App/FancyView.swift", "class FancyView: UIView {}\n@objc(NamedView) class NamedView: UIView {}\n"),
               ("Sources/App/LegacyView.h", "@interface LegacyView : UIView\n@end\n")),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Compares each custom class's document module with its declaring module.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard context.project.hasSources else { return [] }
        var findings: [Diagnostic] = []
        for object in document.allObjects {
            guard let customClass = object.customClass, let type = context.project.sources.type(named: customClass), type.isDeclared,
                  type.language == .swift, object.placeholder != .firstResponder else { continue }
            let module = object.customModule
            if module == nil, object.customModuleProvider == nil, type.objcName == nil, !customClass.contains(".") {
                findings.append(finding("Swift class '\(customClass)' has no module in the document and no @objc name; the runtime cannot find it (set its module or \"Inherit Module From Target\")",
                                        at: object.location, notes: [.init(message: "declared here", location: type.location)]))
            } else if let module, let declared = type.module, module != declared {
                findings.append(finding("class '\(customClass)' is declared in module '\(declared)', but the document looks it up in '\(module)'",
                                        at: object.location, notes: [.init(message: "declared here", location: type.location)]))
            }
        }
        return findings
    }
}
