import IBDocument
import IBProject
import IBSource
import IBXML

/// Fixes offered where they are certain: a connection to a member that no longer exists is
/// removed; an action is pointed at the method it was renamed to, when exactly one unconnected
/// method of the same signature exists; a selector gets the `:` its method's parameter needs.
struct QuickFixes {
    let project: Project
    let document: Document
    let lines: LineIndex

    /// The rules whose findings name a connection to a member that is not there.
    static let connectionRules: Set<String> = ["action-missing", "outlet-missing"]

    func actions(for diagnostic: LSP.Diagnostic, uri: String) -> [LSP.CodeAction] {
        guard Self.connectionRules.contains(diagnostic.code),
              let query = DocumentElementQuery(document: document, offset: lines.offset(of: diagnostic.range.start)),
              let connection = query.connection else { return [] }
        var actions: [LSP.CodeAction] = []
        if connection.kind == .action, let selector = connection.selector, let target = connection.destination,
           let className = target.runtimeClassName {
            if let replacement = renamedSelector(selector, on: className, in: connection) {
                if let edit = replaceSelector(of: connection, with: replacement) {
                    let title: String
                    if replacement == selector + ":" {
                        title = "Add the missing ':' (the method takes a sender): '\(replacement)'"
                    } else if replacement + ":" == selector {
                        title = "Drop the ':' (the method takes no sender): '\(replacement)'"
                    } else {
                        title = "Point the action at '\(replacement)'"
                    }
                    actions.append(LSP.CodeAction(title: title, diagnostics: [diagnostic], edit: LSP.WorkspaceEdit(changes: [uri: [edit]])))
                }
            }
        }
        let what = connection.kind == .action ? "action '\(connection.selector ?? "")'" : "outlet '\(connection.property ?? "")'"
        actions.append(LSP.CodeAction(title: "Remove the \(what) connection", diagnostics: [diagnostic], isPreferred: actions.isEmpty,
                                      edit: LSP.WorkspaceEdit(changes: [uri: [removal(of: connection.node)]])))
        return actions
    }

    /// The selector an action most certainly meant: the same name with or without the sender's
    /// `:`, else the one method of the class with the same parameters that no action of the
    /// project calls.
    func renamedSelector(_ selector: String, on className: String, in connection: Connection) -> String? {
        let hierarchy = project.hierarchy
        let toggled = selector.hasSuffix(":") ? String(selector.dropLast()) : selector + ":"
        if case .found = hierarchy.lookUpMethod(toggled, on: className), hierarchy.isDeclaredInSources(className) { return toggled }
        let colons = selector.filter { $0 == ":" }.count
        let used = connectedSelectors(of: className)
        var candidates: [SourceMethod] = []
        for link in hierarchy.chain(of: className).links {
            guard let type = link.source else { continue }
            candidates += type.methods.filter { method in
                method.isAction && method.selector.filter { $0 == ":" }.count == colons && !used.contains(method.selector)
            }
        }
        guard candidates.count == 1 else { return nil }
        return candidates[0].selector
    }

    /// The selectors actions of the project send to objects of a class.
    func connectedSelectors(of className: String) -> Set<String> {
        var selectors: Set<String> = []
        for document in project.documents + [document] {
            for object in document.allObjects {
                for connection in object.connections where connection.kind == .action {
                    guard let selector = connection.selector, let target = connection.destination,
                          target.runtimeClassName == className else { continue }
                    // The connection being fixed does not count as a use of its own selector.
                    selectors.insert(selector)
                }
            }
        }
        return selectors
    }

    func replaceSelector(of connection: Connection, with selector: String) -> LSP.TextEdit? {
        let tree = document.tree
        guard let attribute = tree.attributeID("selector", of: connection.node), let range = tree.valueByteRange(of: attribute) else { return nil }
        return LSP.TextEdit(range: LSP.Range(start: lines.position(ofOffset: range.lowerBound), end: lines.position(ofOffset: range.upperBound)),
                            newText: selector)
    }

    /// Deletes an element with its line; a `<connections>` left empty goes too.
    func removal(of element: XMLNodeID) -> LSP.TextEdit {
        let tree = document.tree
        var node = element
        if let list = tree.parent(of: element), tree.name(of: list) == "connections", tree.childElements(of: list).count == 1 { node = list }
        let range = tree.byteRange(of: node) ?? 0..<0
        var start = range.lowerBound, end = range.upperBound
        let bytes = lines.bytes
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == 32 || bytes[lineStart - 1] == 9 { lineStart -= 1 }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == 32 || bytes[lineEnd] == 9 || bytes[lineEnd] == 13 { lineEnd += 1 }
        if (lineStart == 0 || bytes[lineStart - 1] == 10), lineEnd < bytes.count, bytes[lineEnd] == 10 {
            start = lineStart
            end = lineEnd + 1
        }
        return LSP.TextEdit(range: LSP.Range(start: lines.position(ofOffset: start), end: lines.position(ofOffset: end)), newText: "")
    }
}
