import Foundation
import IBLanguageServer
import PropertyBased
import Testing

/// The base protocol's framing and JSON-RPC decoding: whole messages out of any split of the
/// stream, and a clear error, never a crash, for anything else.
@Suite struct MessageDecodingTests {
    static func framed(_ json: String) -> [UInt8] { MessageFraming.frame(Array(json.utf8)) }

    @Test func aMessageSplitAcrossReadsComesOutWhole() throws {
        let stream = Self.framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#) + Self.framed(#"{"jsonrpc":"2.0","method":"initialized"}"#)
        var framing = MessageFraming()
        var bodies: [[UInt8]] = []
        for byte in stream {
            framing.feed([byte])
            while let body = try framing.next() { bodies.append(body) }
        }
        #expect(bodies.count == 2)
        #expect(try JSONRPCMessage.decode(bodies[0]) == .request(id: .number(1), method: "initialize", params: .object([:])))
        #expect(try JSONRPCMessage.decode(bodies[1]) == .notification(method: "initialized", params: nil))
        #expect(!framing.hasPartialMessage)
    }

    @Test func headersOtherThanTheLengthAreReadAndIgnored() throws {
        var framing = MessageFraming()
        framing.feed(Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(try framing.next() == Array("{}".utf8))
    }

    @Test(arguments: ["Content-Length: -4\r\n\r\n", "Content-Length: x\r\n\r\n", "Content-Type: a\r\n\r\n", "garbage\r\n\r\n",
                      "Content-Length: 999999999999\r\n\r\n"])
    func aBrokenHeaderIsAFramingError(_ header: String) {
        var framing = MessageFraming()
        framing.feed(Array(header.utf8))
        #expect(throws: MessageFraming.FramingError.self) { try framing.next() }
    }

    @Test func anEndlessHeaderIsRefusedInsteadOfBuffered() {
        var framing = MessageFraming()
        framing.feed([UInt8](repeating: 65, count: 10_000))
        #expect(throws: MessageFraming.FramingError.self) { try framing.next() }
    }

    @Test(arguments: [
        ("not json", JSONRPCMessage.ErrorCode.parseError), ("[1,2]", .invalidRequest), (#"{"id":1}"#, .invalidRequest),
        (#"{"id":{"a":1},"method":"x"}"#, .invalidRequest), (#"{"id":1,"method":7}"#, .invalidRequest), (#"{"id":1,"method":"x","params":3}"#, .invalidRequest),
        (#"{"id":1.5,"method":"x"}"#, .invalidRequest),
    ])
    func malformedMessagesGetTheProtocolsErrorCodes(_ body: String, _ code: JSONRPCMessage.ErrorCode) {
        #expect(throws: JSONRPCMessage.DecodingError.self) { try JSONRPCMessage.decode(Array(body.utf8)) }
        do {
            _ = try JSONRPCMessage.decode(Array(body.utf8))
        } catch {
            #expect(error.code == code)
        }
    }

    @Test func anyBytesDecodeOrFailCleanly() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...255).array(of: 0...300)) { numbers in
            let bytes = numbers.map { UInt8($0) }
            var framing = MessageFraming()
            framing.feed(Self.framed("{}") + bytes + Self.framed(#"{"id":1,"method":"m"}"#))
            while let body = try? framing.next() { _ = try? JSONRPCMessage.decode(body) }
            _ = try? JSONRPCMessage.decode(bytes)
        }
    }

    @Test func mutatedMessagesDecodeOrFailCleanly() async {
        let valid = Array(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.xib"},"position":{"line":1,"character":2}}}"#.utf8)
        await propertyCheck(count: 400, input: Gen.int(in: 0...(valid.count - 1)).array(of: 1...6), Gen.int(in: 0...255)) { places, value in
            var body = valid
            for place in places { body[place] = UInt8(value) }
            _ = try? JSONRPCMessage.decode(body)
        }
    }

    @Test func positionsCountUTF16UnitsAndBytesBothWays() {
        let lines = LineIndex(text: "ab\n<é>😀x\r\nend")
        #expect(lines.position(line: 2, column: 1 + 1 + 2 + 1 + 4) == LSP.Position(line: 1, character: 5))
        #expect(lines.offset(of: LSP.Position(line: 1, character: 5)) == 3 + 1 + 2 + 1 + 4)
        #expect(lines.offset(of: LSP.Position(line: 1, character: 99)) == 3 + 9)
        #expect(lines.offset(of: LSP.Position(line: 9, character: 0)) == lines.bytes.count)
    }
}
