import IBDocument
import IBFoundation

/// An object id declared twice in one document.
public struct DuplicateID: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "duplicate-id",
        summary: "Two elements of one document declare the same object id.",
        rationale: """
        Connections, constraints and segues name their ends by id. With two elements of the same id, which \
        one a reference reaches depends on the compiler, and merges that produced the duplicate usually leave \
        other references broken. Xcode repairs such files silently on open, changing ids; ibtool compiles them \
        without a word.
        """,
        severity: .error,
        examples: [
            .xib(true, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="v1"><subviews>
                <label id="dup"/>
                ↓<button id="dup"/>
            </subviews></view>
            """),
            .xib(false, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="v1"><subviews>
                <label id="l1"/>
                <button id="b1"/>
            </subviews></view>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Reports every declaration after the first of each duplicated id.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        document.index.duplicates.keys.sorted().flatMap { id -> [Diagnostic] in
            let elements = document.index.duplicates[id] ?? []
            guard let first = elements.first else { return [] }
            let firstLocation = document.tree.location(of: first)
            return elements.dropFirst().map { element in
                var location = document.tree.location(of: element)
                location.objectID = id
                return finding("id '\(id)' is already declared at line \(firstLocation.line)", at: location,
                               notes: [.init(message: "first declared here", location: firstLocation)])
            }
        }
    }
}
