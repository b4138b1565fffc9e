import Foundation
import IBDocument

/// An image file a browser can draw, read whole, with its size in points where its header says it.
public struct ImageFile: Sendable, Hashable {
    /// The formats an SVG `<image>` shows in every browser, told by their first bytes.
    public enum Format: String, Sendable, Hashable {
        case png, jpeg, gif, svg

        /// The format a file name's extension promises (the bytes still decide).
        init?(extension ext: String) {
            switch ext.lowercased() {
            case "png": self = .png
            case "jpg", "jpeg": self = .jpeg
            case "gif": self = .gif
            case "svg": self = .svg
            default: return nil
            }
        }

        var mimeType: String { self == .svg ? "image/svg+xml" : "image/\(rawValue)" }
    }

    /// Files larger than this are not embedded: a drawing stays small enough to open.
    public static let maximumBytes = 4 << 20

    /// The file's format.
    public let format: Format
    /// The bytes.
    public let bytes: [UInt8]
    /// Its size in points (pixels over the scale); nil when the header gives none.
    public let pointSize: Size?

    /// Reads the file at `path`; nil when it is missing, too large, or not a PNG, JPEG, GIF or SVG.
    public init?(path: String, scale: Double) {
        guard let bytes = Self.regularFile(at: path, limit: Self.maximumBytes) else { return nil }
        self.init(bytes: bytes, scale: scale)
    }

    /// A regular file's bytes, or nil when it is something else or longer than `limit`: a
    /// repository's `logo.png` or `Contents.json` may be a link to /dev/zero or a pipe.
    static func regularFile(at path: String, limit: Int) -> [UInt8]? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size <= limit,
              let handle = FileHandle(forReadingAtPath: resolved) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: limit + 1), data.count <= limit else { return nil }
        return Array(data)
    }

    /// An image from its bytes; nil when they are not a PNG, JPEG, GIF or SVG.
    public init?(bytes: [UInt8], scale: Double) {
        guard let format = Self.format(of: bytes) else { return nil }
        self.format = format
        self.bytes = bytes
        let pixels = Self.pixelSize(of: bytes, format: format)
        // A hostile catalog's scale (0x, -2x, infx) counts as 1x; a header's size is capped.
        let points = scale.isFinite && scale >= 1 ? min(scale, 16) : 1
        pointSize = pixels.map { Size(width: min($0.width / points, 1e5), height: min($0.height / points, 1e5)) }
    }

    /// The image as a `data:` URL for an `<image href>`.
    public var dataURL: String { "data:\(format.mimeType);base64," + Data(bytes).base64EncodedString() }

    static func format(of bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF8".utf8)) { return .gif }
        let head = String(decoding: bytes.prefix(512), as: UTF8.self)
        if head.contains("<svg") { return .svg }
        return nil
    }

    /// Width and height in pixels from the header: PNG's IHDR, GIF's screen descriptor, JPEG's
    /// first start-of-frame segment. SVG sizes are left to the view's frame.
    static func pixelSize(of bytes: [UInt8], format: Format) -> Size? {
        func big(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= bytes.count else { return nil }
            return bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        switch format {
        case .png:
            guard let width = big(16, 4), let height = big(20, 4), width > 0, height > 0 else { return nil }
            return Size(width: Double(width), height: Double(height))
        case .gif:
            guard bytes.count >= 10 else { return nil }
            let width = Int(bytes[6]) | Int(bytes[7]) << 8, height = Int(bytes[8]) | Int(bytes[9]) << 8
            return width > 0 && height > 0 ? Size(width: Double(width), height: Double(height)) : nil
        case .jpeg:
            // Segments follow one another by their lengths until a start-of-frame (C0–CF but C4, C8, CC).
            var at = 2
            while at + 9 < bytes.count, bytes[at] == 0xFF {
                let marker = bytes[at + 1]
                guard let length = big(at + 2, 2), length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let height = big(at + 5, 2), let width = big(at + 7, 2), width > 0, height > 0 else { return nil }
                    return Size(width: Double(width), height: Double(height))
                }
                at += 2 + length
            }
            return nil
        case .svg:
            return nil
        }
    }
}
