import Foundation
import IBDocument
import IBRender
import IBXML
import Testing

/// Image views and buttons show the project's pictures in their content mode; an image no file
/// stands for (or a system symbol) is a dashed placeholder naming it.
@Suite struct ImageDrawingTests {
    static func document(_ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                    <subviews>
        \(subviews)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// The `<image>` elements of the first drawing, by the id of their view.
    static func images(_ xml: String, library: ImageLibrary) throws -> (tree: XMLTree, images: [String: XMLNodeID], svg: String) {
        let svg = try #require(SceneRenderer.render(try Document.parse(xml), images: library).first).svg
        let tree = try XMLTree.parse(svg, path: "scene.svg")
        var images: [String: XMLNodeID] = [:]
        for node in tree.descendants(of: tree.rootElement!) where tree.isElement(node, named: "image") {
            images[tree.attribute("data-id", of: node) ?? ""] = node
        }
        return (tree, images, svg)
    }

    static let catalog: [String: [UInt8]] = [
        "A.xcassets/photo.imageset/Contents.json": Array(#"{"images":[{"idiom":"universal","scale":"2x","filename":"photo.png"}]}"#.utf8),
        "A.xcassets/photo.imageset/photo.png": ImageLibraryTests.png(width: 80, height: 40),
    ]

    @Test func eachContentModePlacesThePicture() throws {
        let xml = Self.document("""
            <imageView contentMode="scaleAspectFit" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="fit">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
            </imageView>
            <imageView contentMode="scaleAspectFill" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                <rect key="frame" x="100" y="0" width="100" height="100"/>
            </imageView>
            <imageView contentMode="scaleToFill" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="stretch">
                <rect key="frame" x="200" y="0" width="100" height="100"/>
            </imageView>
            <imageView contentMode="bottomRight" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="corner">
                <rect key="frame" x="0" y="100" width="100" height="100"/>
            </imageView>
        """)
        try ImageLibraryTests.withFolder(Self.catalog) { folder in
            let (tree, images, _) = try Self.images(xml, library: ImageLibrary.scanning([folder]))
            func attribute(_ id: String, _ name: String) -> String? { images[id].flatMap { tree.attribute(name, of: $0) } }
            #expect(attribute("fit", "preserveAspectRatio") == "xMidYMid meet")
            #expect(attribute("fill", "preserveAspectRatio") == "xMidYMid slice")
            #expect(attribute("stretch", "preserveAspectRatio") == "none")
            // At its own size (40×20 points at 2x), in the view's bottom right corner.
            #expect(["x", "y", "width", "height"].map { attribute("corner", $0) } == ["60", "180", "40", "20"])
            #expect(attribute("fit", "href")?.hasPrefix("data:image/png;base64,") == true)
        }
    }

    @Test func anImageNoFileStandsForIsALabelledPlaceholder() throws {
        let xml = Self.document("""
            <imageView contentMode="scaleAspectFit" image="nowhere" translatesAutoresizingMaskIntoConstraints="NO" id="missing">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
            </imageView>
            <imageView contentMode="scaleAspectFit" image="photo" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
                <rect key="frame" x="100" y="0" width="100" height="100"/>
            </imageView>
        """)
        try ImageLibraryTests.withFolder(Self.catalog) { folder in
            let (_, images, svg) = try Self.images(xml, library: ImageLibrary.scanning([folder]))
            #expect(images.isEmpty)
            #expect(svg.components(separatedBy: "class=\"image-placeholder\"").count == 3)
            #expect(svg.contains(">nowhere</text>") && svg.contains(">photo</text>"))
        }
    }

    @Test func aButtonsImageSitsBesideItsTitleAndItsBackgroundFillsIt() throws {
        let xml = Self.document("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="0" y="0" width="200" height="40"/>
                <state key="normal" title="Share" image="photo" backgroundImage="photo"/>
            </button>
        """)
        try ImageLibraryTests.withFolder(Self.catalog) { folder in
            let (tree, _, _) = try Self.images(xml, library: ImageLibrary.scanning([folder]))
            let pictures = tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "image") }
            #expect(pictures.count == 2)
            let background = try #require(pictures.first { tree.attribute("preserveAspectRatio", of: $0) == "none" })
            #expect(tree.attribute("width", of: background) == "200")
            let icon = try #require(pictures.first { tree.attribute("preserveAspectRatio", of: $0) != "none" })
            let title = try #require(tree.descendants(of: tree.rootElement!).first { tree.isElement($0, named: "text") && tree.attribute("class", of: $0) == "text" })
            // The icon is left of the title, and the two are centred together.
            let iconRight = (tree.number("x", of: icon) ?? 0) + (tree.number("width", of: icon) ?? 0)
            #expect(iconRight <= (TextPlacement.extent(tree, title)?.start ?? 0))
            #expect((tree.number("x", of: icon) ?? 0) > 40)
        }
    }
}
