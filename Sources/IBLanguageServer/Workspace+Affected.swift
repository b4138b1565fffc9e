import IBDocument
import IBProject
import IBSource

/// Which documents an edit can change the findings of.
extension Workspace {
    /// The class names a document's objects name and the identifiers it declares: what ties it
    /// to code.
    struct DocumentNames {
        var classes: Set<String> = []
        var identifiers: Set<String> = []
        var referencedDocuments: Set<String> = []
    }

    /// Attributes whose values code names as strings.
    static let identifierAttributes: Set<String> = ["storyboardIdentifier", "identifier", "reuseIdentifier", "restorationIdentifier"]

    func names(of document: Document) -> DocumentNames {
        if let (known, names) = documentNames[document.path], known === document { return names }
        var names = DocumentNames()
        names.identifiers.insert(Project.baseName(document.path))
        let tree = document.tree
        for object in document.allObjects {
            if let custom = object.customClass { names.classes.insert(custom) }
            if let base = object.baseClassName { names.classes.insert(base) }
            for attribute in tree.attributes(of: object.node) where Self.identifierAttributes.contains(tree.name(of: attribute)) {
                names.identifiers.insert(tree.value(of: attribute))
            }
            for connection in object.connections {
                if let identifier = connection.identifier { names.identifiers.insert(identifier) }
            }
            // Documents loaded from this one: a storyboard reference, a controller's own nib.
            for attribute in ["storyboardName", "nibName"] {
                if let name = tree.attribute(attribute, of: object.node) { names.referencedDocuments.insert(name) }
            }
        }
        documentNames[document.path] = (document, names)
        return names
    }

    /// Documents that load the document at `path` by name (storyboard references, nib names).
    func documentsReferring(to path: String, in project: Project) -> Set<String> {
        let name = Project.baseName(path)
        return Set(project.documents.filter { $0.path != path && names(of: $0).referencedDocuments.contains(name) }.map(\.path))
    }

    /// The documents whose classes (or their subclasses) the source declares, before or after
    /// the edit, or whose identifiers it names. Nil when the edit added, removed or renamed a
    /// class, so that anything may change.
    func documents(affectedBySource path: String, before: Project, after: Project) -> Set<String>? {
        let old = before.parsedSources.first { $0.path == path }
        let new = after.parsedSources.first { $0.path == path }
        let oldTypes = Set(old?.types.map(\.name) ?? []), newTypes = Set(new?.types.map(\.name) ?? [])
        guard oldTypes == newTypes else { return nil }
        let oldSupers = old?.types.map(\.superclass) ?? [], newSupers = new?.types.map(\.superclass) ?? []
        guard oldSupers == newSupers else { return nil }
        var classes = newTypes
        // Subclasses inherit outlets and actions: a document naming one is affected too.
        let hierarchy = after.hierarchy
        for (name, _) in after.sources.types where !classes.contains(name) {
            if hierarchy.chain(of: name).names.contains(where: newTypes.contains) { classes.insert(name) }
        }
        // Literals count too: identifier-unused reads them as uses through constants.
        var identifiers = Set((old?.identifierUses ?? []).map(\.value) + (new?.identifierUses ?? []).map(\.value))
        identifiers.formUnion(old?.namedStrings ?? [])
        identifiers.formUnion(new?.namedStrings ?? [])
        return Set(after.documents.filter { document in
            let names = names(of: document)
            return !names.classes.isDisjoint(with: classes) || !names.identifiers.isDisjoint(with: identifiers)
        }.map(\.path))
    }
}
