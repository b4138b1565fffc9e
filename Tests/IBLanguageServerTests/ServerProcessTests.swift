import Foundation
import IBLanguageServer
import Testing

/// `ibkit lsp` as a process: it exits when the client goes away or the stream breaks, with the
/// status the protocol asks for, and never hangs.
@Suite struct ServerProcessTests {
    /// Starts `ibkit lsp`, writes `input`, closes standard input, and waits at most 20 s.
    static func run(_ input: [UInt8], root: String) throws -> (status: Int32?, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RealClientTests.ibkit)
        process.arguments = ["lsp"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input))
        try stdin.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else {
            process.terminate()
            return (nil, "")
        }
        guard process.terminationReason == .exit else { return (-process.terminationStatus, "killed by a signal") }
        return (process.terminationStatus, String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    static func framed(_ messages: [String]) -> [UInt8] { messages.flatMap { MessageFraming.frame(Array($0.utf8)) } }

    static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#

    @Test func aClientThatVanishesEndsTheServerWithStatusOne() throws {
        let root = try ExampleCopy.make()
        let (status, output) = try Self.run(Self.framed([Self.initialize, #"{"jsonrpc":"2.0","method":"initialized"}"#]), root: root)
        #expect(status == 1)
        #expect(output.contains("\"serverInfo\""))
    }

    @Test func shutdownThenExitEndsWithStatusZero() throws {
        let root = try ExampleCopy.make()
        let (status, _) = try Self.run(Self.framed([Self.initialize, #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#]), root: root)
        #expect(status == 0)
    }

    @Test func aBrokenStreamEndsTheServerCleanly() throws {
        let root = try ExampleCopy.make()
        let (status, output) = try Self.run(Self.framed([Self.initialize]) + Array("Content-Length: banana\r\n\r\n{}".utf8), root: root)
        #expect(status == 1)
        #expect(output.contains("\"serverInfo\""))
    }

    @Test func randomBytesNeverHangOrCrashTheServer() throws {
        let root = try ExampleCopy.make()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            let noise = (0..<2000).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let (status, _) = try Self.run(Self.framed([Self.initialize]) + noise, root: root)
            #expect(status == 1, "the server exits cleanly (not by a signal, not hanging)")
        }
    }
}
