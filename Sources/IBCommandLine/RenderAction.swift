import Foundation
import IBDocument
import IBFoundation
import IBLayout
import IBLayoutVariants
import IBRasterise
import IBRender
import IBText

/// `ibkit render DOC... -o DIR`: one SVG per scene and per xib root view, drawn from the frames
/// the document stores (in its own configuration) or the solved ones, and for each storyboard its map of scenes and segues (`NAME-map.svg`); or, as html, one
/// self-contained page per document (`NAME.html`) whose hover shows each element's class, id,
/// line and constraints.
public enum RenderAction {
    /// The formats written.
    public static let formats = ["svg", "png", "html"]

    /// Whether `--format png` can run here: a rasteriser is installed.
    public static var hasRasteriser: Bool { RasteriserSearch.system.find() != nil }

    /// Renders every document under the paths into `output`, with the images of its project and of
    /// `imageFolders`; 1 when a file could not be read or written, a device or format is unknown,
    /// or `scene` names nothing. PNG files are made by the first program `rasterisers` finds,
    /// named on standard error; when it finds none, the error says how to install one.
    public static func run(paths: [String], output: String, device deviceID: String?, scene: String?, format: String,
                           dark: Bool, language: String? = nil, contentSize: String? = nil, layout: Bool = false, imageFolders: [String] = [],
                           frames: String? = nil, showHidden: Bool = false, rasterisers: RasteriserSearch = .system, console: Console) -> Int32 {
        guard formats.contains(format) else {
            console.err("error: unknown format '\(format)'; this version writes: " + formats.joined(separator: ", "))
            return 1
        }
        if format == "html", scene != nil {
            console.err("error: --scene draws one scene as svg or png; an html page shows the whole document")
            return 1
        }
        if layout, format != "html" {
            console.err("error: --layout lists its findings on the html page; add --format html")
            return 1
        }
        var found: Rasteriser?
        if format == "png" {
            found = rasterisers.find()
            guard found != nil else {
                console.err(rasterisers.notFound)
                return 1
            }
        }
        guard let (configuration, device) = LayoutInput.configuration(device: deviceID, language: language, contentSize: contentSize, console: console) else { return 1 }
        if layout, deviceID != nil || !configuration.isBase {
            console.err("error: --layout lays each document out in every configuration its target supports; leave out --device, --language and --content-size")
            return 1
        }
        guard let options = drawingOptions(frames: frames, showHidden: showHidden, ownConfiguration: deviceID == nil && configuration.isBase, console: console) else {
            return 1
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            console.err("\(output): error: cannot create the output folder: \(error.localizedDescription)")
            return 1
        }
        let (documents, missing) = DocumentFinder.find(paths)
        console.reportMissing(missing)
        // Names and image libraries first, in order: they depend on the documents before.
        var stems: Set<String> = []
        var folders = ImageFolders(extra: imageFolders)
        let jobs = documents.map { path in Job(path: path, stem: uniqueStem(for: path, among: &stems), images: folders.library(for: path)) }
        let png: PNGWriter?
        do {
            png = try found.map(PNGWriter.init(rasteriser:))
        } catch {
            console.err("error: cannot make a scratch folder for the PNG files: \(error.localizedDescription)")
            return 1
        }
        defer { png?.finish() }
        let settings = Settings(output: output, device: device, scene: scene, format: format, dark: dark, png: png, fonts: FontFolders(),
                                configuration: configuration, layout: layout, options: options)
        let results = OrderedJobs.run(jobs.map(\.path), console: console) { index, output in render(jobs[index], settings, console: output) }
        let written = results.map(\.written).reduce(0, +)
        let failed = !missing.isEmpty || results.contains { $0.failed }
        if let scene, written == 0 {
            console.err("error: no scene or root view '\(scene)' in the documents given")
            return 1
        }
        if let png, written > 0 {
            console.err(png.rasteriser.usedLine)
            if let reason = png.fallback { console.err("note: the browser was started once per drawing, not kept open: \(reason)") }
        }
        return failed ? 1 : 0
    }

    /// One document to draw: its path, the name of its files, and the images it may show.
    struct Job: Sendable {
        var path: String
        var stem: String
        var images: ImageLibrary
    }

    /// What every document is drawn with.
    struct Settings: Sendable {
        var output: String
        var device: LayoutDevice?
        var scene: String?
        var format: String
        var dark: Bool
        /// Writes the PNG files, when the format is png.
        var png: PNGWriter?
        /// The documents' own fonts, looked for once a document is read and names one.
        var fonts: FontFolders
        /// The language, text size and window size to draw in.
        var configuration: LayoutConfiguration
        /// Whether the page lists the layout variants' findings, linked to their drawings.
        var layout: Bool
        /// Which frames are drawn, and whether hidden views are.
        var options: DrawingOptions
    }

