import IBDocument
import IBFoundation

/// A user-defined runtime attribute whose value type the key cannot hold.
public struct RuntimeAttributeTypeMismatch: Rule {
    /// The extension both examples use.
    static let shadowSource = "extension UIView {\n    @IBInspectable var shadowTint: UIColor? {\n        get { nil }\n        set { }\n    }\n}\n"

    /// The rule's description.
    public static let description = RuleDescription(
        id: "runtime-attribute-type-mismatch",
        summary: "A user-defined runtime attribute's type cannot be stored in the key it sets.",
        rationale: """
        Key-value coding stores the attribute's object as is, or unboxes it for a scalar. A Color attribute is \
        a UIColor, so setting layer.borderColor (a CGColor) does nothing visible; a number stored into a UIColor \
        property crashes later with "unrecognized selector"; a Nil or String attribute on a scalar key raises \
        NSInvalidArgumentException ("[<…> setNilValueForKey]: could not set nil as the value for the key") or \
        unrecognized selector. Point, Size and Rect must match CGPoint, CGSize and CGRect keys.
        """,
        severity: .error,
        needsSources: true,
        examples: [
            .xib(true, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="v1">
                <userDefinedRuntimeAttributes>
                    ↓<userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                        <color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
                    </userDefinedRuntimeAttribute>
                    ↓<userDefinedRuntimeAttribute type="string" keyPath="shadowTint" value="red"/>
                </userDefinedRuntimeAttributes>
            </view>
            """, ("UIView+Shadow.swift", shadowSource)),
            .xib(false, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="v1">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="color" keyPath="shadowTint">
                        <color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                </userDefinedRuntimeAttributes>
            </view>
            """, ("UIView+Shadow.swift", shadowSource)),
        ]
    )

    /// Creates the rule.
    public init() {}

    static let numeric: Set<String> = ["Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                                       "Double", "Float", "CGFloat", "NSInteger", "NSUInteger", "BOOL", "NSNumber", "NSTimeInterval", "TimeInterval"]
    static let strings: Set<String> = ["String", "NSString", "Substring"]
    static let colors: Set<String> = ["UIColor", "NSColor"]
    static let images: Set<String> = ["UIImage", "NSImage"]
    static let any: Set<String> = ["id", "Any", "AnyObject", "NSObject", ""]

    /// Whether an attribute of `attributeType` can be stored in a key of `keyType`; nil when ibkit
    /// does not know the key type well enough to say.
    static func compatible(_ attributeType: String, _ keyType: String) -> Bool? {
        if any.contains(keyType) { return true }
        let known = numeric.union(strings).union(colors).union(images).union(["CGColor", "CGPoint", "CGSize", "CGRect", "NSRange", "UIFont", "NSFont", "UIEdgeInsets"])
        guard known.contains(keyType) else { return nil }
        switch attributeType {
        case "boolean", "number": return numeric.contains(keyType)
        case "string", "localizedString": return strings.contains(keyType) || numeric.contains(keyType)
        case "color": return colors.contains(keyType)
        case "image": return images.contains(keyType)
        case "point": return keyType == "CGPoint"
        case "size": return keyType == "CGSize"
        case "rect": return keyType == "CGRect"
        case "range": return keyType == "NSRange"
        case "nil": return !numeric.contains(keyType) && !["CGPoint", "CGSize", "CGRect", "NSRange", "UIEdgeInsets"].contains(keyType)
        default: return nil
        }
    }

    /// Compares each attribute's type with its key's.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        RuntimeAttributeKeys.attributes(in: document, context: context).compactMap { attribute, className in
            guard let keyPath = attribute.keyPath, let type = attribute.type,
                  case .resolved(let keyType) = RuntimeAttributeKeys.resolve(keyPath, from: className, in: context),
                  Self.compatible(type, keyType) == false else { return nil }
            let hint = keyType == "CGColor" && type == "color" ? "; a Color attribute is a UIColor, which a CGColor key cannot use (set it in code or through a UIColor inspectable)" : ""
            return finding("runtime attribute '\(keyPath)' is a \(type) but the key holds \(keyType)\(hint)", at: attribute.location)
        }
    }
}
