import IBStructuralEdit
import IBXML
import Testing

/// `addView` in an AppKit document: Interface Builder's library items (push button, check box,
/// label, text field, image view, custom view) with their cells, placed in AppKit's y-up frames.
@Suite struct AppKitAddViewTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="prefs">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
        </dependencies>
        <scenes>
            <!--Preferences View Controller-->
            <scene sceneID="s-prefs">
                <objects>
                    <viewController id="prefs" customClass="PreferencesViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" id="prefs-view">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="18" y="234" width="37" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Name" id="name-cell">
                                        <font key="font" metaFont="system"/>
                                        <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                    </textFieldCell>
                                </textField>
                            </subviews>
                            <constraints>
                                <constraint firstItem="name" firstAttribute="top" secondItem="prefs-view" secondAttribute="top" constant="20" id="c-name-top"/>
                                <constraint firstItem="name" firstAttribute="leading" secondItem="prefs-view" secondAttribute="leading" constant="20" id="c-name-leading"/>
                            </constraints>
                        </view>
                    </viewController>
                    <customObject id="prefs-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
    </document>

    """

    @Test func aPushButtonGetsItsCellAndAFrameBelowTheLabelInYUpCoordinates() throws {
        let result = try EditFixture.apply(#"""
            {"edits": [{"op": "addView", "parent": "prefs-view", "class": "Push Button", "properties": {"title": "Save"},
                        "constraints": [{"attribute": "top", "relatedTo": "name", "relatedAttribute": "bottom", "constant": 8},
                                        {"attribute": "leading", "relatedTo": "name"}]}]}
            """#, to: Self.storyboard)
        let tree = try EditFixture.tree(result)
        let button = try #require(EditFixture.element(result.created[0], in: tree))
        let cell = try #require(tree.childElements(of: button).first { tree.attribute("key", of: $0) == "cell" })
        #expect(tree.name(of: cell) == "buttonCell" && tree.attribute("title", of: cell) == "Save" && tree.attribute("id", of: cell) == result.created[1])
        let frame = try #require(tree.firstChildElement(of: button, named: "rect"))
        // Below the label (y 234) means a smaller y on the Mac: the frame's top is under it.
        let y = try #require(tree.number("y", of: frame)), height = try #require(tree.number("height", of: frame))
        #expect(y + height <= 234 && y > 150)
    }

    @Test func aUIKitClassIsRefusedNamingTheAppKitOnes() {
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "addView", "parent": "prefs-view", "class": "UIButton"}]}"#, to: Self.storyboard)
        }
    }
}

/// `embedInStack` in an AppKit document: an NSStackView as Xcode writes one, placed where the
/// views were, its arranged views stacked from its top.
@Suite struct AppKitStackTests {
    @Test func theStackHasItsPrioritiesAndStartsWhereTheLabelWas() throws {
        let result = try EditFixture.apply(#"""
            {"edits": [{"op": "addView", "parent": "prefs-view", "class": "Check Box", "ref": "remember", "properties": {"title": "Remember"},
                        "constraints": [{"attribute": "top", "relatedTo": "name", "relatedAttribute": "bottom", "constant": 8}, {"attribute": "leading", "relatedTo": "name"}]},
                       {"op": "embedInStack", "ids": ["name", "$remember"], "spacing": 6}]}
            """#, to: AppKitAddViewTests.storyboard)
        let tree = try EditFixture.tree(result)
        let stack = try #require(EditFixture.element(result.created.last ?? "", in: tree))
        #expect(tree.attribute("orientation", of: stack) == "vertical" && tree.attribute("spacing", of: stack) == "6")
        #expect(tree.childElements(of: stack).map { tree.name(of: $0) } == ["rect", "subviews", "visibilityPriorities", "customSpacing"])
        // The label stood 20 points below the view's top (y 234 + 16 of 270, y up): the stack's top is there.
        let rect = try #require(tree.firstChildElement(of: stack, named: "rect"))
        let y = try #require(tree.number("y", of: rect)), height = try #require(tree.number("height", of: rect))
        #expect(tree.attribute("x", of: rect) == "18" && abs(270 - (y + height) - 20) < 0.01)
        // No pin the layout used is left in the document; the stack is reported as Xcode will find it.
        #expect(!String(decoding: result.bytes, as: UTF8.self).contains("ibkit-pin"))
        #expect(result.ambiguous.contains(result.created.last ?? ""))
    }
}

/// `addScene` in an AppKit storyboard: the library's view controller, with AppKit's First Responder.
@Suite struct AppKitSceneTests {
    @Test func aSceneHasTheLibrarysViewAndAnNSResponderFirstResponder() throws {
        let result = try EditFixture.apply(#"{"edits": [{"op": "addScene", "class": "GeneralPaneController", "storyboardIdentifier": "general"}]}"#,
                                           to: AppKitAddViewTests.storyboard)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.contains(#"<viewController storyboardIdentifier="general" id="\#(result.created[0])" customClass="GeneralPaneController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">"#))
        #expect(text.contains(#"<rect key="frame" x="0.0" y="0.0" width="450" height="300"/>"#))
        #expect(text.contains(#"userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>"#))
        #expect(!text.contains("systemBackgroundColor") && !text.contains("IBFirstResponder\" id=\"\(result.created.last ?? "")"))
    }

    @Test func embeddingInANavigationControllerIsRefused() {
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "addScene", "class": "A", "embedIn": "navigationController"}]}"#, to: AppKitAddViewTests.storyboard)
        }
    }
}

/// Fonts and colours of AppKit controls, written in their cells as Interface Builder writes them.
@Suite struct AppKitStyleTests {
    @Test func aLabelsFontAndColourReplaceTheCellsOwn() throws {
        let result = try EditFixture.apply(#"{"edits": [{"op": "set", "id": "name", "properties": {"font": "boldSystem 15", "textColor": "secondaryLabel"}}]}"#,
                                           to: AppKitAddViewTests.storyboard)
        let tree = try EditFixture.tree(result)
        let cell = try #require(EditFixture.element("name-cell", in: tree))
        let children = tree.childElements(of: cell).map { child in
            tree.attributes(of: child).map { "\(tree.name(of: $0))=\(tree.value(of: $0))" }.joined(separator: " ")
        }
        #expect(children == ["key=font metaFont=systemBold size=15", "key=textColor name=secondaryLabelColor catalog=System colorSpace=catalog",
                             "key=backgroundColor name=textBackgroundColor catalog=System colorSpace=catalog"])
    }

    @Test func aUIKitTextStyleIsRefusedForAnAppKitControl() {
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "set", "id": "name", "properties": {"font": "headline"}}]}"#, to: AppKitAddViewTests.storyboard)
        }
    }
}

/// AppKit segues: a sheet from a button to a new scene; UIKit's kinds are refused.
@Suite struct AppKitSegueTests {
    @Test func aButtonPresentsANewSceneAsASheet() throws {
        let result = try EditFixture.apply(#"""
            {"edits": [{"op": "addView", "parent": "prefs-view", "class": "Push Button", "ref": "more", "constraints": [{"attribute": "top", "relatedTo": "superview", "constant": 20}, {"attribute": "trailing", "relatedTo": "superview", "constant": 20}]},
                       {"op": "addScene", "class": "DetailsController", "ref": "details"},
                       {"op": "addSegue", "source": "$more", "destination": "$details", "kind": "sheet"}]}
            """#, to: AppKitAddViewTests.storyboard)
        #expect(String(decoding: result.bytes, as: UTF8.self).contains(#"kind="sheet""#))
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "addSegue", "source": "prefs", "destination": "prefs", "kind": "presentation"}]}"#, to: AppKitAddViewTests.storyboard)
        }
    }
}