    /// The drawing options `--frames` and `--show-hidden` ask for: the stored frames by default in
    /// the document's own configuration (what Xcode's canvas draws), the solved ones in any other
    /// (the stored frames belong to the document's own); nil, with an error, for anything else.
    static func drawingOptions(frames: String?, showHidden: Bool, ownConfiguration: Bool, console: Console) -> DrawingOptions? {
        switch frames {
        case nil: return DrawingOptions(frames: ownConfiguration ? .stored : .solved, showsHidden: showHidden)
        case "solved": return DrawingOptions(frames: .solved, marksMisplaced: ownConfiguration, showsHidden: showHidden)
        case "stored" where ownConfiguration: return DrawingOptions(frames: .stored, showsHidden: showHidden)
        case "stored":
            console.err("error: --frames stored draws the document's own configuration; another device, language or text size draws the solved frames")
            return nil
        case let other?:
            console.err("error: unknown --frames '\(other)'; use stored or solved")
            return nil
        }
    }

    /// Draws one document and writes its files; how many were written and whether anything failed.
    static func render(_ job: Job, _ settings: Settings, console: Console) -> (written: Int, failed: Bool) {
        guard let document = LayoutInput.document(at: job.path, under: settings.configuration, upgradingArchives: true, console: console) else { return (0, true) }
        let fonts = settings.fonts.library(for: job.path, document: document, console: console)
        var written = 0, failed = false
        if settings.format == "html" {
            let file = URL(fileURLWithPath: settings.output).appendingPathComponent("\(job.stem).html").path
            var findings: [LinkedFinding] = []
            if settings.layout {
                let drawn = LayoutFindingDrawings.write(document, job: job, settings: settings, fonts: fonts, console: console)
                findings = drawn.findings
                written += drawn.written
                failed = failed || drawn.failed
            }
            do {
                try AtomicFile.write(Array(DocumentPage.html(of: document, device: settings.device, dark: settings.dark, images: job.images, fonts: fonts,
                                                             findings: findings, options: settings.options).utf8), to: file)
                console.out(file)
                written += 1
            } catch {
                failed = true
                console.err("\(file): error: cannot write the page: \(error)")
            }
            return (written, failed)
        }
        var drawings = SceneRenderer.render(document, device: settings.device, dark: settings.dark, images: job.images, fonts: fonts, options: settings.options)
            .filter { settings.scene == nil || $0.name == settings.scene || $0.rootID == settings.scene }
        // A storyboard's map of scenes and segues, unless one scene was asked for.
        if settings.scene == nil, let map = StoryboardMap.drawing(of: document, device: settings.device, dark: settings.dark, images: job.images, fonts: fonts,
                                                                           options: settings.options) {
            drawings.append(map)
        }
        // A document that gives no drawing says so: silence would read as success.
        if drawings.isEmpty, settings.scene == nil {
            console.err("\(job.path):1:1: error: nothing to draw: \(NothingToDraw.reason(document))")
            return (0, true)
        }
        for drawing in drawings {
            let file = URL(fileURLWithPath: settings.output).appendingPathComponent("\(job.stem)-\(drawing.name).\(settings.format)").path
            do {
                if let png = settings.png {
                    try png.write(svg: drawing.svg, width: drawing.size.width, height: drawing.size.height, to: file)
                } else {
                    try AtomicFile.write(Array(drawing.svg.utf8), to: file)
                }
                console.out(file)
                written += 1
            } catch {
                failed = true
                console.err("\(file): error: cannot write the drawing: \(error)")
            }
        }
        return (written, failed)
    }

    /// The document's name for its files, unique in this run: two `Main.storyboard`s (in
    /// `Base.lproj` and `en.lproj`) would otherwise write over each other's drawings. Names are
    /// compared without case, because on macOS `Main-map.svg` and `main-map.svg` are one file.
    static func uniqueStem(for path: String, among used: inout Set<String>) -> String {
        let url = URL(fileURLWithPath: path)
        let base = url.deletingPathExtension().lastPathComponent
        var stem = base
        if used.contains(stem.lowercased()) {
            let folder = url.deletingLastPathComponent().lastPathComponent.replacingOccurrences(of: "/", with: "_")
            stem = "\(folder)-\(base)"
            var counter = 2
            while used.contains(stem.lowercased()) {
                stem = "\(folder)-\(base)-\(counter)"
                counter += 1
            }
        }
        used.insert(stem.lowercased())
        return stem
    }
}
