import IBDocument
import IBFoundation

/// Left and right where leading and trailing would follow the reading direction.
public struct LeftRightInsteadOfLeadingTrailing: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "left-right-instead-of-leading-trailing",
        summary: "A constraint binds left or right, or text is aligned left or right, instead of leading, trailing or natural.",
        rationale: """
        UIKit flips leading and trailing (and natural alignment) for right-to-left languages such as \
        Arabic and Hebrew, and never flips left and right: a layout built on them stays mirrored wrong \
        for those users (xiblint's RTL checks). Use leading/trailing constraints and natural alignment \
        unless the direction is really fixed (a media scrubber, a map).
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .xib(true, """
            <view contentMode="scaleToFill" id="root">
                <subviews>
                    ↓<label text="Name" textAlignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="name"/>
                </subviews>
                <constraints>
                    ↓<constraint firstItem="name" firstAttribute="left" secondItem="root" secondAttribute="left" constant="16" id="c1"/>
                </constraints>
            </view>
            """),
            .xib(false, """
            <view contentMode="scaleToFill" id="root">
                <subviews>
                    <label text="Name" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="name"/>
                </subviews>
                <constraints>
                    <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                </constraints>
            </view>
            """),
        ]
    )

    static let fixed: Set<LayoutAttribute> = [.left, .right, .leftMargin, .rightMargin]

    /// Creates the rule.
    public init() {}

    /// Checks constraints and text alignments.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        // AppKit lays out left to right unless told otherwise; the rule is about UIKit's flipping.
        guard document.platform != .macOS else { return [] }
        let constraints = ConventionScope.constraints(of: document).compactMap { constraint -> Diagnostic? in
            let fixed = [constraint.firstAttribute, constraint.secondAttribute].filter(Self.fixed.contains)
            guard let attribute = fixed.first else { return nil }
            return finding("constraint \(constraint.id ?? "") binds \(attribute.name); use \(attribute.name.replacingOccurrences(of: "left", with: "leading").replacingOccurrences(of: "right", with: "trailing"))",
                           at: constraint.location)
        }
        let alignments = ConventionScope.views(of: document).compactMap { view -> Diagnostic? in
            guard let alignment = view.attribute("textAlignment"), alignment == "left" || alignment == "right" else { return nil }
            return finding("\(view.className ?? view.elementName) \(view.id ?? "") aligns its text \(alignment); use natural (or center)", at: view.location)
        }
        return constraints + alignments
    }
}
