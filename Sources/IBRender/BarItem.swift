import IBDocument
import IBXML

/// One item of a navigation bar or toolbar as UIKit shows it: a title, a system item's word or
/// glyph, a picture, or space.
struct BarItem {
    /// What kind of item it is.
    enum Content: Equatable {
        /// Text: a title, or the word a system item shows (`Done`, `Cancel`, …).
        case text(String, bold: Bool)
        /// A glyph standing for a system item's symbol (`+` for add).
        case glyph(String)
        /// A picture by name (an image item).
        case image(String)
        /// Space that takes what the other items leave (`flexibleSpace`).
        case flexibleSpace
        /// Space of a fixed width (`fixedSpace`, its `width` or 0).
        case fixedSpace(Double)
        /// A custom view item, drawn as a rounded outline.
        case customView
    }

    /// Its id, carried on what is drawn.
    var id: String?
    var content: Content
    /// Whether it is enabled (a disabled item is drawn grey).
    var isEnabled = true

    /// The item a `<barButtonItem>` (or a navigation item's back item) describes.
    init(_ node: XMLNodeID, in tree: XMLTree) {
        id = tree.attribute("id", of: node)
        isEnabled = tree.attribute("enabled", of: node) != "NO"
        let bold = tree.attribute("style", of: node) == "done"
        if let title = tree.attribute("title", of: node), !title.isEmpty {
            content = .text(title, bold: bold)
        } else if let image = tree.attribute("image", of: node), !image.isEmpty {
            content = .image(image)
        } else if let system = tree.attribute("systemItem", of: node) {
            content = Self.systemItem(system, width: tree.number("width", of: node) ?? 0, bold: bold)
        } else if tree.childElements(of: node).contains(where: { tree.attribute("key", of: $0) == "customView" }) {
            content = .customView
        } else {
            content = .text("Item", bold: bold)
        }
    }

    init(id: String?, content: Content) {
        self.id = id
        self.content = content
    }

    /// What UIKit shows for a system item (`UIBarButtonItem.SystemItem`): a word for those that
    /// are words, a glyph for those that are symbols.
    static func systemItem(_ name: String, width: Double, bold: Bool) -> Content {
        switch name {
        case "flexibleSpace": return .flexibleSpace
        case "fixedSpace": return .fixedSpace(width.isFinite ? min(max(width, 0), 10_000) : 0)
        case "done": return .text("Done", bold: true)
        case "save": return .text("Save", bold: true)
        case "cancel": return .text("Cancel", bold: bold)
        case "edit": return .text("Edit", bold: bold)
        case "undo": return .text("Undo", bold: bold)
        case "redo": return .text("Redo", bold: bold)
        default: return .glyph(glyphs[name] ?? "•")
        }
    }

    /// Glyphs for the system items that are symbols.
    static let glyphs: [String: String] = [
        "add": "+", "compose": "✎", "reply": "↩", "action": "⇪", "organize": "▤", "bookmarks": "❐", "search": "⌕",
        "refresh": "↻", "stop": "✕", "close": "✕", "camera": "◉", "trash": "⌫", "play": "▶", "pause": "❚❚",
        "rewind": "◀◀", "fastForward": "▶▶", "pageCurl": "◪",
    ]

    /// What a tab bar's system item (`UITabBarItem.SystemItem`) shows under its picture.
    static func tabSystemItemTitle(_ name: String) -> String {
        let titles = ["more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated", "recents": "Recents",
                      "contacts": "Contacts", "history": "History", "bookmarks": "Bookmarks", "search": "Search", "downloads": "Downloads",
                      "mostRecent": "Most Recent", "mostViewed": "Most Viewed"]
        return titles[name] ?? name
    }

    /// The items of a list element's children (`<items>`, `<toolbarItems>`, `<rightBarButtonItems>`).
    static func items(in list: XMLNodeID, tree: XMLTree) -> [BarItem] {
        tree.childElements(of: list).filter { tree.isElement($0, named: "barButtonItem") }.map { BarItem($0, in: tree) }
    }
}
