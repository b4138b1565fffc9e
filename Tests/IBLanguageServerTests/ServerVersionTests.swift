import Foundation
import IBFoundation
import IBTestSupport
import Testing

/// Both servers tell their clients the version `ibkit --version` prints, so that an editor's or
/// an agent's log says which ibkit answered.
@Suite struct ServerVersionTests {
    /// The `result` of the answer to `initialize` in a JSON-RPC message's text.
    static func initializeResult(_ body: Substring) throws -> [String: Any] {
        let message = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        return try #require(message["result"] as? [String: Any], "an answer with a result: \(body)")
    }

    @Test func theLanguageServersServerInfoCarriesTheVersion() throws {
        let root = try ExampleCopy.make()
        let (_, output) = try ServerProcessTests.run(ServerProcessTests.framed([ServerProcessTests.initialize]), root: root)
        // The first message is the answer to initialize: `Content-Length: N`, a blank line, N bytes.
        let headerEnd = try #require(output.range(of: "\r\n\r\n"))
        let length = try #require(Int(output[..<headerEnd.lowerBound].replacingOccurrences(of: "Content-Length: ", with: "")))
        let body = String(decoding: output.utf8[headerEnd.upperBound...].prefix(length), as: UTF8.self)
        let result = try Self.initializeResult(Substring(body))
        let info = try #require(result["serverInfo"] as? [String: Any])
        #expect(info["name"] as? String == "ibkit")
        #expect(info["version"] as? String == IBKitVersion.current)
    }

    @Test func theMCPServersInfoCarriesTheVersion() throws {
        let root = try ExampleCopy.make()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltProducts.ibkit)
        process.arguments = ["mcp", "--root", root]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        let request = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"tests","version":"1"}}}"#
        stdin.fileHandleForWriting.write(Data((request + "\n").utf8))
        // MCP over standard streams is one JSON message a line: read up to the first line break.
        var received = Data()
        while !received.contains(UInt8(ascii: "\n")) {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
        }
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        watchdog.cancel()
        let line = String(decoding: received, as: UTF8.self).prefix { $0 != "\n" }
        let info = try #require(try Self.initializeResult(line)["serverInfo"] as? [String: Any])
        #expect(info["name"] as? String == "ibkit")
        #expect(info["version"] as? String == IBKitVersion.current)
    }
}
