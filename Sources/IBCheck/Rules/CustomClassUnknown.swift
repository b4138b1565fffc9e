import IBDocument
import IBFoundation

/// A custom class that no source declares.
public struct CustomClassUnknown: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "custom-class-unknown",
        summary: "An object's custom class is declared in no indexed source and is no framework class.",
        rationale: """
        When the runtime cannot find the class, UIKit logs "Unknown class _TtC3App9FancyView in Interface \
        Builder file." and silently instantiates the element's base class (a plain UIView, UIViewController, …). \
        Nothing crashes at load; the custom behaviour is simply missing, and outlets to the class's own \
        properties crash later. Classes from another module (customModule set without "inherit from target") \
        are skipped when no target of the project builds that module, and classes a dependency provides get \
        one note each from class-from-dependency instead. File's Owner is passed in by the code that loads the \
        nib, so its unknown class only means its outlets could not be checked, and an owner with no outlets, \
        actions, bindings or runtime attributes is not reported at all. The outlets, actions and runtime \
        attributes of an unknown class are not checked.
        """,
        severity: .warning,
        needsSources: true,
        examples: [
            .xib(true, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            ↓<view contentMode="scaleToFill" id="v1" customClass="FancyView" customModule="App" customModuleProvider="target"/>
            """, ("Views.swift", "class PlainView: UIView {}\n")),
            .xib(false, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="v1" customClass="FancyView" customModule="App" customModuleProvider="target"/>
            <view contentMode="scaleToFill" id="v2" customClass="ShimmerView" customModule="Shimmer"/>
            <view contentMode="scaleToFill" id="v3" customClass="UIStackView"/>
            """, ("Views.swift", "class FancyView: UIView {}\n")),
            .xib(false, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="RemovedCell" customModule="App" customModuleProvider="target"/>
            <view contentMode="scaleToFill" id="v1"/>
            """, ("Views.swift", "class FancyView: UIView {}\n")),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Looks every custom class up in the sources and the framework knowledge.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard !context.sources.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        for object in document.allObjects {
            guard let customClass = object.customClass, !context.hierarchy.isKnown(customClass) else { continue }
            if object.placeholder == .firstResponder || object.placeholder == .exit { continue }
            // A class from a dependency whose sources are absent gets one note from class-from-dependency.
            if context.dependency(providing: customClass, module: object.customModule) != nil { continue }
            // So does a class that sources the project compiles, but the checkout lacks, may declare.
            if context.project.absentSources(declaring: customClass, scope: context.scope) != nil { continue }
            // A class in another module (a framework or pod) that no target of the project builds.
            if let module = object.customModule, object.customModuleProvider != "target", !context.scope.projectModules.contains(module) { continue }
            if object.placeholder == .filesOwner {
                // With no outlet, action, binding or runtime attribute on it, nothing reads the owner's class.
                guard Self.hasAnythingToCheck(owner: object, in: document) else { continue }
                findings.append(finding("File's Owner's class '\(customClass)' is declared in no indexed source; the code that loads the nib passes the owner in, so nothing fails at load, but its outlets and actions could not be checked",
                                        at: object.location))
                continue
            }
            let base = object.baseClassName ?? "NSObject"
            let log = document.platform == .macOS
                ? "AppKit logs \"Unknown class '\(customClass)', using '\(base)' instead\""
                : "UIKit logs \"Unknown class \(customClass) in Interface Builder file\""
            findings.append(finding("class '\(customClass)' is declared in no indexed source; \(log) and creates a plain \(object.baseClassName ?? "object") instead (its outlets, actions and runtime attributes were not checked)",
                                    at: object.location))
        }
        return findings
    }

    /// Whether the owner holds an outlet or runtime attribute, or a connection points at it.
    static func hasAnythingToCheck(owner: IBObject, in document: Document) -> Bool {
        if !owner.connections.isEmpty || !owner.runtimeAttributes.isEmpty { return true }
        guard let id = owner.id else { return false }
        return document.allObjects.contains { object in object.connections.contains { $0.destinationID == id } }
    }
}
