import Foundation
import IBCommandLine
import IBRasterise
import IBTestSupport
import Testing

/// `render --format png` names the program that made the pixels and, when none is installed, says
/// how to install one on a Mac and on Linux. The search is given its folders, so every test here
/// runs the same on macOS and Linux, the Mac's `/Applications` included.
@Suite struct RasteriserTests {
    typealias Captured = CommandLineTests.Captured
    var settings: String { Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Settings.storyboard").path }

    func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-rasteriser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// An executable shell script at `path` (folders made) that copies a real PNG to the file after
    /// `-o` or `--screenshot=`, as rsvg-convert and a headless browser write theirs.
    @discardableResult
    func program(at path: URL) throws -> URL {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        let png = path.deletingLastPathComponent().appendingPathComponent("pixel.png")
        try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAD0lEQVR4nGNgaGAAIQgFAA4OAgFhGn2EAAAAAElFTkSuQmCC")).write(to: png)
        let script = """
            #!/bin/sh
            while [ $# -gt 0 ]; do
              case "$1" in
                -o) cp '\(png.path)' "$2"; exit 0 ;;
                --screenshot=*) cp '\(png.path)' "${1#--screenshot=}"; exit 0 ;;
              esac
              shift
            done
            exit 1
            """
        try Data(script.utf8).write(to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path.path)
        return path
    }

    @Test func withNoRasteriserPNGFailsAndSaysHowToInstallOneOnMacOSAndLinux() throws {
        let output = try scratchFolder()
        let captured = Captured()
        let nothing = RasteriserSearch(searchPath: "")
        #expect(RenderAction.run(paths: [settings], output: output.path, device: nil, scene: nil, format: "png", dark: false,
                                 rasterisers: nothing, console: captured.console) == 1)
        #expect(captured.stderr.contains("--format png needs a program that turns SVG into PNG, and none was found"))
        #expect(captured.stderr.contains("macOS: brew install librsvg"))
        #expect(captured.stderr.contains("sudo apt-get install librsvg2-bin  (or chromium)"))
        #expect(captured.stderr.contains("--format svg and --format html need no other program"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }

    @Test func theProgramThatMadeThePNGFilesIsNamedOnceOnStandardError() throws {
        let folder = try scratchFolder(), output = try scratchFolder()
        let rsvg = try program(at: folder.appendingPathComponent("bin/rsvg-convert"))
        let captured = Captured()
        #expect(RenderAction.run(paths: [settings], output: output.path, device: nil, scene: nil, format: "png", dark: false,
                                 rasterisers: RasteriserSearch(searchPath: rsvg.deletingLastPathComponent().path), console: captured.console) == 0)
        #expect(captured.err.withLock { $0 } == ["rendered with rsvg-convert (\(rsvg.path))"])
        let bytes = try #require(FileManager.default.contents(atPath: output.path + "/Settings-set-vc-001.png"))
        #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test func rsvgConvertIsPreferredToABrowserAndThePathToHomebrewsFolders() throws {
        let folder = try scratchFolder()
        try program(at: folder.appendingPathComponent("path/chromium"))
        let homebrew = try program(at: folder.appendingPathComponent("homebrew/rsvg-convert"))
        let search = RasteriserSearch(searchPath: folder.appendingPathComponent("path").path,
                                      extraFolders: [homebrew.deletingLastPathComponent().path])
        #expect(search.find() == Rasteriser(name: "rsvg-convert", path: homebrew.path, kind: .rsvg))
        let pathOnly = RasteriserSearch(searchPath: folder.appendingPathComponent("path").path)
        #expect(pathOnly.find()?.name == "chromium")
    }

    @Test func aBrowserAppInAnApplicationsFolderIsUsedAsOnAMac() throws {
        let applications = try scratchFolder()
        let chrome = try program(at: applications.appendingPathComponent("Google Chrome.app/Contents/MacOS/Google Chrome"))
        let search = RasteriserSearch(searchPath: "", applicationFolders: [applications.path])
        #expect(search.find() == Rasteriser(name: "Google Chrome", path: chrome.path, kind: .browser))
        let output = try scratchFolder()
        let captured = Captured()
        #expect(RenderAction.run(paths: [settings], output: output.path, device: nil, scene: "set-vc-001", format: "png", dark: false,
                                 rasterisers: search, console: captured.console) == 0)
        // The stand-in cannot be driven over a DevTools pipe, so it is started once per drawing, and the run says why.
        let lines = captured.err.withLock { $0 }
        #expect(lines.first == "rendered with Google Chrome (\(chrome.path))")
        #expect(lines.dropFirst().first?.hasPrefix("note: the browser was started once per drawing, not kept open: the browser") == true)
        #expect(FileManager.default.fileExists(atPath: output.path + "/Settings-set-vc-001.png"))
    }

    @Test func aProgramThatFailsIsReportedByNameAndTheRunFails() throws {
        let folder = try scratchFolder(), output = try scratchFolder()
        let broken = folder.appendingPathComponent("rsvg-convert")
        try Data("#!/bin/sh\nexit 3\n".utf8).write(to: broken)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: broken.path)
        let captured = Captured()
        #expect(RenderAction.run(paths: [settings], output: output.path, device: nil, scene: "set-vc-001", format: "png", dark: false,
                                 rasterisers: RasteriserSearch(searchPath: folder.path), console: captured.console) == 1)
        #expect(captured.stderr.contains("cannot write the drawing: rsvg-convert (\(broken.path)) could not rasterise the drawing"))
        #expect(!captured.stderr.contains("rendered with"))
    }
}
