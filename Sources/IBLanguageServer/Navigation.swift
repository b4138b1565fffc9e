import IBDocument
import IBFoundation
import IBProject
import IBSource

/// Where a name in a document is declared in code, and where code's names are used in documents.
struct Navigation {
    let project: Project

    /// A place in a file: a path and a 1-based line and byte column.
    struct Place: Hashable {
        var path: String
        var line: Int
        var column: Int
    }

    // MARK: Document → code

    /// The declarations in code that the element or attribute at the query names.
    func declarations(at query: DocumentElementQuery) -> [Place] {
        if query.attribute == "customClass", let name = query.value("customClass") { return classPlaces(name) }
        if let connection = query.connection {
            switch connection.kind {
            case .outlet, .outletCollection:
                guard let property = connection.property, let owner = connection.source else { return [] }
                return outletPlaces(property, inClassOf: owner)
            case .action:
                guard let selector = connection.selector else { return [] }
                return actionPlaces(selector, target: connection.destination)
            case .segue:
                if let identifier = connection.identifier, query.attribute == "identifier" || query.attribute == nil {
                    let places = usePlaces(identifier, kinds: [.segueIdentifier, .segueComparison])
                    if !places.isEmpty { return places }
                }
                if let selector = connection.unwindAction { return actionPlaces(selector, target: nil) }
                return []
            default:
                return []
            }
        }
        for (attribute, kinds) in Self.identifierAttributes where query.attribute == attribute {
            if let value = query.value(attribute) { return usePlaces(value, kinds: kinds) }
        }
        if let object = query.object, let name = object.customClass { return classPlaces(name) }
        return []
    }

    static let identifierAttributes: [(String, [IdentifierUse.Kind])] = [
        ("storyboardIdentifier", [.storyboardIdentifier]),
        ("reuseIdentifier", [.reuseIdentifier, .reuseRegistration]),
        ("identifier", [.reuseIdentifier, .segueIdentifier, .segueComparison]),
    ]

    func classPlaces(_ name: String) -> [Place] {
        guard let type = project.sources.type(named: name) else { return [] }
        return [place(type.location)]
    }

    func outletPlaces(_ property: String, inClassOf owner: IBObject) -> [Place] {
        guard let className = owner.runtimeClassName else { return [] }
        for link in project.hierarchy.chain(of: className).links {
            guard let type = link.source else { continue }
            if let outlet = type.outlet(named: property) { return [place(outlet.location)] }
            if let property = type.property(named: property) { return [place(property.location)] }
        }
        return []
    }

    /// The method an action calls: on the target's class, or, for First Responder and Exit,
    /// every class exposing the selector.
    func actionPlaces(_ selector: String, target: IBObject?) -> [Place] {
        if let target, let className = target.runtimeClassName {
            for link in project.hierarchy.chain(of: className).links {
                if let method = link.source?.method(withSelector: selector) { return [place(method.location)] }
            }
            return []
        }
        return project.sources.methods(withSelector: selector).map { place($0.method.location) }
    }

    func usePlaces(_ value: String, kinds: [IdentifierUse.Kind]) -> [Place] {
        project.sources.identifierUses.filter { $0.value == value && kinds.contains($0.kind) }.map { place($0.location) }
    }

    func place(_ location: SourceLocation) -> Place {
        Place(path: Workspace.resolved(location.file), line: location.line, column: location.column)
    }

    // MARK: Code → document

    /// The identifier use whose string literal spans the place.
    func identifierUse(at path: String, line: Int, column: Int) -> IdentifierUse? {
        guard let file = sourceFile(path) else { return nil }
        return file.identifierUses.filter { use in
            use.location.line == line && use.location.column <= column + 1 && column <= use.location.column + use.value.utf8.count + 2
        }.min { abs($0.location.column - column) < abs($1.location.column - column) }
    }

    /// The elements in documents that an identifier use names.
    func elements(namedBy use: IdentifierUse) -> [Place] {
        switch use.kind {
        case .storyboardName:
            return (project.storyboards[use.value] ?? []).map { documentStart($0) }
        case .nibName:
            return (project.nibs[use.value] ?? []).map { documentStart($0) }
        case .storyboardIdentifier:
            return elements { object in object.attribute("storyboardIdentifier") == use.value }
        case .segueIdentifier, .segueComparison:
            return connections { $0.kind == .segue && $0.identifier == use.value }
        case .reuseIdentifier, .reuseRegistration:
            return elements { object in object.attribute("reuseIdentifier") == use.value || object.attribute("identifier") == use.value && object.elementName.hasSuffix("Cell") }
        }
    }

    func documentStart(_ document: Document) -> Place {
        guard let root = document.tree.rootElement else { return Place(path: Workspace.resolved(document.path), line: 1, column: 1) }
        return place(document.tree.location(of: root))
    }

    func elements(where matches: (IBObject) -> Bool) -> [Place] {
        project.documents.flatMap { document in document.allObjects.filter(matches).map { place($0.location) } }
    }

    func connections(where matches: (Connection) -> Bool) -> [Place] {
        project.documents.flatMap { document in
            document.allObjects.flatMap { $0.connections.filter(matches).map { place($0.location) } }
        }
    }

    /// The parsed source at a path.
    func sourceFile(_ path: String) -> SourceFileIndex? {
        project.parsedSources.first { Workspace.resolved($0.path) == path }
    }

    // MARK: References

    /// What a declaration in code is, when the place is on one.
    enum Declaration {
        case type(String)
        case outlet(type: String, name: String)
        case method(type: String, selector: String)
    }

    /// The declaration on the line of a place: an outlet, a method, or a class.
    func declaration(at path: String, line: Int, column: Int) -> Declaration? {
        guard let file = sourceFile(path) else { return nil }
        for type in file.types {
            if let outlet = type.outlets.first(where: { $0.location.line == line }) { return .outlet(type: type.name, name: outlet.name) }
            if let property = type.properties.first(where: { $0.location.line == line }) { return .outlet(type: type.name, name: property.name) }
            if let method = type.methods.first(where: { $0.location.line == line }) { return .method(type: type.name, selector: method.selector) }
        }
        if let type = file.types.first(where: { $0.location.line == line }) { return .type(type.name) }
        return nil
    }

    /// Every element or connection in the documents that names the declaration.
    func references(to declaration: Declaration) -> [Place] {
        let hierarchy = project.hierarchy
        func inherits(_ className: String?, from type: String) -> Bool {
            guard let className else { return false }
            return hierarchy.chain(of: className).names.contains(type) || className == type
        }
        switch declaration {
        case .type(let name):
            return elements { object in object.customClass == name || object.customClass.map(ClassHierarchy.plain) == name }
        case .outlet(let type, let name):
            return connections { connection in
                (connection.kind == .outlet || connection.kind == .outletCollection) && connection.property == name
                    && inherits(connection.source?.runtimeClassName, from: type)
            }
        case .method(let type, let selector):
            return connections { connection in
                if connection.kind == .action, connection.selector == selector {
                    guard let target = connection.destination, let className = target.runtimeClassName else { return true }
                    return inherits(className, from: type)
                }
                return connection.kind == .segue && connection.unwindAction == selector
            }
        }
    }
}
