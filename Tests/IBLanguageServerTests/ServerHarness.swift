import Foundation
import IBFoundation
import IBLanguageServer

/// A client for tests: drives a `LanguageServer` in this process and reads what it sends.
final class ServerHarness: @unchecked Sendable {
    let server: LanguageServer
    private let inbox: Inbox
    private var lock: NSCondition { inbox.lock }
    private var received: [JSONRPCMessage] { inbox.received }
    private var nextID = 1

    /// What the server sent, decoded as it arrives.
    final class Inbox: @unchecked Sendable {
        let lock = NSCondition()
        private var framing = MessageFraming()
        var received: [JSONRPCMessage] = []

        func take(_ bytes: [UInt8]) {
            lock.lock()
            framing.feed(bytes)
            while let body = try? framing.next(), let message = try? JSONRPCMessage.decode(body) { received.append(message) }
            lock.broadcast()
            lock.unlock()
        }
    }

    /// A server with no debounce worth waiting for.
    init(debounce: Double = 0.05) {
        var options = LanguageServer.Options()
        options.debounce = debounce
        options.drawingsFolder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-lsp-test-\(UUID().uuidString)").path
        let inbox = Inbox()
        self.inbox = inbox
        server = LanguageServer(options: options) { bytes in inbox.take(bytes) }
    }

    /// Everything received so far.
    var messages: [JSONRPCMessage] { lock.lock(); defer { lock.unlock() }; return received }

    func sendRaw(_ json: String) { server.receive(Array(json.utf8)) }

    func notify(_ method: String, _ params: JSONValue) {
        server.receive(JSONRPCMessage.notification(method: method, params: params).encoded())
    }

    /// Sends a request and waits for its answer: the result, or the error object.
    @discardableResult
    func request(_ method: String, _ params: JSONValue, timeout: Double = 30) -> (result: JSONValue?, error: JSONValue?) {
        let id: Int = { lock.lock(); defer { lock.unlock() }; nextID += 1; return nextID }()
        server.receive(JSONRPCMessage.request(id: .number(Double(id)), method: method, params: params).encoded())
        let answer = waitFor(timeout: timeout) { message in
            if case .response(let answerID, _, _) = message, answerID.intValue == id { return true }
            return false
        }
        guard case .response(_, let result, let error)? = answer else { return (nil, .string("no answer in \(timeout) s")) }
        return (result, error)
    }

    /// Waits until a message matching `matches` has been received (since `after` messages).
    func waitFor(after start: Int = 0, timeout: Double = 30, _ matches: (JSONRPCMessage) -> Bool) -> JSONRPCMessage? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let found = received.dropFirst(start).first(where: matches) { return found }
            if !lock.wait(until: deadline) { return nil }
        }
    }

    /// The latest diagnostics published for a file, waiting until `accept` holds for them.
    func diagnostics(for path: String, after start: Int = 0, timeout: Double = 30, accept: ([JSONValue]) -> Bool = { _ in true }) -> [JSONValue]? {
        let uri = DocumentURI.uri(of: Workspace.resolved(path))
        let found = waitFor(after: start, timeout: timeout) { message in
            guard case .notification("textDocument/publishDiagnostics", let params?) = message, params["uri"]?.stringValue == uri else { return false }
            return accept(params["diagnostics"]?.arrayValue ?? [])
        }
        guard case .notification(_, let params?)? = found else { return nil }
        return params["diagnostics"]?.arrayValue
    }

    /// `initialize` and `initialized` on a folder.
    func start(root: String) {
        request("initialize", .object(["rootUri": .string(DocumentURI.uri(of: root)), "capabilities": .object([:])]))
        notify("initialized", .object([:]))
    }

    func open(_ path: String, version: Int = 1) {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(DocumentURI.uri(of: path)), "languageId": .string("swift"), "version": .number(Double(version)), "text": .string(text),
        ])]))
    }

    func change(_ path: String, to text: String, version: Int) {
        notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(DocumentURI.uri(of: path)), "version": .number(Double(version))]),
            "contentChanges": .array([.object(["text": .string(text)])]),
        ]))
    }

    /// Sends `shutdown` and `exit`.
    func stop() {
        request("shutdown", .null)
        notify("exit", .null)
    }
}

/// A copy of `Examples/SeedApp` in a fresh temporary folder, for tests that edit it.
enum ExampleCopy {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/SeedApp").path

    static func make() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-lsp-\(UUID().uuidString)").appendingPathComponent("SeedApp")
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source, toPath: folder.path)
        return Workspace.resolved(folder.path)
    }
}
