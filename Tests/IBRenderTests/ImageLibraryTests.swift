import Foundation
import IBDocument
import IBRender
import Testing

/// Finding the picture a document names, as the app bundle would: asset catalog image sets (with
/// namespaces, scales, idioms and appearances) and loose image files.
@Suite struct ImageLibraryTests {
    /// A PNG of `width`×`height` pixels (header, one compressed row-less body is enough for the
    /// size; browsers are not asked to decode these).
    static func png(width: Int, height: Int) -> [UInt8] {
        func be(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 2, 0, 0, 0] + be(0)
    }

    /// A real 2×2 green PNG a browser decodes.
    static let greenPNG = [UInt8](Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAD0lEQVR4nGNgaGAAIQgFAA4OAgFhGn2EAAAAAElFTkSuQmCC")!)

    /// A folder with `files` (path → bytes), removed after `body`.
    static func withFolder<T>(_ files: [String: [UInt8]], _ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return try body(folder.path)
    }

    static func json(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func anImageSetIsFoundByNameAndTheTwoTimesFileIsPreferred() throws {
        try Self.withFolder([
            "App/Assets.xcassets/star.imageset/Contents.json": Self.json(#"{"images":[{"idiom":"universal","scale":"1x","filename":"star.png"},{"idiom":"universal","scale":"2x","filename":"star@2x.png"},{"idiom":"universal","scale":"3x"}]}"#),
            "App/Assets.xcassets/star.imageset/star.png": Self.png(width: 10, height: 10),
            "App/Assets.xcassets/star.imageset/star@2x.png": Self.png(width: 40, height: 20),
        ]) { folder in
            let image = try #require(ImageLibrary.scanning([folder]).image(named: "star", platform: .iOS, dark: false))
            #expect(image.format == .png)
            #expect(image.pointSize == Size(width: 20, height: 10))
            #expect(image.dataURL.hasPrefix("data:image/png;base64,"))
        }
    }

    @Test func aFolderThatProvidesANamespacePrefixesTheName() throws {
        try Self.withFolder([
            "A.xcassets/Icons/Contents.json": Self.json(#"{"properties":{"provides-namespace":true}}"#),
            "A.xcassets/Icons/close.imageset/Contents.json": Self.json(#"{"images":[{"idiom":"universal","filename":"close.png"}]}"#),
            "A.xcassets/Icons/close.imageset/close.png": Self.png(width: 8, height: 8),
            "A.xcassets/Plain/open.imageset/Contents.json": Self.json(#"{"images":[{"idiom":"universal","filename":"open.png"}]}"#),
            "A.xcassets/Plain/open.imageset/open.png": Self.png(width: 8, height: 8),
        ]) { folder in
            let library = ImageLibrary.scanning([folder])
            #expect(library.names == ["Icons/close", "open"])
            #expect(library.image(named: "close", platform: .iOS, dark: false) == nil)
        }
    }

    @Test func theDarkAppearanceAndTheMacIdiomAreChosenWhereGiven() throws {
        try Self.withFolder([
            "A.xcassets/logo.imageset/Contents.json": Self.json("""
            {"images":[{"idiom":"universal","scale":"2x","filename":"light.png"},
                       {"idiom":"universal","scale":"2x","filename":"dark.png","appearances":[{"appearance":"luminosity","value":"dark"}]},
                       {"idiom":"mac","scale":"2x","filename":"mac.png"}]}
            """),
            "A.xcassets/logo.imageset/light.png": Self.png(width: 2, height: 2),
            "A.xcassets/logo.imageset/dark.png": Self.png(width: 4, height: 4),
            "A.xcassets/logo.imageset/mac.png": Self.png(width: 6, height: 6),
        ]) { folder in
            let library = ImageLibrary.scanning([folder])
            #expect(library.image(named: "logo", platform: .iOS, dark: false)?.pointSize?.width == 1)
            #expect(library.image(named: "logo", platform: .iOS, dark: true)?.pointSize?.width == 2)
            #expect(library.image(named: "logo", platform: .macOS, dark: false)?.pointSize?.width == 3)
        }
    }

    @Test func aLooseFileIsFoundWithAndWithoutItsScaleAndExtension() throws {
        try Self.withFolder(["App/Images/badge@2x.png": Self.png(width: 30, height: 30)]) { folder in
            let library = ImageLibrary.scanning([folder])
            for name in ["badge", "badge.png", "badge@2x.png"] {
                #expect(library.image(named: name, platform: .iOS, dark: false)?.pointSize == Size(width: 15, height: 15), "\(name)")
            }
        }
    }

    @Test func aListedFileThatIsMissingOrNotAnImageIsNotFound() throws {
        try Self.withFolder([
            "A.xcassets/gone.imageset/Contents.json": Self.json(#"{"images":[{"idiom":"universal","filename":"gone.png"}]}"#),
            "A.xcassets/fake.imageset/Contents.json": Self.json(#"{"images":[{"idiom":"universal","filename":"fake.png"}]}"#),
            "A.xcassets/fake.imageset/fake.png": Array("not a png".utf8),
            "A.xcassets/vector.imageset/Contents.json": Self.json(#"{"images":[{"idiom":"universal","filename":"vector.pdf"}]}"#),
            "A.xcassets/vector.imageset/vector.pdf": Array("%PDF-1.4".utf8),
            "A.xcassets/broken.imageset/Contents.json": Self.json("{"),
        ]) { folder in
            let library = ImageLibrary.scanning([folder])
            for name in ["gone", "fake", "vector", "broken", "nothing"] {
                #expect(library.image(named: name, platform: .iOS, dark: false) == nil, "\(name)")
            }
        }
    }

    @Test func aLinkToADeviceIsNotRead() throws {
        try Self.withFolder(["A.xcassets/zero.imageset/Contents.json": Self.json(#"{"images":[{"idiom":"universal","filename":"zero.png"}]}"#)]) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/A.xcassets/zero.imageset/zero.png", withDestinationPath: "/dev/zero")
            try FileManager.default.createSymbolicLink(atPath: folder + "/endless.png", withDestinationPath: "/dev/zero")
            let library = ImageLibrary.scanning([folder])
            #expect(library.image(named: "zero", platform: .iOS, dark: false) == nil)
            #expect(library.image(named: "endless", platform: .iOS, dark: false) == nil)
        }
    }

    @Test func headersGiveTheSizeOfJPEGAndGIFToo() throws {
        // A JPEG: start of image, an APP0 segment of 16 bytes, then a baseline frame 300 wide, 200 tall.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0xC8, 0x01, 0x2C, 0x03] + Array(repeating: 0, count: 12)
        #expect(ImageFile(bytes: jpeg, scale: 1)?.pointSize == Size(width: 300, height: 200))
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0, 0]
        #expect(ImageFile(bytes: gif, scale: 2)?.pointSize == Size(width: 160, height: 120))
        #expect(ImageFile(bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF], scale: 1)?.pointSize == nil)
    }
}
