import IBDocument
import IBFoundation
import IBXML

/// What the convention rules walk: a document's views and controllers, and where a document-wide
/// finding points.
enum ConventionScope {
    /// Every view of the document (cells, stack views, bars included), in document order.
    static func views(of document: Document) -> [IBObject] {
        document.allObjects.filter { $0.role == .view }
    }

    /// Every constraint of the document with the view that holds it.
    static func constraints(of document: Document) -> [Constraint] {
        views(of: document).compactMap(\.asView).flatMap(\.constraints)
    }

    /// Where a finding about the whole document points: its root element.
    static func documentLocation(_ document: Document) -> SourceLocation {
        document.tree.rootElement.map { document.tree.location(of: $0) } ?? SourceLocation(file: document.path, line: 1, column: 1)
    }

    /// The scenes' main controllers (storyboard references excluded).
    static func controllers(of document: Document) -> [IBObject] {
        document.scenes.compactMap(\.mainObject).filter { $0.role == .controller }
    }

    /// The storyboard's name as UIKit loads it: the file name without its extension.
    static func storyboardName(_ document: Document) -> String {
        let file = document.path.split(separator: "/").last.map(String.init) ?? document.path
        return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
    }
}
