import IBDocument
import IBTargets
import IBFoundation

/// A custom class whose module in the document is not the module that declares it.
public struct CustomModuleMismatch: Rule {
    /// The rule's description.
    /// A package whose target `App` compiles the examples' sources and bundles their documents.
    static let package = ("Package.swift", Fixture.swiftPackage())

    /// The rule's description.
    public static let description = RuleDescription(
        id: "custom-module-mismatch",
        summary: "A Swift custom class is looked up in a module that does not compile it, or in none.",
        rationale: """
        A Swift class's runtime name includes its module (_TtC3App9FancyView). Interface Builder stores the \
        module in customModule, or "inherit from target" in customModuleProvider, which the build replaces with \
        the module of the target compiling the document. A module that is not the one compiling the class — a \
        renamed target, a class moved to a framework — or no module at all for a Swift class without \
        @objc(Name) makes the lookup fail: UIKit logs "Unknown class … in Interface Builder file" and uses the \
        base class. Module names come from the Xcode project or Swift package (PRODUCT_MODULE_NAME, or the \
        product name made an identifier: `My-App` is `My_App`); without one, only the missing module is \
        judged. On File's Owner the finding is a note: the code that loads the nib passes the owner in, \
        so the runtime never looks its class up; only Interface Builder reads it.
        """,
        severity: .error,
        needsSources: true,
        examples: [
            RuleExample(triggers: true, files: [package, ("Sources/App/View.xib", Fixture.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            ↓<view contentMode="scaleToFill" id="v1" customClass="FancyView" customModule="OldApp"/>
            ↓<view contentMode="scaleToFill" id="v2" customClass="FancyView"/>
            """)), ("Sources/App/FancyView.swift", "class FancyView: UIView {}\n")]),
            RuleExample(triggers: false, files: [package, ("Sources/App/View.xib", Fixture.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="v1" customClass="FancyView" customModule="App"/>
            <view contentMode="scaleToFill" id="v2" customClass="FancyView" customModule="OldApp" customModuleProvider="target"/>
            <view contentMode="scaleToFill" id="v3" customClass="LegacyView"/>
            <view contentMode="scaleToFill" id="v4" customClass="NamedView"/>
            """)), ("Sources/App/FancyView.swift", "class FancyView: UIView {}\n@objc(NamedView) class NamedView: UIView {}\n"),
                ("Sources/App/LegacyView.h", "@interface LegacyView : UIView\n@end\n")]),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Compares each custom class's module in the document with the module that compiles it.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard !context.sources.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        for object in document.allObjects {
            guard let customClass = object.customClass, let type = context.hierarchy.type(named: customClass), type.isDeclared,
                  type.language == .swift, object.placeholder != .firstResponder else { continue }
            // "Inherit Module From Target" is resolved when the target compiles the document;
            // without a project, the module written is all there is.
            let inherits = object.customModuleProvider == "target"
            let module = inherits && context.scope.target != nil ? context.scope.targetModule : object.customModule
            var finding: Diagnostic
            if module == nil, !inherits, type.objcName == nil, !customClass.contains(".") {
                finding = self.finding("Swift class '\(customClass)' has no module in the document and no @objc name; the runtime cannot find it (set its module or \"Inherit Module From Target\")",
                                       at: object.location, notes: [.init(message: "declared here", location: type.location)])
            } else if let module, let declared = type.module, module != declared, Self.isUnresolvedDependency(module, in: context) {
                // No target builds the module, yet the code imports it or the project lists it: a
                // dependency that is not checked out (a submodule, a local package) or renamed
                // between package managers, whose own class of this name ibkit cannot see.
                finding = self.finding("module '\(module)' is not resolved: no target in scope builds it, though the project depends on it; a class '\(customClass)' was found in module '\(declared)', but the document's may be the dependency's own",
                                       at: object.location, notes: [.init(message: "a class of that name is declared here", location: type.location)])
                finding.severity = .note
                findings.append(finding)
                continue
            } else if let module, let declared = type.module, module != declared {
                let place = context.scope.target.map { " (target '\($0.name)')" } ?? ""
                finding = self.finding("class '\(customClass)' is declared in module '\(declared)', but the document looks it up in '\(module)'\(place)",
                                       at: object.location, notes: [.init(message: "declared here", location: type.location)])
            } else {
                continue
            }
            if object.placeholder == .filesOwner {
                // The owner is created by the code that loads the nib; only Interface Builder reads its class.
                finding.severity = .note
                finding.message += "; for File's Owner this only hides its outlets in Interface Builder, since the loading code passes the owner in"
            }
            findings.append(finding)
        }
        return findings
    }

    /// Whether `module` is one the project depends on without building it: no target of the
    /// project builds it, and a dependency provides it, a target links it, or a source imports it.
    static func isUnresolvedDependency(_ module: String, in context: CheckContext) -> Bool {
        guard !context.scope.projectModules.contains(module) else { return false }
        if context.project.buildModel.dependency(providing: module) != nil { return true }
        if context.project.buildModel.targets.contains(where: { $0.externalModules.contains(module) || $0.dependencies.contains("product:\(module)") }) { return true }
        return context.project.sources.importedModules.contains(module) || context.sources.importedModules.contains(module)
    }
}
