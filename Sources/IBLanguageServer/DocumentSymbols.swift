import IBDocument

/// A document's outline as the editor's symbol tree: scenes, controllers, views, as Xcode's
/// document outline names them.
enum DocumentSymbols {
    static func symbols(of document: Document, lines: LineIndex) -> [LSP.DocumentSymbol] {
        document.outline.items.compactMap { symbol($0, document: document, lines: lines) }
    }

    static func symbol(_ item: OutlineItem, document: Document, lines: LineIndex) -> LSP.DocumentSymbol? {
        // A scene is named by its sceneID, every other row by its element's id.
        let node = item.element == "scene" ? document.scenes.first { $0.sceneID == item.id }?.node : item.id.flatMap(document.index.element(withID:))
        guard let id = item.id, let node, let bytes = document.tree.byteRange(of: node) else {
            // Rows without an element of their own are left out, their children kept by the caller.
            return nil
        }
        let range = LSP.Range(start: lines.position(ofOffset: bytes.lowerBound), end: lines.position(ofOffset: bytes.upperBound))
        let start = lines.position(ofOffset: bytes.lowerBound)
        let selection = LSP.Range(start: start, end: lines.position(ofOffset: min(bytes.upperBound, bytes.lowerBound + 1 + item.element.utf8.count)))
        var detail = [item.className, id].compactMap { $0 }.joined(separator: " · ")
        if let identifier = item.properties["storyboardIdentifier"] { detail += " · \"\(identifier)\"" }
        return LSP.DocumentSymbol(name: item.name, detail: detail, kind: kind(of: item), range: range, selectionRange: selection,
                                  children: item.children.compactMap { symbol($0, document: document, lines: lines) })
    }

    static func kind(of item: OutlineItem) -> Int {
        switch item.element {
        case "scene": return LSP.SymbolKind.namespace
        case let name where name.hasSuffix("Controller") || name == "viewController": return LSP.SymbolKind.classKind
        case "placeholder", "customObject": return LSP.SymbolKind.object
        default: return LSP.SymbolKind.field
        }
    }
}
