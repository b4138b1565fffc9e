import Foundation
import IBCommandLine
import IBRasterise
import IBTestSupport
import Testing

/// With a headless browser as the rasteriser, a run starts it once and photographs every drawing
/// in the same page over the DevTools pipe; each PNG is the drawing's size. Runs the real
/// Chromium that `.ci/run` installs (`$IBKIT_CHROMIUM` names another), through a wrapper that
/// counts its starts.
@Suite struct BrowserBatchTests {
    typealias Captured = CommandLineTests.Captured

    /// The real browser, or a failure: these tests are about driving one.
    func realBrowser() throws -> String {
        if let path = ProcessInfo.processInfo.environment["IBKIT_CHROMIUM"] { return path }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") { return "\(folder)/\(name)" }
        }
        throw Failure("no headless browser: install chromium or set IBKIT_CHROMIUM")
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-browser-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A `chromium` in `folder` that notes each start (its process id) in `starts.log`, then becomes the real browser
    /// (`exec` keeps the pipe's file descriptors 3 and 4).
    func countingBrowser(in folder: URL) throws -> URL {
        let script = folder.appendingPathComponent("chromium")
        try Data("#!/bin/sh\necho $$ >> '\(folder.path)/starts.log'\nexec '\(try realBrowser())' \"$@\"\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    /// The width and height a PNG's header gives.
    func pixelSize(ofPNGAt path: String) throws -> (Int, Int) {
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        try #require(bytes.count > 24 && Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }

    /// The pixel size a drawing asks for: its SVG's width and height, rounded up.
    func drawingSize(ofSVGAt path: String) throws -> (Int, Int) {
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        func attribute(_ name: String) throws -> Int {
            let match = try #require(svg.firstMatch(of: try Regex("<svg[^>]* \(name)=\"([0-9.]+)\"")))
            let text = try #require(match.output[1].substring)
            let points = try #require(Double(String(text)))
            return Int(points.rounded(.up))
        }
        return (try attribute("width"), try attribute("height"))
    }

    @Test func oneBrowserDrawsEveryDrawingOfTheRunEachAtItsOwnSize() throws {
        let folder = try scratchFolder(), pngs = try scratchFolder(), svgs = try scratchFolder()
        let browser = try countingBrowser(in: folder)
        let storyboards = ["Main", "Dashboard"].map { Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/\($0).storyboard").path }
        let captured = Captured()
        #expect(RenderAction.run(paths: storyboards, output: pngs.path, device: nil, scene: nil, format: "png", dark: false,
                                 rasterisers: RasteriserSearch(searchPath: folder.path), console: captured.console) == 0)
        #expect(captured.err.withLock { $0 } == ["rendered with chromium (\(browser.path))"])
        #expect(RenderAction.run(paths: storyboards, output: svgs.path, device: nil, scene: nil, format: "svg", dark: false, console: Captured().console) == 0)
        let drawn = try FileManager.default.contentsOfDirectory(atPath: svgs.path).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(drawn.count >= 10)
        for name in drawn {
            let png = pngs.appendingPathComponent(name.replacingOccurrences(of: ".svg", with: ".png")).path
            let (width, height) = try pixelSize(ofPNGAt: png)
            let (expectedWidth, expectedHeight) = try drawingSize(ofSVGAt: svgs.appendingPathComponent(name).path)
            #expect(width == expectedWidth && height == expectedHeight, "\(name): \(width)×\(height), drawn \(expectedWidth)×\(expectedHeight)")
        }
        let starts = try String(contentsOf: folder.appendingPathComponent("starts.log"), encoding: .utf8)
        #expect(starts.split(separator: "\n").count == 1, "the browser started \(starts.split(separator: "\n").count) times for \(drawn.count) drawings")
    }

    @Test func aWriterKeepsOneBrowserForItsDrawingsAndWaitsForItToQuitWhenFinished() throws {
        let folder = try scratchFolder(), pngs = try scratchFolder()
        let rasteriser = Rasteriser(name: "chromium", path: try countingBrowser(in: folder).path, kind: .browser)
        let writer = try PNGWriter(rasteriser: rasteriser)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="red"/></svg>"#
        try writer.write(svg: svg, width: 30, height: 20, to: pngs.appendingPathComponent("a.png").path)
        try writer.write(svg: svg, width: 29.5, height: 10.2, to: pngs.appendingPathComponent("b.png").path)
        #expect(writer.browserStarts == 1)
        #expect(writer.fallback == nil)
        writer.finish()
        #expect(try pixelSize(ofPNGAt: pngs.appendingPathComponent("a.png").path) == (30, 20))
        #expect(try pixelSize(ofPNGAt: pngs.appendingPathComponent("b.png").path) == (30, 11))
        // The browser was waited for: its process id names no process any more.
        let log = try String(contentsOf: folder.appendingPathComponent("starts.log"), encoding: .utf8)
        let pid = try #require(Int32(log.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }
}
