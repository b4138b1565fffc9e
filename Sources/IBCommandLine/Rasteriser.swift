import Foundation
import IBFoundation
import IBRender

/// A program installed on the machine that turns ibkit's SVG drawings into PNG: rsvg-convert, or
/// a Chromium-family browser run headless. ibkit draws SVG itself; pixels need one of these.
/// `RasteriserSearch` finds it.
public struct Rasteriser: Sendable, Equatable {
    /// How the program is driven.
    public enum Kind: Sendable, Equatable {
        /// `rsvg-convert -o PNG SVG`.
        case rsvg
        /// A headless browser's screenshot of the SVG at its size.
        case browser
    }

    /// The program's name as the user knows it (`rsvg-convert`, `Google Chrome`).
    public var name: String
    /// Its executable.
    public var path: String
    /// How it is driven.
    public var kind: Kind

    /// A program at `path`, known to the user as `name`.
    public init(name: String, path: String, kind: Kind) {
        self.name = name
        self.path = path
        self.kind = kind
    }

    /// The line that tells the user which program made the PNG files.
    var usedLine: String { "rendered with \(name) (\(path))" }

    /// Writes the PNG of a drawing to `path` (through a temporary file, then renamed into place).
    func png(_ drawing: RenderedScene, to path: String) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("drawing.svg"), target = scratch.appendingPathComponent("drawing.png")
        try Data(drawing.svg.utf8).write(to: source)
        let arguments: [String]
        switch kind {
        case .rsvg:
            arguments = [self.path, "-o", target.path, source.path]
        case .browser:
            // Whole pixels, at least 1 and at most 16384 a side.
            func pixels(_ value: Double) -> Int { Int(min(max(value.isFinite ? value.rounded(.up) : 1, 1), 16384)) }
            let width = pixels(drawing.size.width), height = pixels(drawing.size.height)
            arguments = [self.path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(scratch.path)/profile",
                         "--screenshot=\(target.path)", "--window-size=\(width),\(height)", source.absoluteString]
        }
        guard let result = Subprocess.run(arguments), result.status == 0,
              let bytes = FileManager.default.contents(atPath: target.path), !bytes.isEmpty else {
            throw Failure(description: "\(name) (\(self.path)) could not rasterise the drawing")
        }
        try AtomicFile.write([UInt8](bytes), to: path)
    }

    /// Why a drawing could not be rasterised.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
