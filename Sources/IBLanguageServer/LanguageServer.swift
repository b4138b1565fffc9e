import Dispatch
import Foundation
import IBFoundation
import IBProject

/// `ibkit lsp`: a language server for Interface Builder documents and the code they name.
///
/// Messages are handled in order on one queue; checks run on another, over a snapshot of the
/// editor's text, and their results are published only for files the editor has not changed
/// since the snapshot was taken.
public final class LanguageServer: @unchecked Sendable {
    /// How the server is set up.
    public struct Options: Sendable {
        /// How long to wait after a change before checking, so typing is not checked per key.
        public var debounce: Double = 0.25
        /// Whether the layout-variant rules run too.
        public var layout = false
        /// Where hover drawings are written; a temporary folder when nil.
        public var drawingsFolder: String?
        /// Default options.
        public init() {}
    }

    let options: Options
    let output: @Sendable ([UInt8]) -> Void
    let queue = DispatchQueue(label: "ibkit.lsp.state")
    let checkQueue = DispatchQueue(label: "ibkit.lsp.check")
    private let outputLock = NSLock()

    // State, touched only on `queue`.
    var phase = Phase.starting
    var open: [String: OpenFile] = [:]
    var pendingPaths: Set<String> = []
    var needsLoad = true
    var needsRescan = false
    var drawingCache: [String: (Int, [ElementHover.Drawing])] = [:]
    var debounceGeneration = 0
    var published: [String: [LSP.Diagnostic]] = [:]
    /// Each path's URI as the client spelled it: clients escape different characters, and some
    /// compare URIs as strings.
    var clientURIs: [String: String] = [:]
    var snapshot: Snapshot?
    var waitingForSnapshot: [(Snapshot) -> Void] = []
    var roots: [String] = []
    /// The checked workspace, touched only on `checkQueue`.
    var workspace: Workspace?
    let finished = DispatchSemaphore(value: 0)
    var exitCode: Int32 = 1

    /// Where the server is in the protocol's life cycle.
    enum Phase { case starting, running, shuttingDown, exited }

    /// A file the editor has open.
    struct OpenFile {
        var version: Int
        var text: [UInt8]
    }

    /// A checked state of the workspace: the project and its findings, with the editor's
    /// versions they were computed from.
    struct Snapshot {
        var project: Project
        var findings: [String: [Diagnostic]]
        var texts: [String: [UInt8]]
    }

    /// A server that writes framed messages through `output`.
    public init(options: Options = Options(), output: @escaping @Sendable ([UInt8]) -> Void) {
        self.options = options
        self.output = output
    }

    /// Serves standard input and output until `exit` or the end of input; returns the exit
    /// status the protocol asks for (0 after `shutdown`, else 1).
    public static func serveStandardStreams(options: Options = Options()) -> Int32 {
        let stdout = FileHandle.standardOutput
        let server = LanguageServer(options: options) { bytes in stdout.write(Data(bytes)) }
        return server.serve(input: FileHandle.standardInput)
    }

    /// Reads messages from `input` until `exit` or its end; returns the exit status.
    public func serve(input: FileHandle) -> Int32 {
        let reader = Thread { [self] in
            var framing = MessageFraming()
            while true {
                let chunk = input.availableData
                if chunk.isEmpty { break }
                framing.feed(chunk)
                do throws(MessageFraming.FramingError) {
                    while let body = try framing.next() { receive(body) }
                } catch {
                    // The stream is out of step; nothing after this can be read safely.
                    log("ibkit lsp: \(error.description); stopping")
                    break
                }
                if queue.sync(execute: { phase == .exited }) { return }
            }
            queue.async { [self] in finish() }
        }
        reader.stackSize = 8 << 20
        reader.start()
        finished.wait()
        return queue.sync { exitCode }
    }

    /// Handles one message body, in order with the others.
    public func receive(_ body: [UInt8]) {
        queue.async { [self] in
            guard phase != .exited else { return }
            do throws(JSONRPCMessage.DecodingError) {
                try dispatch(JSONRPCMessage.decode(body))
            } catch {
                send(.failure(id: error.id, code: error.code, message: error.message))
            }
        }
    }

    /// Ends serving: the client said `exit` or went away.
    func finish() {
        guard phase != .exited else { return }
        if phase != .shuttingDown { exitCode = 1 }
        phase = .exited
        finished.signal()
    }

    func send(_ message: JSONRPCMessage) {
        let bytes = MessageFraming.frame(message.encoded())
        outputLock.lock()
        output(bytes)
        outputLock.unlock()
    }

    func notify(_ method: String, _ params: JSONValue) { send(.notification(method: method, params: params)) }

    func log(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
