import IBDocument
import IBRender
import IBXML
import Testing

/// A control's state as the canvas draws it: disabled greyed, the default button in the accent
/// colour, the selected segment raised, progress filled to its value, a cell's accessory, a
/// pop-up's title at its leading edge, attributed text in its runs' colours, a shrinking label
/// shrunk rather than cut.
@Suite struct ControlStateTests {
    static func drawing(_ xml: String) throws -> (tree: XMLTree, svg: String) {
        let svg = try #require(SceneRenderer.render(try Document.parse(xml), options: .canvas).first).svg
        return (try XMLTree.parse(svg, path: "state.svg"), svg)
    }

    static let touch = ImageDrawingTests.document("""
        <button opaque="NO" contentMode="scaleToFill" enabled="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="send">
            <rect key="frame" x="10" y="10" width="60" height="30"/>
            <state key="normal" title="Send"/>
        </button>
        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="mode">
            <rect key="frame" x="10" y="50" width="200" height="32"/>
            <segments>
                <segment title="Day"/>
                <segment title="Week"/>
            </segments>
        </segmentedControl>
        <progressView opaque="NO" contentMode="scaleToFill" progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="load">
            <rect key="frame" x="10" y="100" width="200" height="4"/>
        </progressView>
        <label opaque="NO" contentMode="left" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="rich">
            <rect key="frame" x="10" y="120" width="280" height="21"/>
            <attributedString key="attributedText">
                <fragment content="Due ">
                    <attributes>
                        <color key="NSColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <font key="NSFont" size="17" name="HelveticaNeue"/>
                    </attributes>
                </fragment>
                <fragment content="today">
                    <attributes>
                        <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <font key="NSFont" size="17" name="HelveticaNeue-Bold"/>
                    </attributes>
                </fragment>
            </attributedString>
            <attributedString key="userComments">
                <fragment content="Not shown"/>
            </attributedString>
        </label>
        <label opaque="NO" contentMode="left" text="A title far too long for its label" lineBreakMode="tailTruncation" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="shrink">
            <rect key="frame" x="10" y="150" width="150" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
    """)

    @Test func aDisabledControlIsGreyed() throws {
        let (tree, _) = try Self.drawing(Self.touch)
        let group = try #require(tree.descendants(of: tree.rootElement!).first { tree.attribute("class", of: $0) == "disabled" })
        #expect(tree.descendants(of: group).contains { tree.text(of: $0) == "Send" })
        // Only the disabled control.
        #expect(!tree.descendants(of: group).contains { tree.text(of: $0) == "Day" })
    }

    @Test func theSelectedSegmentIsRaised() throws {
        let (tree, _) = try Self.drawing(Self.touch)
        let selected = try #require(tree.descendants(of: tree.rootElement!).first { tree.attribute("class", of: $0) == "selected-segment" })
        // The second of two segments in a 200-point control.
        #expect(tree.number("x", of: selected) == 112)
    }

    @Test func aProgressViewIsFilledToItsProgress() throws {
        let (tree, _) = try Self.drawing(Self.touch)
        let lines = tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "line") && tree.number("y1", of: $0) == 102 }
        #expect(lines.compactMap { tree.number("x2", of: $0) }.sorted() == [60, 210])
    }

    @Test func attributedTextIsDrawnInItsRunsColoursAndNotItsComments() throws {
        let (tree, svg) = try Self.drawing(Self.touch)
        let spans = tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "tspan") }
        #expect(spans.map { tree.text(of: $0) } == ["Due ", "today"])
        #expect(tree.attribute("fill", of: spans[1]) == "rgba(255,0,0,1)" && tree.attribute("font-weight", of: spans[1]) == "700")
        #expect(!svg.contains("Not shown"))
    }

    @Test func aLabelThatAdjustsItsFontIsShrunkNotCut() throws {
        let (tree, _) = try Self.drawing(Self.touch)
        let text = try #require(tree.descendants(of: tree.rootElement!).first { tree.isElement($0, named: "text") && tree.attribute("data-id", of: $0) == "shrink" })
        #expect(tree.text(of: text) == "A title far too long for its label")
        let size = try #require(tree.number("font-size", of: text))
        #expect(size < 17 && size >= 8.5)
    }

    @Test func aCellShowsItsAccessory() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" accessoryType="checkmark" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="280" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let (tree, _) = try Self.drawing(xml)
        #expect(tree.descendants(of: tree.rootElement!).contains { tree.attribute("class", of: $0) == "accessory checkmark" })
        let chevron = try Self.drawing(xml.replacingOccurrences(of: "checkmark", with: "disclosureIndicator")).tree
        #expect(chevron.descendants(of: chevron.rootElement!).contains { chevron.attribute("class", of: $0) == "accessory disclosure" })
    }

    @Test func theDefaultButtonIsInTheAccentColourAndAPopUpsTitleAtItsLeadingEdge() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <button verticalHuggingPriority="750" id="ok">
                            <rect key="frame" x="200" y="13" width="86" height="32"/>
                            <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="ok-cell">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                                <string key="keyEquivalent" base64-UTF8="YES">
        DQ
        </string>
                            </buttonCell>
                        </button>
                        <popUpButton verticalHuggingPriority="750" id="pick">
                            <rect key="frame" x="17" y="56" width="160" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="Medium" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="pick-cell">
                                <font key="font" metaFont="menu"/>
                            </popUpButtonCell>
                        </popUpButton>
                    </subviews>
                </customView>
            </objects>
        </document>
        """
        let (tree, _) = try Self.drawing(xml)
        let nodes = tree.descendants(of: tree.rootElement!)
        #expect(nodes.contains { tree.attribute("class", of: $0) == "default-button" })
        let ok = try #require(nodes.first { tree.isElement($0, named: "text") && tree.text(of: $0) == "OK" })
        #expect(tree.attribute("fill", of: ok) == "rgba(255,255,255,1)")
        let medium = try #require(nodes.first { tree.isElement($0, named: "text") && tree.text(of: $0) == "Medium" })
        #expect(TextPlacement.extent(tree, medium)?.start == 28)
    }

    @Test func aBorderlessTextFieldsTextUsesItsWholeWidth() throws {
        // Charts' demo: "500" centred in a 30-point field with no border; a rounded one pads 7 points a side.
        func field(_ border: String) -> String {
            ImageDrawingTests.document("""
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="500" \(border) textAlignment="center" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                    <rect key="frame" x="10" y="10" width="30" height="30"/>
                    <fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="15"/>
                </textField>
            """)
        }
        let texts = { (xml: String) throws -> [String] in
            let (tree, _) = try Self.drawing(xml)
            return tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "text") }.map { tree.text(of: $0) }
        }
        #expect(try texts(field("")).contains("500"))
        #expect(try !texts(field(#"borderStyle="roundedRect""#)).contains("500"))
    }
}
