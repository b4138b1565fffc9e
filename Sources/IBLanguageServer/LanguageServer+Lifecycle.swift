import Foundation
import IBFoundation

/// Messages in, answers out: the protocol's life cycle and the methods the server knows.
extension LanguageServer {
    func dispatch(_ message: JSONRPCMessage) throws(JSONRPCMessage.DecodingError) {
        switch message {
        case .response:
            return  // The server sends no requests whose answers it needs.
        case .notification(let method, let params):
            if method == "exit" { return finish() }
            guard phase == .running else { return }
            handleNotification(method, params ?? .null)
        case .request(let id, let method, let params):
            switch (phase, method) {
            case (.starting, "initialize"):
                send(.response(id: id, result: initialize(params ?? .null), error: nil))
                phase = .running
            case (.starting, _):
                send(.failure(id: id, code: .serverNotInitialized, message: "the server is not initialized"))
            case (_, "initialize"):
                send(.failure(id: id, code: .invalidRequest, message: "the server is already initialized"))
            case (.shuttingDown, _):
                send(.failure(id: id, code: .invalidRequest, message: "the server is shutting down"))
            case (_, "shutdown"):
                phase = .shuttingDown
                exitCode = 0
                send(.response(id: id, result: .null, error: nil))
            default:
                handleRequest(id: id, method: method, params: params ?? .null)
            }
        }
    }

    func initialize(_ params: JSONValue) -> JSONValue {
        var folders: [String] = []
        for folder in params["workspaceFolders"]?.arrayValue ?? [] {
            if let uri = folder["uri"]?.stringValue, let path = DocumentURI.path(of: uri) { folders.append(path) }
        }
        if folders.isEmpty, let uri = params["rootUri"]?.stringValue, let path = DocumentURI.path(of: uri) { folders.append(path) }
        if folders.isEmpty, let path = params["rootPath"]?.stringValue { folders.append(path) }
        if folders.isEmpty { folders.append(FileManager.default.currentDirectoryPath) }
        roots = folders
        return .object([
            "capabilities": .object([
                "positionEncoding": .string("utf-16"),
                "textDocumentSync": .object([
                    "openClose": .bool(true), "change": .number(1), "save": .object(["includeText": .bool(true)]),
                ]),
                "definitionProvider": .bool(true),
                "referencesProvider": .bool(true),
                "hoverProvider": .bool(true),
                "documentSymbolProvider": .bool(true),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            ]),
            "serverInfo": .object(["name": .string("ibkit"), "version": .string(IBKitVersion.current)]),
        ])
    }

    func handleNotification(_ method: String, _ params: JSONValue) {
        switch method {
        case "initialized":
            scheduleCheck(after: 0)
        case "textDocument/didOpen":
            guard let path = path(params["textDocument"]), let text = params["textDocument"]?["text"]?.stringValue else { return }
            let version = params["textDocument"]?["version"]?.intValue ?? 0
            let bytes = Array(text.utf8)
            let unchanged = open[path] == nil && FileManager.default.contents(atPath: path).map(Array.init) == bytes
            open[path] = OpenFile(version: version, text: bytes)
            if unchanged, snapshot != nil {
                republish(path)
            } else {
                changed(path)
            }
        case "textDocument/didChange":
            guard let path = path(params["textDocument"]), var file = open[path] else { return }
            for change in params["contentChanges"]?.arrayValue ?? [] {
                // Full sync: each change carries the whole text.
                if let text = change["text"]?.stringValue, change["range"] == nil { file.text = Array(text.utf8) }
            }
            file.version = params["textDocument"]?["version"]?.intValue ?? file.version + 1
            open[path] = file
            changed(path)
        case "textDocument/didSave":
            guard let path = path(params["textDocument"]) else { return }
            if let text = params["text"]?.stringValue, var file = open[path] {
                file.text = Array(text.utf8)
                open[path] = file
            }
            changed(path, debounce: 0)
        case "textDocument/didClose":
            guard let path = path(params["textDocument"]) else { return }
            open[path] = nil
            changed(path, debounce: 0)
        case "workspace/didChangeWatchedFiles":
            for change in params["changes"]?.arrayValue ?? [] {
                if let uri = change["uri"]?.stringValue, let path = DocumentURI.path(of: uri) { pendingPaths.insert(Workspace.resolved(path)) }
            }
            needsRescan = true
            scheduleCheck(after: options.debounce)
        default:
            break  // Unknown notifications, `$/` ones included, are ignored as the protocol says.
        }
    }

    func handleRequest(id: JSONValue, method: String, params: JSONValue) {
        let handler: ((Snapshot) throws(RequestError) -> JSONValue)?
        switch method {
        case "textDocument/definition": handler = { snapshot throws(RequestError) in try self.definition(params, in: snapshot) }
        case "textDocument/references": handler = { snapshot throws(RequestError) in try self.references(params, in: snapshot) }
        case "textDocument/hover": handler = { snapshot throws(RequestError) in try self.hover(params, in: snapshot) }
        case "textDocument/documentSymbol": handler = { snapshot throws(RequestError) in try self.documentSymbols(params, in: snapshot) }
        case "textDocument/codeAction": handler = { snapshot throws(RequestError) in try self.codeActions(params, in: snapshot) }
        default: handler = nil
        }
        guard let handler else {
            return send(.failure(id: id, code: .methodNotFound, message: "unknown method '\(method)'"))
        }
        whenChecked { [self] snapshot in
            do throws(RequestError) {
                send(.response(id: id, result: try handler(snapshot), error: nil))
            } catch {
                send(.failure(id: id, code: error.code, message: error.message))
            }
        }
    }

    /// A request that cannot be answered.
    struct RequestError: Error {
        var code: JSONRPCMessage.ErrorCode
        var message: String
        static func invalidParams(_ message: String) -> RequestError { RequestError(code: .invalidParams, message: message) }
    }

    /// The resolved path of a `{uri}` object.
    func path(_ textDocument: JSONValue?) -> String? {
        guard let uri = textDocument?["uri"]?.stringValue, let path = DocumentURI.path(of: uri) else { return nil }
        let resolved = Workspace.resolved(path)
        clientURIs[resolved] = uri
        return resolved
    }

    /// The file a request is about, and where in it.
    func target(_ params: JSONValue) throws(RequestError) -> (path: String, position: LSP.Position?) {
        guard let path = path(params["textDocument"]) else { throw .invalidParams("textDocument.uri is missing or not a file URI") }
        let position = params["position"].flatMap { try? $0.decode(LSP.Position.self) }
        return (path, position)
    }
}
