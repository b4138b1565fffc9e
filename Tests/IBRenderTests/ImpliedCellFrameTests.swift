import IBDocument
import IBLayout
import IBRender
import IBXML
import Testing

/// Xcode 6 documents that store table cells, their content views and their style's labels
/// without frames: the cells are stacked at the row height, section by section, the labels sit
/// where the cell style puts them, and the table draws them (Apple's HealthKit sample, `Fit`).
@Suite struct ImpliedCellFrameTests {
    static func cell(_ id: String, _ title: String) -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" textLabel="\(id)-t" detailTextLabel="\(id)-d" style="IBUITableViewCellStyleValue1" id="\(id)">
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-c">
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="left" text="\(title)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)-t">
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                    </label>
                    <label opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="left" text="Detail" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)-d">
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                    </label>
                </subviews>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" systemVersion="14B25" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="profile">
        <scenes>
            <scene sceneID="s">
                <objects>
                    <tableViewController id="profile" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <sections>
                                <tableViewSection id="first">
                                    <cells>
    \(cell("age", "Age (yrs)"))
    \(cell("height", "Height (ft)"))
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test func framelessCellsStackAtTheRowHeightBelowTheSectionGap() throws {
        let document = try Document.parse(Self.storyboard)
        let age = try #require(document.object(withID: "age")), height = try #require(document.object(withID: "height"))
        let first = try #require(ImpliedCellFrame.of(age)), second = try #require(ImpliedCellFrame.of(height))
        #expect([first.x, first.y, first.width, first.height] == [0, 35, 320, 44])
        #expect(second.y == 79)
        // Each cell is laid out as a root of its own, at the implied size.
        let layout = try #require(LayoutEngine.layout(document).first { $0.root.id == "age" })
        #expect(layout.environment.rootFrame.width == 320 && layout.environment.rootFrame.height == 44)
    }

    @Test func aValue1CellsLabelsSitAtItsMargins() throws {
        let layout = try #require(LayoutEngine.layout(try Document.parse(Self.storyboard)).first { $0.root.id == "age" })
        let title = try #require(layout.views.first { $0.object.id == "age-t" }), detail = try #require(layout.views.first { $0.object.id == "age-d" })
        let (left, right) = (title.frameInRoot, detail.frameInRoot)
        #expect(left.x == 15 && right.x + right.width == 305)
        #expect(abs(left.y + left.height / 2 - 22) < 1)
    }

    @Test func theTableDrawsItsFramelessCells() throws {
        let drawing = try #require(SceneRenderer.render(try Document.parse(Self.storyboard), options: .canvas).first)
        #expect(drawing.svg.contains(">Age (yrs)</text>") && drawing.svg.contains(">Height (ft)</text>"))
        #expect(!drawing.svg.contains("Prototype Content"))
    }
}
