import Foundation
import IBFoundation

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

    /// Writes the PNG of `svg` to `path` (through a temporary file, then renamed into place).
    static func png(_ svg: String, to path: String, tool: String) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("drawing.svg"), target = scratch.appendingPathComponent("drawing.png")
        try Data(svg.utf8).write(to: source)
        let arguments: [String]
        if tool == "rsvg-convert" {
            arguments = [tool, "-o", target.path, source.path]
        } else {
            let (width, height) = size(of: svg)
            arguments = [tool, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(scratch.path)/profile",
                         "--screenshot=\(target.path)", "--window-size=\(width),\(height)", source.absoluteString]
        }
        guard let result = Subprocess.run(arguments), result.status == 0,
              let bytes = FileManager.default.contents(atPath: target.path), !bytes.isEmpty else {
            throw Failure(description: "\(tool) could not rasterise the drawing")
        }
        try AtomicFile.write([UInt8](bytes), to: path)
    }

    /// The drawing's size in whole pixels, from its root element; at least 1, at most 16384.
    static func size(of svg: String) -> (Int, Int) {
        func attribute(_ name: String) -> Int {
            guard let range = svg.range(of: #"<svg[^>]*? \#(name)="([0-9.]+)""#, options: .regularExpression) else { return 1 }
            let value = svg[range].split(separator: "\"").last.flatMap { Double($0) } ?? 1
            return Int(min(max(value.rounded(.up), 1), 16384))
        }
        return (attribute("width"), attribute("height"))
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
