import IBDocument
import IBFoundation

/// A connection or constraint that names an id no element declares.
public struct DanglingReference: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "dangling-reference",
        summary: "A connection, constraint or other reference names an object id that the document does not declare.",
        rationale: """
        Usually a merge or a hand edit removed the object and kept what pointed at it. ibtool compiles such a \
        document without complaint; at run time the connection or constraint is dropped or refers to nothing, \
        and Xcode rewrites the file on the next open.
        """,
        severity: .error,
        examples: [
            .xib(true, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                <connections>
                    <outlet property="view" destination="↓gone" id="o1"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v1"/>
            """),
            .xib(false, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                <connections>
                    <outlet property="view" destination="v1" id="o1"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v1"/>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Reports every reference attribute whose id resolves to nothing.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        document.danglingReferences.map { reference in
            finding("\(document.tree.name(of: reference.element)) '\(reference.attributeName)' names id '\(reference.id)', which nothing in this document declares",
                    at: reference.location)
        }
    }
}
