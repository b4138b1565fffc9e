import Foundation
import IBFoundation
@testable import IBText
import IBTestSupport
import Testing

/// Font files read as Interface Builder names them, and damaged ones refused with one warning.
@Suite struct FontFileTests {
    static func bytes(_ path: String) throws -> [UInt8] {
        let full = SystemFonts.path(path)
        return [UInt8](try #require(FileManager.default.contents(atPath: full), "\(full) is missing (.ci/run installs it)"))
    }

    @Test func namesAreThePostScriptNameAndTheFamily() throws {
        let sans = try #require(try OpenTypeFont.fonts(in: try Self.bytes("truetype/liberation/LiberationSans-Bold.ttf")).first)
        #expect(sans.names.postScript == "LiberationSans-Bold")
        #expect(sans.names.family == "Liberation Sans")
        #expect(sans.names.style == "Bold")
        #expect(sans.unitsPerEm == 2048)
        let collection = try OpenTypeFont.fonts(in: try Self.bytes("truetype/wqy/wqy-microhei.ttc"))
        #expect(collection.count == 2)
        #expect(collection.map(\.names.family) == ["WenQuanYi Micro Hei", "WenQuanYi Micro Hei Mono"])
    }

    @Test func aLibraryFindsAFontByPostScriptNameOrFamilyAndStyle() throws {
        let folder = try Self.project(with: ["Fonts/LiberationSans-Bold.ttf": "truetype/liberation/LiberationSans-Bold.ttf",
                                             "Fonts/LiberationSans-Regular.ttf": "truetype/liberation/LiberationSans-Regular.ttf"],
                                      plist: "<key>UIAppFonts</key><array><string>LiberationSans-Bold.ttf</string></array>")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = FontLibrary.scanning([folder])
        #expect(library.warnings.isEmpty)
        let bold = try #require(library.face(named: "LiberationSans-Bold", family: "Liberation Sans"))
        #expect(bold.path.hasSuffix("Fonts/LiberationSans-Bold.ttf") && bold.isRegistered)
        // A name the project lacks falls back to the family and the style the document gives.
        #expect(library.face(named: "Liberation-Whatever", family: "Liberation Sans", style: "Regular")?.path.hasSuffix("Regular.ttf") == true)
        #expect(library.face(named: "Futura-Medium", family: "Futura") == nil)
        #expect(library.face(named: "LiberationSans", family: nil)?.isRegistered == false)
    }

    /// A damaged, truncated or hostile file is one warning naming it: never a crash or a hang.
    @Test func aDamagedFontIsOneWarningNamingIt() throws {
        let folder = try Self.project(with: ["Fonts/Good.ttf": "truetype/dejavu/DejaVuSans.ttf"], plist: nil)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = try Self.bytes("truetype/dejavu/DejaVuSans.ttf")
        try Data(good.prefix(3000)).write(to: URL(fileURLWithPath: folder + "/Fonts/Truncated.ttf"))
        try Data("not a font at all".utf8).write(to: URL(fileURLWithPath: folder + "/Fonts/Text.otf"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/Fonts/Zero.ttf", withDestinationPath: "/dev/zero")
        let library = FontLibrary.scanning([folder])
        #expect(library.faces.count == 1)
        #expect(library.warnings.count == 3)
        for warning in library.warnings {
            #expect(warning.severity == .warning && warning.location.line == 1)
            #expect(warning.description.contains("cannot read the font"), "\(warning)")
        }
        #expect(Set(library.warnings.map { ($0.location.file as NSString).lastPathComponent }) == ["Truncated.ttf", "Text.otf", "Zero.ttf"])
    }

    /// Every prefix and thousands of corrupted copies of real fonts read or throw, quickly.
    @Test(arguments: ["truetype/dejavu/DejaVuSans.ttf", "truetype/liberation/LiberationSerif-Italic.ttf", "opentype/cantarell/Cantarell-Regular.otf"])
    func corruptedFontsThrowOrReadNeverTrap(path: String) throws {
        let good = try Self.bytes(path)
        var random = HarfBuzzOracleTests.SplitMix(seed: 42)
        var inputs: [[UInt8]] = stride(from: 0, to: good.count, by: max(1, good.count / 200)).map { Array(good.prefix($0)) }
        for _ in 0..<400 {
            var copy = good
            // Counts and offsets are 16 or 32 bits: set a few to their largest values, or to noise.
            for _ in 0..<4 {
                let at = random.next(copy.count - 1)
                copy[at] = random.next(2) == 0 ? 0xFF : UInt8(random.next(256))
                copy[at + 1] = random.next(2) == 0 ? 0xFF : UInt8(random.next(256))
            }
            inputs.append(copy)
        }
        let start = Date()
        for input in inputs {
            guard let fonts = try? OpenTypeFont.fonts(in: input) else { continue }
            for font in fonts { _ = font.advance(of: "Hello, World! AVATAR office".unicodeScalars) }
        }
        #expect(Date().timeIntervalSince(start) < 60)
    }

    @Test func theBundledSystemFontMetricsReadBackAsWritten() throws {
        let metrics = try #require(SystemFontMetricsFile.bundled)
        #expect(metrics.unitsPerEm == 2048 && metrics.characters.count == 176)
        #expect(metrics.opticalSizes == [17, 19, 24, 28])
        let again = try SystemFontMetricsFile.decode(SystemFontMetricsFile.encode(metrics))
        #expect(again.advance(of: "Settings AV".unicodeScalars, weight: .semibold, opticalSize: 21, space: .uniform(0.28))
                == metrics.advance(of: "Settings AV".unicodeScalars, weight: .semibold, opticalSize: 21, space: .uniform(0.28)))
        let bytes = SystemFontMetricsFile.encode(metrics)
        for cut in [0, 3, 10, 100, bytes.count / 2, bytes.count - 1] {
            #expect(throws: FontError.self) { try SystemFontMetricsFile.decode(Array(bytes.prefix(cut))) }
        }
    }

    /// A project folder with font files copied from the system's and an Info.plist.
    static func project(with fonts: [String: String], plist: String?) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Fonts", withIntermediateDirectories: true)
        for (name, source) in fonts { try Data(try bytes(source)).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        if let plist {
            let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(plist)</dict></plist>"
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        }
        return folder
    }
}
