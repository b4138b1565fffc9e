import Foundation
import IBDocument
import IBFoundation
import IBProject

/// Definition, references, hover and outline requests.
extension LanguageServer {
    /// The editor's text of a file, else the disk's.
    func currentText(_ path: String) -> [UInt8]? {
        open[path]?.text ?? FileManager.default.contents(atPath: path).map(Array.init)
    }

    /// The document at a path as the editor holds it: the last check's parse when the text is
    /// still the same, else parsed from the editor's text.
    func currentDocument(_ path: String, in snapshot: Snapshot) throws(RequestError) -> (Document, LineIndex) {
        guard let text = currentText(path) else { throw RequestError(code: .invalidParams, message: "cannot read \(path)") }
        if let checked = snapshot.project.documents.first(where: { $0.path == path }), checked.tree.bytes == text {
            return (checked, LineIndex(text))
        }
        do {
            return (try Document.parse(text, path: path), LineIndex(text))
        } catch {
            throw RequestError(code: .contentModified, message: "the document does not parse: \(error.description)")
        }
    }

    static func isDocument(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    /// Places as locations, each converted with its own file's text.
    func locations(_ places: [Navigation.Place]) -> JSONValue {
        var indexes: [String: LineIndex] = [:]
        var locations: [LSP.Location] = []
        for place in places {
            if indexes[place.path] == nil { indexes[place.path] = LineIndex(currentText(place.path) ?? []) }
            let range = indexes[place.path]!.range(line: place.line, column: place.column)
            let location = LSP.Location(uri: uri(of: place.path), range: range)
            if !locations.contains(location) { locations.append(location) }
        }
        return (try? JSONValue(encoding: locations)) ?? .array([])
    }

    func definition(_ params: JSONValue, in snapshot: Snapshot) throws(RequestError) -> JSONValue {
        let (path, position) = try target(params)
        guard let position else { throw .invalidParams("position is missing") }
        let navigation = Navigation(project: snapshot.project)
        if Self.isDocument(path) {
            let (document, lines) = try currentDocument(path, in: snapshot)
            guard let query = DocumentElementQuery(document: document, offset: lines.offset(of: position)) else { return .null }
            return locations(navigation.declarations(at: query))
        }
        let (line, column) = try sourcePlace(path, position)
        guard let use = navigation.identifierUse(at: path, line: line, column: column) else { return .null }
        return locations(navigation.elements(namedBy: use))
    }

    func references(_ params: JSONValue, in snapshot: Snapshot) throws(RequestError) -> JSONValue {
        let (path, position) = try target(params)
        guard let position else { throw .invalidParams("position is missing") }
        let navigation = Navigation(project: snapshot.project)
        var declaration: Navigation.Declaration?
        var declarationPlaces: [Navigation.Place] = []
        if Self.isDocument(path) {
            let (document, lines) = try currentDocument(path, in: snapshot)
            guard let query = DocumentElementQuery(document: document, offset: lines.offset(of: position)) else { return .array([]) }
            for place in navigation.declarations(at: query) {
                if let found = navigation.declaration(at: place.path, line: place.line, column: place.column) {
                    declaration = found
                    declarationPlaces.append(place)
                    break
                }
            }
            if declaration == nil, let name = query.value("customClass") ?? query.object?.customClass { declaration = .type(name) }
        } else {
            let (line, column) = try sourcePlace(path, position)
            declaration = navigation.declaration(at: path, line: line, column: column)
            if declaration != nil { declarationPlaces.append(Navigation.Place(path: path, line: line, column: 1)) }
        }
        guard let declaration else { return .array([]) }
        var places = navigation.references(to: declaration)
        if params["context"]?["includeDeclaration"]?.boolValue == true { places = declarationPlaces + places }
        return locations(places)
    }

    /// A source position as a 1-based line and byte column.
    func sourcePlace(_ path: String, _ position: LSP.Position) throws(RequestError) -> (Int, Int) {
        guard let text = currentText(path) else { throw RequestError(code: .invalidParams, message: "cannot read \(path)") }
        let lines = LineIndex(text)
        let offset = lines.offset(of: position)
        let lineStart = lines.offset(of: LSP.Position(line: position.line, character: 0))
        return (position.line + 1, offset - lineStart + 1)
    }

    func documentSymbols(_ params: JSONValue, in snapshot: Snapshot) throws(RequestError) -> JSONValue {
        let (path, _) = try target(params)
        guard Self.isDocument(path) else { return .array([]) }
        let (document, lines) = try currentDocument(path, in: snapshot)
        return (try? JSONValue(encoding: DocumentSymbols.symbols(of: document, lines: lines))) ?? .array([])
    }

    func hover(_ params: JSONValue, in snapshot: Snapshot) throws(RequestError) -> JSONValue {
        let (path, position) = try target(params)
        guard let position, Self.isDocument(path) else { return .null }
        let (document, lines) = try currentDocument(path, in: snapshot)
        guard let query = DocumentElementQuery(document: document, offset: lines.offset(of: position)) else { return .null }
        let drawings = hoverDrawings(document, text: lines.bytes)
        guard let hover = ElementHover.hover(query, lines: lines, drawings: drawings) else { return .null }
        return (try? JSONValue(encoding: hover)) ?? .null
    }

    func codeActions(_ params: JSONValue, in snapshot: Snapshot) throws(RequestError) -> JSONValue {
        let (path, _) = try target(params)
        guard Self.isDocument(path) else { return .array([]) }
        let diagnostics = (params["context"]?["diagnostics"]?.arrayValue ?? []).compactMap { try? $0.decode(LSP.Diagnostic.self) }
        guard !diagnostics.isEmpty else { return .array([]) }
        let (document, lines) = try currentDocument(path, in: snapshot)
        let fixes = QuickFixes(project: snapshot.project, document: document, lines: lines)
        let actions = diagnostics.flatMap { fixes.actions(for: $0, uri: uri(of: path)) }
        return (try? JSONValue(encoding: actions)) ?? .array([])
    }
}
