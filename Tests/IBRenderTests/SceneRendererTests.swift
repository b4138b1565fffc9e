import IBDocument
import IBLayout
import IBRender
import IBXML
import Testing

/// A scene's SVG: every view's box at its solved frame, text in its view, colours and layer
/// attributes as the document sets them.
@Suite struct SceneRendererTests {
    static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <label text="Hello &amp; &lt;welcome&gt;" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="20" y="20" width="160" height="21"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                        <color key="textColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="20" y="60" width="100" height="80"/>
                        <color key="backgroundColor" systemColor="systemOrangeColor"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="12"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                                <integer key="value" value="2"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                    <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                        <rect key="frame" x="200" y="60" width="51" height="31"/>
                    </switch>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                    <constraint firstItem="card" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="19" id="c4"/>
                    <constraint firstItem="card" firstAttribute="width" constant="100" id="c5"/>
                    <constraint firstItem="card" firstAttribute="height" constant="80" id="c6"/>
                    <constraint firstItem="toggle" firstAttribute="leading" secondItem="card" secondAttribute="trailing" constant="80" id="c7"/>
                    <constraint firstItem="toggle" firstAttribute="top" secondItem="card" secondAttribute="top" id="c8"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <systemColor name="systemOrangeColor">
                <color red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

    /// The SVG parsed back, and each drawn view's box by id.
    static func boxes(_ svg: String) throws -> (tree: XMLTree, boxes: [String: XMLNodeID]) {
        let tree = try XMLTree.parse(svg, path: "scene.svg")
        var boxes: [String: XMLNodeID] = [:]
        for node in tree.descendants(of: tree.rootElement!) where tree.isElement(node, named: "rect") && tree.attribute("class", of: node) == "view" {
            boxes[tree.attribute("data-id", of: node) ?? ""] = node
        }
        return (tree, boxes)
    }

    @Test func everyViewsBoxIsItsSolvedFrame() throws {
        let document = try Document.parse(Self.document)
        let layout = try #require(LayoutEngine.layout(document).first)
        let drawing = try #require(SceneRenderer.render(document).first)
        let (tree, boxes) = try Self.boxes(drawing.svg)
        #expect(boxes.count == 4)
        for view in layout.views {
            let box = try #require(boxes[view.object.id ?? ""])
            let drawn = ["x", "y", "width", "height"].map { tree.number($0, of: box) ?? .nan }
            let solved = [view.frameInRoot.x, view.frameInRoot.y, view.frameInRoot.width, view.frameInRoot.height]
            for (a, b) in zip(drawn, solved) { #expect(abs(a - b) <= 0.5, "\(view.object.id ?? "") \(drawn) against \(solved)") }
        }
        // The card sits 19 points below the 20.5-point title line, as its constraints say.
        #expect(tree.number("y", of: try #require(boxes["card"])) == 59.5)
    }

    @Test func textIsEscapedAndDrawnInItsViewInItsColour() throws {
        let drawing = try #require(SceneRenderer.render(try Document.parse(Self.document)).first)
        let (tree, boxes) = try Self.boxes(drawing.svg)
        let text = try #require(tree.descendants(of: tree.rootElement!).first { tree.isElement($0, named: "text") && tree.attribute("data-id", of: $0) == "title" })
        #expect(tree.text(of: text) == "Hello & <welcome>")
        #expect(tree.attribute("fill", of: text) == "rgba(255,0,0,1)")
        #expect(tree.attribute("font-weight", of: text) == "700")
        // A rasteriser draws in fonts of its own: each character is placed where ibkit measured it,
        // from the line's start, which centres the measured width in the label.
        let positions = TextPlacement.positions(tree, text)
        #expect(positions.count == "Hello & <welcome>".count && positions == positions.sorted())
        #expect((tree.number("data-width", of: text) ?? 0) > 100)
        let box = try #require(boxes["title"])
        let extent = try #require(TextPlacement.extent(tree, text))
        #expect(abs((extent.start + extent.end) / 2 - ((tree.number("x", of: box) ?? 0) + (tree.number("width", of: box) ?? 0) / 2)) < 0.5)
        let x = try #require(positions.first), y = try #require(tree.number("y", of: text))
        let left = try #require(tree.number("x", of: box)), top = try #require(tree.number("y", of: box))
        #expect(x >= left && x <= left + (tree.number("width", of: box) ?? 0))
        #expect(y >= top && y <= top + (tree.number("height", of: box) ?? 0))
    }

    @Test func colorsAndLayerAttributesAreThoseTheDocumentSets() throws {
        let drawing = try #require(SceneRenderer.render(try Document.parse(Self.document)).first)
        let (tree, boxes) = try Self.boxes(drawing.svg)
        let card = try #require(boxes["card"])
        // The system colour's value as the document records it.
        #expect(tree.attribute("fill", of: card) == "rgba(255,149,0,1)")
        #expect(tree.attribute("rx", of: card) == "12")
        #expect(tree.attribute("stroke-width", of: card) == "2")
        #expect(tree.attribute("fill", of: try #require(boxes["root"])) == "rgba(255,255,255,1)")
    }

    @Test func theDarkAppearanceTakesTheDarkPalette() throws {
        let drawing = try #require(SceneRenderer.render(try Document.parse(Self.document), dark: true).first)
        let (tree, boxes) = try Self.boxes(drawing.svg)
        #expect(tree.attribute("fill", of: try #require(boxes["card"])) == "rgba(255,159,10,1)")
    }

    @Test func markupInTextStillMakesAValidFile() throws {
        let hostile = Self.document.replacingOccurrences(of: "Hello &amp; &lt;welcome&gt;", with: "]]&gt; &lt;/text&gt;&#9;&quot;quote&quot; 😀")
        let drawing = try #require(SceneRenderer.render(try Document.parse(hostile)).first)
        let (tree, _) = try Self.boxes(drawing.svg)
        let text = try #require(tree.descendants(of: tree.rootElement!).first { tree.isElement($0, named: "text") })
        #expect(tree.text(of: text) == "]]> </text>\t\"quote\" 😀")
    }

    @Test func aStepperIsItsMinusAndPlusHalves() throws {
        let xml = ImageDrawingTests.document("""
            <stepper opaque="NO" contentMode="scaleToFill" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
                <rect key="frame" x="10" y="10" width="94" height="32"/>
            </stepper>
        """)
        let drawing = try #require(SceneRenderer.render(try Document.parse(xml)).first)
        let tree = try XMLTree.parse(drawing.svg, path: "stepper.svg")
        let lines = tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "line") }
        // The divider, the minus, and the plus's two strokes, in the stepper's box.
        #expect(lines.count == 4)
        for line in lines {
            for key in ["x1", "x2"] { #expect((10...104).contains(tree.number(key, of: line) ?? -1)) }
        }
        let vertical = lines.filter { tree.number("x1", of: $0) == tree.number("x2", of: $0) }.compactMap { tree.number("x1", of: $0) }
        // The divider in the middle, the plus's upright in the right half.
        #expect(vertical.sorted() == [57, 80.5])
    }

    @Test func aTableCellIsToldApartByItsSeparator() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let drawing = try #require(SceneRenderer.render(try Document.parse(xml)).first)
        let tree = try XMLTree.parse(drawing.svg, path: "cell.svg")
        let separator = try #require(tree.descendants(of: tree.rootElement!).first { tree.isElement($0, named: "line") })
        // Inset 16 points from the leading edge, at the bottom.
        #expect(tree.number("x1", of: separator) == 16 && tree.number("x2", of: separator) == 320)
        #expect(abs((tree.number("y1", of: separator) ?? 0) - 44) < 0.5)
    }
}
