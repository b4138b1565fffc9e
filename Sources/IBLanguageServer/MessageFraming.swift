import Foundation

/// Splits a byte stream into the messages of the base protocol: a header block of
/// `Name: value` lines ending with an empty line, where `Content-Length` gives the length of the
/// body that follows.
///
/// Bytes are fed as they arrive; a message is returned once all of it is there. A header that is
/// broken is a `FramingError`, after which the stream cannot be trusted.
public struct MessageFraming: Sendable {
    /// Why the stream cannot be read further.
    public struct FramingError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What was wrong.
        public var description: String
    }

    /// The largest body accepted: a message larger than this is an attack or a bug.
    public static let maximumBodyLength = 256 << 20
    /// The longest header block accepted.
    static let maximumHeaderLength = 8192

    private var buffer: [UInt8] = []
    private var start = 0

    /// An empty stream.
    public init() {}

    /// Appends bytes as they were read.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message body, or nil when more bytes are needed.
    public mutating func next() throws(FramingError) -> [UInt8]? {
        guard let headerEnd = findHeaderEnd() else {
            if buffer.count - start > Self.maximumHeaderLength { throw FramingError(description: "header longer than \(Self.maximumHeaderLength) bytes") }
            return nil
        }
        let length = try contentLength(in: start..<headerEnd)
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        if start > 65536 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return body
    }

    /// Whether bytes of an unfinished message are waiting.
    public var hasPartialMessage: Bool { buffer.count > start }

    private func findHeaderEnd() -> Int? {
        var i = start
        let end = min(buffer.count, start + Self.maximumHeaderLength + 4)
        while i + 3 < end {
            if buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    private func contentLength(in range: Range<Int>) throws(FramingError) -> Int {
        guard let header = String(validating: buffer[range], as: UTF8.self) else { throw FramingError(description: "header is not UTF-8") }
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else { throw FramingError(description: "header line without a colon: '\(line.prefix(80))'") }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else { throw FramingError(description: "Content-Length is not a length: '\(value.prefix(40))'") }
                guard number <= Self.maximumBodyLength else { throw FramingError(description: "Content-Length \(number) is over the limit of \(Self.maximumBodyLength) bytes") }
                length = number
            }
        }
        guard let length else { throw FramingError(description: "header without Content-Length") }
        return length
    }

    /// A body framed with its header, ready to write.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
