import IBDocument
import IBFoundation

/// A user-defined runtime attribute whose key path the object does not have.
public struct RuntimeAttributeUnknownKey: Rule {
    /// The extension both examples use.
    static let cornersSource = "extension UIView {\n    @IBInspectable var cornerRadius: CGFloat {\n        get { layer.cornerRadius }\n        set { layer.cornerRadius = newValue }\n    }\n}\n"

    /// The rule's description.
    public static let description = RuleDescription(
        id: "runtime-attribute-unknown-key",
        summary: "A user-defined runtime attribute's key path does not exist on the object's class.",
        rationale: """
        Runtime attributes (what @IBInspectable writes) are applied with setValue(_:forKeyPath:) while the nib \
        loads. A missing key raises NSUnknownKeyException: "[<UILabel 0x…> setValue:forUndefinedKey:]: this \
        class is not key value coding-compliant for the key nuiClass." A removed @IBInspectable, an extension \
        left out of the target, or a private key UIKit renamed (_placeholderLabel.textColor) are the usual causes. \
        CALayer (and CAAnimation) store any key instead of raising, so a misspelt layer key is a warning: it \
        does nothing. A key ibkit does not know on a plain framework object, or a private `_key`, is a note: \
        ibkit's framework data cannot list every key.
        """,
        severity: .error,
        needsSources: true,
        examples: [
            .xib(true, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="v1">
                <userDefinedRuntimeAttributes>
                    ↓<userDefinedRuntimeAttribute type="number" keyPath="cornerRadious">
                        <real key="value" value="8"/>
                    </userDefinedRuntimeAttribute>
                    ↓<userDefinedRuntimeAttribute type="color" keyPath="layer.borderColour"/>
                </userDefinedRuntimeAttributes>
            </view>
            """, ("UIView+Corners.swift", cornersSource)),
            .xib(false, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="v1">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                        <real key="value" value="8"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                        <real key="value" value="1"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="card"/>
                </userDefinedRuntimeAttributes>
            </view>
            """, ("UIView+Corners.swift", cornersSource)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Resolves every runtime attribute's key path.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        RuntimeAttributeKeys.attributes(in: document, context: context).compactMap { attribute, className in
            guard let keyPath = attribute.keyPath else { return nil }
            switch RuntimeAttributeKeys.resolve(keyPath, from: className, in: context) {
            case .missing(let component, let owner) where component.hasPrefix("_") || context.hierarchy.isFrameworkOnly(owner):
                // Private keys (Xcode itself writes `effect._style`) and keys of plain framework
                // classes may exist where ibkit's framework data ends: unknown, not missing.
                var note = finding("runtime attribute '\(keyPath)': ibkit does not know the key '\(component)' on \(owner), a framework class whose keys its data does not list completely; not checked",
                                   at: attribute.location)
                note.severity = .note
                return note
            case .missing(let component, let owner):
                return finding("runtime attribute '\(keyPath)': \(owner) has no key '\(component)'; loading raises NSUnknownKeyException: \"this class is not key value coding-compliant for the key \(component).\"",
                               at: attribute.location)
            case .notExposed(let component, let owner):
                return finding("runtime attribute '\(keyPath)': \(owner).\(component) is not visible to Objective-C; mark it @IBInspectable or @objc",
                               at: attribute.location)
            case .stored(let component, let owner):
                var finding = finding("runtime attribute '\(keyPath)': '\(component)' is no property of \(owner); \(owner) stores any key without complaint, so nothing crashes, but nothing reads it either",
                                      at: attribute.location)
                finding.severity = .warning
                return finding
            case .resolved, .unknown:
                return nil
            }
        }
    }
}
