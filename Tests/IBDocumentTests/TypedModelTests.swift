import IBDocument
import IBXML
import Testing

/// The typed model on small fixtures, one behaviour each.
@Suite struct TypedModelTests {
    static func xib(_ objects: String, runtime: String = "iOS.CocoaTouch", type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB") throws -> Document {
        try Document.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)">
            <objects>
        \(objects)
            </objects>
        </document>
        """)
    }

    @Test func constraintsWithoutFirstItemBelongToTheOwningView() throws {
        let document = try Self.xib("""
        <view id="v"><constraints>
            <constraint firstAttribute="width" secondItem="v" secondAttribute="height" multiplier="16:9" id="c1"/>
            <constraint firstItem="v" firstAttribute="height" relation="greaterThanOrEqual" constant="44" priority="750" identifier="minHeight" id="c2"/>
            <constraint firstAttribute="baseline" secondItem="missing" secondAttribute="top" multiplier="0.5" placeholder="YES" id="c3"/>
        </constraints></view>
        """)
        let constraints = try #require(document.object(withID: "v")?.asView).constraints
        #expect(constraints[0].firstItem?.id == "v")
        #expect(constraints[0].firstItemID == "v")
        #expect(abs(constraints[0].multiplier - 16.0 / 9.0) < 1e-12)
        #expect(constraints[0].multiplierText == "16:9")
        #expect(constraints[1].relation == .greaterThanOrEqual)
        #expect(constraints[1].secondItemID == nil && constraints[1].secondAttribute == .notAnAttribute)
        #expect(constraints[1].constant == 44 && constraints[1].priority == 750 && constraints[1].identifier == "minHeight")
        #expect(constraints[2].firstAttribute == .lastBaseline)
        #expect(constraints[2].secondItem == nil && constraints[2].secondItemID == "missing")
        #expect(constraints[2].isPlaceholder)
        #expect(Constraint.parseMultiplier("4/3") == 4.0 / 3.0)
        #expect(Constraint.parseMultiplier("x:0") == nil)
    }

    @Test func runtimeAttributesInEveryValueForm() throws {
        let document = try Self.xib("""
        <view id="v"><userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="boolean" keyPath="b" value="YES"/>
            <userDefinedRuntimeAttribute type="number" keyPath="n"><integer key="value" value="5"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="r"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="string" keyPath="s" value="hi"/>
            <userDefinedRuntimeAttribute type="localizedString" keyPath="l" value="hello"/>
            <userDefinedRuntimeAttribute type="point" keyPath="p"><point key="value" x="1" y="2"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="size" keyPath="z"><size key="value" width="3" height="4"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="rect" keyPath="q"><rect key="value" x="1" y="2" width="3" height="4"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="range" keyPath="g"><range key="value" location="2" length="3"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="image" keyPath="i" value="logo"/>
            <userDefinedRuntimeAttribute type="nil" keyPath="x"/>
        </userDefinedRuntimeAttributes></view>
        """)
        let values = try #require(document.object(withID: "v")).runtimeAttributes.map(\.value)
        #expect(values[0] == .boolean(true))
        #expect(values[1] == .number(5))
        #expect(values[2] == .number(0.5))
        #expect(values[3] == .string("hi"))
        #expect(values[4] == .localizedString("hello"))
        if case .point(let point) = values[5] { #expect(point.x == 1 && point.y == 2) } else { Issue.record("point") }
        if case .size(let size) = values[6] { #expect(size.width == 3 && size.height == 4) } else { Issue.record("size") }
        if case .rect(let rect) = values[7] { #expect(rect.height == 4) } else { Issue.record("rect") }
        #expect(values[8] == .range(location: 2, length: 3))
        #expect(values[9] == .color(.rgb(red: 1, green: 0, blue: 0, alpha: 1, colorSpace: "sRGB")))
        #expect(values[10] == .image("logo"))
        #expect(values[11] == .nil)
    }

    @Test func colorsInEveryForm() throws {
        let document = try Self.xib("""
        <view id="v">
            <color key="a" white="1" alpha="0.5" colorSpace="calibratedWhite"/>
            <color key="b" systemColor="systemBackgroundColor"/>
            <color key="c" name="AccentColor"/>
            <color key="d" name="controlColor" catalog="System" colorSpace="catalog"/>
            <color key="e" cocoaTouchSystemColor="darkTextColor"/>
            <color key="f" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="deviceRGB"/>
        </view>
        """)
        let colors = try #require(document.object(withID: "v")?.asView).colors.map(\.color)
        #expect(colors == [.white(white: 1, alpha: 0.5, colorSpace: "calibratedWhite"), .system(name: "systemBackgroundColor"),
                           .named(name: "AccentColor", catalog: nil), .named(name: "controlColor", catalog: "System"),
                           .cocoaTouchSystem(name: "darkTextColor"), .rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 1, colorSpace: "deviceRGB")])
    }

    @Test func viewPropertiesFontsTextStatesAndAccessibility() throws {
        let document = try Self.xib("""
        <view id="v">
            <rect key="frame" x="1" y="2" width="30" height="40"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            <subviews>
                <label text="Hello" id="l" restorationIdentifier="r">
                    <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="17"/>
                    <accessibility key="accessibilityConfiguration" identifier="greeting" label="Greeting"><accessibilityTraits key="traits" staticText="YES"/></accessibility>
                </label>
                <button id="b"><state key="normal" title="Go" image="arrow"/><state key="selected" title="Gone"/></button>
                <textView id="t"><string key="text">one
        two</string></textView>
                <tableViewCell reuseIdentifier="Cell" id="c"/>
            </subviews>
            <variation key="heightClass=compact-widthClass=regular"><mask key="constraints"><exclude reference="k1"/></mask></variation>
        </view>
        """)
        let view = try #require(document.object(withID: "v")?.asView)
        #expect(view.frame == nil ? false : view.frame!.width == 30)
        #expect(view.autoresizingMask == [.widthSizable, .flexibleMaxY])
        #expect(view.subviews.map { $0.object.id } == ["l", "b", "t", "c"])
        let label = view.subviews[0]
        #expect(label.text == "Hello" && label.object.restorationIdentifier == "r")
        #expect(label.font?.name == "Avenir-Heavy" && label.font?.pointSize == 17 && label.font?.kind == "custom")
        #expect(label.accessibility?.identifier == "greeting" && label.accessibility?.traits == ["staticText"])
        #expect(view.subviews[1].states == [ControlState(state: "normal", title: "Go", image: "arrow"), ControlState(state: "selected", title: "Gone", image: nil)])
        #expect(view.subviews[2].text == "one\ntwo")
        #expect(view.subviews[3].reuseIdentifier == "Cell")
        let variation = try #require(view.variations.first)
        #expect(variation.traits.map(\.trait) == ["heightClass", "widthClass"])
        #expect(variation.excluded.map(\.reference) == ["k1"])
    }

    @Test func connectionsOfEveryKind() throws {
        let document = try Self.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
            <connections>
                <outlet property="label" destination="l" id="o1"/>
                <outletCollection property="labels" destination="l" collectionClass="NSMutableArray" id="o2"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
        <button id="b"><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
        <label id="l"/>
        """)
        let owner = try #require(document.object(withID: "-1"))
        #expect(owner.placeholder == .filesOwner)
        #expect(document.object(withID: "-2")?.placeholder == .firstResponder)
        #expect(owner.connections.map(\.kind) == [.outlet, .outletCollection])
        #expect(owner.connections[0].property == "label" && owner.connections[0].destination?.elementName == "label")
        #expect(owner.connections[1].collectionClass == "NSMutableArray")
        let action = try #require(document.object(withID: "b")?.connections.first)
        #expect(action.kind == .action && action.selector == "tap:" && action.eventType == "touchUpInside")
        #expect(action.destination == owner && action.source?.id == "b")
        #expect(document.topLevelObjects.map(\.id) == ["-1", "-2", "b", "l"])
    }

    @Test func macPlaceholdersAndTargetsAndBindings() throws {
        let document = try Self.xib("""
        <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        <menuItem title="Quit" id="m"><connections><action selector="terminate:" target="-3" id="a"/></connections></menuItem>
        <textField id="t"><connections><binding destination="-2" name="value" keyPath="self.name" id="bd"/></connections></textField>
        """, runtime: "MacOSX.Cocoa", type: "com.apple.InterfaceBuilder3.Cocoa.XIB")
        #expect(document.platform == .macOS)
        #expect(document.object(withID: "-2")?.placeholder == .filesOwner)
        #expect(document.object(withID: "-1")?.placeholder == .firstResponder)
        #expect(document.object(withID: "-3")?.placeholder == .application)
        #expect(document.object(withID: "m")?.connections.first?.destination?.id == "-3")
        #expect(document.object(withID: "t")?.baseClassName == "NSTextField")
        let binding = try #require(document.object(withID: "t")?.connections.first)
        #expect(binding.kind == .binding && binding.bindingName == "value" && binding.keyPath == "self.name")
    }

    @Test func elementsMapToTheirPlatformsClasses() throws {
        let watch = try Self.xib("<label id=\"l\"/><group id=\"g\"/>", runtime: "watchKit", type: "com.apple.InterfaceBuilder.WatchKit.Storyboard")
        #expect(watch.object(withID: "l")?.baseClassName == "WKInterfaceLabel")
        #expect(watch.object(withID: "g")?.baseClassName == "WKInterfaceGroup")
        let tv = try Self.xib("<label id=\"l\"/>", runtime: "AppleTV", type: "com.apple.InterfaceBuilder.AppleTV.XIB")
        #expect(tv.platform == .tvOS && tv.object(withID: "l")?.baseClassName == "UILabel")
    }

    @Test func duplicateIdsAndDanglingReferencesAreFound() throws {
        let document = try Self.xib("""
        <view id="same"><connections><outlet property="x" destination="nowhere" id="o"/></connections></view>
        <view id="same"/>
        """)
        #expect(document.index.duplicates["same"]?.count == 2)
        let dangling = try #require(document.danglingReferences.first)
        #expect(dangling.id == "nowhere" && dangling.attributeName == "destination")
        #expect(dangling.location.line == 4)
    }

    @Test func legacyArchivesLoadAsTreesAndSayWhy() throws {
        let document = try Document.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            <data><int key="IBDocument.SystemTarget">784</int></data>
        </archive>
        """)
        #expect(document.format == .legacyArchive)
        #expect(document.format.unavailableReason?.hasPrefix("legacy format: typed model unavailable") == true)
        #expect(document.scenes.isEmpty && document.topLevelObjects.isEmpty && document.allObjects.isEmpty)
        #expect(document.platform == .iOS)
    }

    @Test func modelViewsSeeEditsMadeThroughTheTree() throws {
        let document = try Self.xib("<label text=\"Old\" id=\"l\"/>")
        let label = try #require(document.object(withID: "l")?.asView)
        try document.tree.setAttribute("text", to: "New", of: label.object.node)
        #expect(label.text == "New")
    }
}

extension TypedModelTests {
    @Test func theIdIndexOfAnEditedTreeSeesTheEdits() throws {
        let document = try Self.xib("<view id=\"v\"/>")
        let inserted = try document.tree.insertElement("label", attributes: [("id", "new")], into: try #require(document.object(withID: "v")).node)
        #expect(Document(tree: document.tree).object(withID: "new")?.node == inserted)
        #expect(document.tree.isEdited)
    }

    @Test func theIdIndexOfAParsedTreeFindsEveryId() throws {
        let document = try Self.xib("""
        <view id="a"><subviews><label id="b"/><button title="x" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/></button></subviews></view>
        <customObject userLabel="no id here"/>
        <view contentMode="x" id="d&amp;e"/>
        """)
        #expect(!document.tree.isEdited)
        for id in ["a", "b", "c", "d&e"] { #expect(document.object(withID: id)?.id == id) }
        #expect(document.index.count == 4)
    }

    @Test func aDocumentIsFreedOnceNothingHoldsIt() throws {
        weak var released: Document?
        do {
            let document = try Self.xib(#"<view id="a"><subviews><label id="b"/></subviews></view>"#)
            #expect(document.allObjects.count == 2, "the object list is cached in the document")
            released = document
        }
        #expect(released == nil, "the document's caches must not keep the document alive")
    }
}
