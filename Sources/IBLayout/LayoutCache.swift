import IBDocument
import IBFoundation

/// The layouts of the documents being checked, so that the three layout rules solve each
/// document once. Rules of one document run together, so a few recent documents are enough.
public final class LayoutCache: Sendable {
    private let entries = LockedValue<[(document: Document, layouts: [RootLayout])]>([])
    private let capacity: Int

    /// A cache keeping the last `capacity` documents.
    public init(capacity: Int = 64) { self.capacity = capacity }

    /// The cache the check rules share.
    public static let shared = LayoutCache()

    /// The document's layouts on its own device, solved on first use.
    public func layouts(of document: Document) -> [RootLayout] {
        if let hit = entries.withLock({ $0.first { $0.document === document }?.layouts }) { return hit }
        let layouts = document.usesAutoLayout ? LayoutEngine.layout(document) : []
        entries.withLock { entries in
            entries.append((document, layouts))
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
        return layouts
    }
}
