import Foundation
import IBFoundation
import IBRender

/// Turns an SVG drawing into PNG with a rasteriser installed on the machine: rsvg-convert, else a
/// headless Chromium. ibkit draws SVG itself; pixels need one of these.
enum Rasteriser {
    /// The tools tried, in order.
    static let candidates = ["rsvg-convert", "chromium", "chromium-browser", "google-chrome"]

    /// The first candidate on the PATH, or nil.
    static var available: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return candidates.first { name in folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") } }
    }

    /// Writes the PNG of a drawing to `path` (through a temporary file, then renamed into place).
    static func png(_ drawing: RenderedScene, to path: String, tool: String) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("drawing.svg"), target = scratch.appendingPathComponent("drawing.png")
        try Data(drawing.svg.utf8).write(to: source)
        let arguments: [String]
        if tool == "rsvg-convert" {
            arguments = [tool, "-o", target.path, source.path]
        } else {
            // Whole pixels, at least 1 and at most 16384 a side.
            func pixels(_ value: Double) -> Int { Int(min(max(value.isFinite ? value.rounded(.up) : 1, 1), 16384)) }
            let width = pixels(drawing.size.width), height = pixels(drawing.size.height)
            arguments = [tool, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(scratch.path)/profile",
                         "--screenshot=\(target.path)", "--window-size=\(width),\(height)", source.absoluteString]
        }
        guard let result = Subprocess.run(arguments), result.status == 0,
              let bytes = FileManager.default.contents(atPath: target.path), !bytes.isEmpty else {
            throw Failure(description: "\(tool) could not rasterise the drawing")
        }
        try AtomicFile.write([UInt8](bytes), to: path)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
