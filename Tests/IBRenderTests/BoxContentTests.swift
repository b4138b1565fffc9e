import IBDocument
import IBRender
import IBXML
import Testing

/// An AppKit box's content view is laid out and drawn with its box, and shows nothing outside its
/// bounds: Sequel Pro's `DataMigrationDialog.xib` keeps a dummy button above its header box's
/// 39-point content view, which the canvas does not show.
@Suite struct BoxContentTests {
    static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="6751" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
        <objects>
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <subviews>
                    <box title="Box" boxType="custom" borderType="line" titlePosition="noTitle" id="box">
                        <rect key="frame" x="0.0" y="59" width="300" height="41"/>
                        <view key="contentView" id="content">
                            <rect key="frame" x="1" y="1" width="298" height="39"/>
                            <subviews>
                                <textField id="title">
                                    <rect key="frame" x="14" y="12" width="270" height="17"/>
                                    <textFieldCell key="cell" title="Field Mapping" id="title-cell">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                                <textField id="dummy">
                                    <rect key="frame" x="14" y="51" width="200" height="17"/>
                                    <textFieldCell key="cell" title="Dummy above the box" id="dummy-cell">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                            </subviews>
                        </view>
                    </box>
                </subviews>
            </customView>
        </objects>
    </document>
    """

    @Test func aBoxsContentIsDrawnInItsBoxAndClippedToIt() throws {
        let drawings = SceneRenderer.render(try Document.parse(Self.header, path: "Dialog.xib"), options: .canvas)
        #expect(drawings.count == 1)
        let tree = try XMLTree.parse(try #require(drawings.first).svg, path: "Dialog.svg")
        let texts = tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "text") }
        let dummy = try #require(texts.first { tree.text(of: $0) == "Dummy above the box" })
        let title = try #require(texts.first { tree.text(of: $0) == "Field Mapping" })
        func clipped(_ node: XMLNodeID) -> Bool {
            var current = tree.parent(of: node)
            while let element = current {
                if tree.attribute("clip-path", of: element) != nil { return true }
                current = tree.parent(of: element)
            }
            return false
        }
        #expect(clipped(dummy) && clipped(title))
    }
}
