import Foundation
import IBFoundation

/// A program installed on the machine that turns ibkit's SVG drawings into PNG: rsvg-convert, or
/// a Chromium-family browser run headless. ibkit draws SVG itself; pixels need one of these.
/// `RasteriserSearch` finds it; `PNGWriter` drives it for a whole run.
public struct Rasteriser: Sendable, Equatable {
    /// How the program is driven.
    public enum Kind: Sendable, Equatable {
        /// `rsvg-convert -o PNG SVG`, once per drawing: it writes one PNG per run, and starts in milliseconds.
        case rsvg
        /// A headless browser kept open for the run, drawing each SVG over the DevTools protocol.
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
    public var usedLine: String { "rendered with \(name) (\(path))" }

    /// Whole pixels for a side of a drawing: at least 1 and at most 16384.
    static func pixels(_ points: Double) -> Int { Int(min(max(points.isFinite ? points.rounded(.up) : 1, 1), 16384)) }

    /// The PNG of the SVG file `source`, `width` by `height` pixels, made by starting the program
    /// once for this drawing alone (`scratch` holds what it writes).
    func pngByItself(of source: URL, width: Int, height: Int, scratch: URL) throws -> [UInt8] {
        let target = scratch.appendingPathComponent(source.deletingPathExtension().lastPathComponent + ".png")
        defer { try? FileManager.default.removeItem(at: target) }
        let arguments: [String]
        switch kind {
        case .rsvg:
            arguments = ["-o", target.path, source.path]
        case .browser:
            let profile = scratch.appendingPathComponent("profile-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: profile) }
            arguments = BrowserSession.headless(profile: profile) + ["--screenshot=\(target.path)", "--window-size=\(width),\(height)", source.absoluteString]
        }
        guard let pid = ChildProcess.start([path] + arguments) else { throw Failure(description: "\(name) (\(path)) could not be started") }
        guard ChildProcess.waitForExit(pid) == 0, let bytes = FileManager.default.contents(atPath: target.path), !bytes.isEmpty else {
            throw Failure(description: "\(name) (\(path)) could not rasterise the drawing")
        }
        return [UInt8](bytes)
    }

    /// Why a drawing could not be rasterised.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, naming the program.
        public let description: String
    }
}
