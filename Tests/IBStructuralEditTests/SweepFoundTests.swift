import IBStructuralEdit
import IBXML
import Testing

/// Behaviours a sweep of edits over 300 corpus documents asked for: each in the shape of the
/// document that showed it.
@Suite struct SweepFoundTests {
    /// The fixture with a compact-height size class that leaves the title's top constraint out
    /// (mattneub's rotation examples, vlc-ios cells).
    static let withSizeClass = EditFixture.storyboard.replacingOccurrences(
        of: "</constraints>\n                    </view>\n                    <connections>",
        with: "</constraints>\n                        <variation key=\"heightClass=compact\">\n                            <mask key=\"constraints\">\n"
            + "                                <exclude reference=\"c-title-top\"/>\n                            </mask>\n                        </variation>\n"
            + "                    </view>\n                    <connections>")

    @Test func removingAViewTakesTheSizeClassMaskEntriesOfItsConstraints() throws {
        #expect(Self.withSizeClass.contains("<exclude reference=\"c-title-top\"/>"))
        let result = try EditFixture.apply(#"{"edits": [{"op": "remove", "id": "title"}]}"#, to: Self.withSizeClass)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(!text.contains("reference=") && !text.contains("<variation") && !text.contains("<mask"))
    }

    @Test func aViewGoesIntoAContainerNotIntoALabel() {
        #expect(throws: EditFailure.self) {
            try EditFixture.apply(#"{"edits": [{"op": "addView", "parent": "title", "class": "UILabel"}]}"#)
        }
    }

    @Test func aSceneInAnObjectiveCStoryboardNamesNoModule() throws {
        let objectiveC = EditFixture.storyboard.replacingOccurrences(of: #" customModule="App" customModuleProvider="target""#, with: "")
        let result = try EditFixture.apply(#"{"edits": [{"op": "addScene", "class": "SettingsViewController"}]}"#, to: objectiveC)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.contains(#"customClass="SettingsViewController" sceneMemberID="viewController">"#))
    }

    @Test func twoScenesInAStoryboardWithoutCustomClassesBothInheritTheTargetsModule() throws {
        let plain = EditFixture.storyboard.replacingOccurrences(of: #" customClass="ListViewController" customModule="App" customModuleProvider="target""#, with: "")
            .replacingOccurrences(of: #" customClass="DetailViewController" customModule="App" customModuleProvider="target""#, with: "")
        let result = try EditFixture.apply(#"{"edits": [{"op": "addScene", "class": "A"}, {"op": "addScene", "class": "B"}]}"#, to: plain)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.contains(#"customClass="A" customModuleProvider="target""#) && text.contains(#"customClass="B" customModuleProvider="target""#))
    }

    @Test func aConfiguredButtonTakesItsTitleAndFontInItsConfiguration() throws {
        // vlc-ios's donation screen: the configuration's title is what the button shows.
        let configured = EditFixture.storyboard.replacingOccurrences(of: #"<state key="normal" title="Open"/>"#, with: """
            <state key="normal" title="Button"/>
                                                <buttonConfiguration key="configuration" style="plain" title="Open"/>
            """)
        let result = try EditFixture.apply(#"{"edits": [{"op": "set", "id": "open", "properties": {"title": "Donate", "font": "boldSystem 18"}}]}"#, to: configured)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.contains(#"<state key="normal" title="Button"/>"#))
        #expect(text.contains(#"<buttonConfiguration key="configuration" style="plain" title="Donate">"#))
        #expect(text.contains(#"<fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>"#))
    }

    @Test func solvedFramesDropRoundingNoiseAndKeepXcodesDigits() throws {
        let result = try EditFixture.apply(#"""
            {"edits": [{"op": "addView", "parent": "list-view", "class": "UIView",
                        "constraints": [{"attribute": "top", "relatedTo": "open", "relatedAttribute": "bottom", "constant": 8},
                                        {"attribute": "leading", "relatedTo": "superview", "constant": 20},
                                        {"attribute": "width", "relatedTo": "superview", "multiplier": 0.3333333333333333},
                                        {"attribute": "height", "constant": 44}]}]}
            """#)
        let tree = try EditFixture.tree(result)
        let view = try #require(EditFixture.element(result.created[0], in: tree))
        let rect = try #require(tree.firstChildElement(of: view, named: "rect"))
        // 393 × 0.333…3 solves to 130.99999999999999: Xcode writes 131.
        #expect(tree.attribute("width", of: rect) == "131")
        #expect(tree.attribute("height", of: rect) == "44")
    }
}

/// What the second sweep (every AppKit document of the corpus, and 300 iOS ones) asked for.
@Suite struct SecondSweepFoundTests {
    @Test func aConstraintToAContentViewWithoutAnIdNamesItByANewOne() throws {
        // Sequel Pro's import accessory: a box whose content view, as older Xcodes wrote it, has no id.
        let boxed = AppKitAddViewTests.storyboard.replacingOccurrences(of: "                        </subviews>\n", with: """
                                    <box title="Options" translatesAutoresizingMaskIntoConstraints="NO" id="options">
                                        <rect key="frame" x="17" y="16" width="446" height="200"/>
                                        <view key="contentView">
                                            <rect key="frame" x="3" y="3" width="440" height="182"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        </view>
                                    </box>
                                </subviews>

            """)
        #expect(boxed.contains(#"id="options""#))
        let result = try EditFixture.apply(#"""
            {"edits": [{"op": "addView", "parent": "options", "class": "Push Button",
                        "constraints": [{"attribute": "leading", "relatedTo": "superview", "constant": 20}, {"attribute": "top", "relatedTo": "superview", "constant": 20}]}]}
            """#, to: boxed)
        let tree = try EditFixture.tree(result)
        let box = try #require(EditFixture.element("options", in: tree))
        let content = try #require(tree.childElements(of: box).first { tree.attribute("key", of: $0) == "contentView" })
        let id = try #require(tree.attribute("id", of: content))
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(!text.contains(#"secondItem="""#) && text.contains(#"secondItem="\#(id)""#))
    }

    @Test func removingAnArrangedViewTakesItsStackEntries() throws {
        let stacked = try EditFixture.apply(#"""
            {"edits": [{"op": "addView", "parent": "prefs-view", "class": "Check Box", "ref": "a", "constraints": [{"attribute": "top", "relatedTo": "name", "relatedAttribute": "bottom", "constant": 8}, {"attribute": "leading", "relatedTo": "name"}]},
                       {"op": "embedInStack", "ids": ["name", "$a"]}]}
            """#, to: AppKitAddViewTests.storyboard)
        let text = String(decoding: stacked.bytes, as: UTF8.self)
        // Spacing 8 is NSStackView's own: Xcode leaves it out.
        #expect(!text.contains(#"spacing=""#))
        let result = try EditFixture.apply(#"{"edits": [{"op": "remove", "id": "name"}]}"#, to: text)
        let tree = try EditFixture.tree(result)
        let stack = try #require(EditFixture.element(stacked.created.last ?? "", in: tree))
        for list in ["subviews", "visibilityPriorities", "customSpacing"] {
            #expect(tree.firstChildElement(of: stack, named: list).map { tree.childElements(of: $0).count } == 1, "\(list)")
        }
    }

    @Test func aSceneTakesTheModuleEveryControllerNames() throws {
        let named = EditFixture.storyboard.replacingOccurrences(of: #" customModule="App" customModuleProvider="target""#, with: #" customModule="Sequel_Ace""#)
        let result = try EditFixture.apply(#"{"edits": [{"op": "addScene", "class": "ProgressController"}]}"#, to: named)
        #expect(String(decoding: result.bytes, as: UTF8.self).contains(#"customClass="ProgressController" customModule="Sequel_Ace" sceneMemberID="viewController">"#))
    }
}
