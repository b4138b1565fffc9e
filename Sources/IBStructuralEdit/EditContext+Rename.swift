import IBXML

/// Renaming a custom class wherever the document names it.
extension EditContext {
    mutating func renameClass(from old: String, to new: String) throws(EditRefusal) {
        guard Self.isIdentifier(new) else {
            throw EditRefusal("\"\(new)\" is not a class name")
        }
        guard old != new else { throw EditRefusal("the class is already named \"\(new)\"") }
        guard let root = tree.rootElement else { return }
        let users = tree.descendants(of: root).filter { tree.attribute("customClass", of: $0) == old }
        guard !users.isEmpty else { throw EditRefusal("no element of this document has the custom class \"\(old)\"") }
        do {
            for element in users { try tree.setAttribute("customClass", to: new, of: element) }
        } catch { throw EditRefusal("cannot rename: \(error)") }
        renames.append((old, new))
    }
}
