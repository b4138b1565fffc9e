import IBDocument
import IBFoundation

/// What one check keeps per document for the next, so that after an edit only the documents it
/// can affect are checked again.
public struct DocumentFindings: Sendable {
    /// Each document's findings from the document rules, by path.
    var own: [String: [Diagnostic]] = [:]
    /// The findings of document-by-document project rules that started from each document.
    var exercised: [String: [Diagnostic]] = [:]

    /// Nothing kept.
    public init() {}
}

/// A project rule whose findings are the union of what it finds starting from each document in
/// turn (loading each document's scenes, which may reach into others): run per document, so a
/// check after an edit needs to run it only from the documents the edit affects.
public protocol DocumentwiseProjectRule: Rule {
    /// The findings met starting from one document, in the whole project's context.
    func checkProject(_ context: CheckContext, startingFrom document: Document) -> [Diagnostic]
}
