import IBDocument
import IBFoundation

/// IBLinter's `reuse_identifier`: a cell's reuse identifier is its class name.
public struct ReuseIdentifierMatchesClass: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "reuse-identifier-matches-class",
        summary: "A table or collection view cell has a custom class and that class's name as its reuse identifier.",
        rationale: """
        A convention, not a crash (IBLinter's reuse_identifier): with the class name as reuse identifier, \
        `dequeueReusableCell(withIdentifier: String(describing: T.self))` needs no string table, and a cell \
        without one cannot be dequeued from the document at all. Unlike IBLinter, cells at a xib's top level \
        are checked too (IBLinter leaves xibs for later).
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .xib(true, """
            ↓<tableViewCell contentMode="scaleToFill" reuseIdentifier="cell" id="c1" customClass="ProfileCell"/>
            ↓<collectionViewCell contentMode="center" id="c2" customClass="PhotoCell"/>
            """),
            .xib(false, """
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="ProfileCell" id="c1" customClass="ProfileCell"/>
            <collectionViewCell contentMode="center" reuseIdentifier="PhotoCell" id="c2" customClass="PhotoCell"/>
            """),
        ]
    )

    /// The cells and reusable views this rule reads.
    static let cells: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// Creates the rule.
    public init() {}

    /// Checks every cell of the document.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        ConventionScope.views(of: document).filter { Self.cells.contains($0.elementName) }.compactMap { cell in
            let reuse = cell.attribute("reuseIdentifier")
            guard let custom = cell.customClass, custom == reuse else {
                let name = cell.customClass ?? cell.baseClassName ?? cell.elementName
                return finding("\(name)'s reuse identifier '\(reuse ?? "")' should be its custom class name", at: cell.location)
            }
            return nil
        }
    }
}
