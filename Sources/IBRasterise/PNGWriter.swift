import Foundation
import IBFoundation

/// Writes a run's PNG files with one rasteriser: rsvg-convert started once per drawing (it writes
/// one PNG per run, and starts in milliseconds), or one headless browser started for the whole
/// run and given every drawing in turn.
///
/// A browser that cannot be driven over its DevTools pipe (an old one, or a wrapper that does not
/// pass the pipe on) is started once per drawing instead, as before; `fallback` says why.
public final class PNGWriter: @unchecked Sendable {
    /// The program that makes the pixels.
    public let rasteriser: Rasteriser
    private let scratch: URL
    private let lock = NSLock()
    private var session: BrowserSession?
    private var sessionStarts = 0
    private var refused: String?

    /// A writer for `rasteriser`, with a scratch folder of its own; `finish()` removes it.
    public init(rasteriser: Rasteriser) throws {
        self.rasteriser = rasteriser
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Writes the PNG of `svg`, a drawing of `width` by `height` points, to `path` (through a
    /// temporary file, then renamed into place). Safe to call from many threads at once.
    public func write(svg: String, width: Double, height: Double, to path: String) throws {
        let source = scratch.appendingPathComponent("drawing-\(UUID().uuidString).svg")
        try Data(svg.utf8).write(to: source)
        defer { try? FileManager.default.removeItem(at: source) }
        let width = Rasteriser.pixels(width), height = Rasteriser.pixels(height)
        let bytes: [UInt8]
        switch rasteriser.kind {
        case .rsvg: bytes = try rasteriser.pngByItself(of: source, width: width, height: height, scratch: scratch)
        case .browser: bytes = try lock.withLock { try browserPNG(of: source, width: width, height: height) }
        }
        try AtomicFile.write(bytes, to: path)
    }

    /// How many times a browser was started to be kept open (a benchmark's and a test's figure).
    public var browserStarts: Int { lock.withLock { sessionStarts } }

    /// Why the browser was started once per drawing rather than kept open, if it was.
    public var fallback: String? { lock.withLock { refused } }

    /// Quits the browser, if one is open, and removes the scratch folder.
    public func finish() {
        lock.withLock {
            session?.close()
            session = nil
        }
        try? FileManager.default.removeItem(at: scratch)
    }

    /// A drawing through the browser kept open, started on the first drawing; once it fails, the
    /// rest of the run starts the browser once per drawing.
    private func browserPNG(of source: URL, width: Int, height: Int) throws -> [UInt8] {
        if session == nil, refused == nil {
            sessionStarts += 1
            do {
                session = try BrowserSession(executable: rasteriser.path, scratch: scratch)
            } catch {
                refused = "\(error)"
            }
        }
        if let open = session {
            do {
                return try open.png(of: source, width: width, height: height)
            } catch {
                open.close()
                session = nil
                refused = "\(error)"
            }
        }
        return try rasteriser.pngByItself(of: source, width: width, height: height, scratch: scratch)
    }
}
