import Foundation
import IBDocument
import IBLayout
import IBLayoutVariants
import Testing

/// Only what the app really shows is judged: a placeholder text (Interface Builder's default, a
/// binding's, a table's sample row, what a cell's class sets) is at most a note and never a
/// finding as designed; a text measured with an estimate is a note that says so; views the
/// constraints leave free, labels a system cell style lays out and controls whose geometry ibkit
/// does not know are not judged; placeholder constraints are gone at run time.
@Suite struct WhatIsJudgedTests {
    /// A controller's view with one label `width` points wide reading `text` (plus `extra`
    /// attributes, `font`, and `more` constraints on the root).
    static func screen(_ text: String, width: Double = 60, extra: String = "", font: String = #"type="system" pointSize="17""#,
                       labelConstraints: String? = nil, more: String = "") -> String {
        let label = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" \(extra) id="lbl">
                <rect key="frame" x="20" y="20" width="\(width)" height="20.5"/>
                <fontDescription key="fontDescription" \(font)/>
                <constraints>\(labelConstraints ?? "<constraint firstAttribute=\"width\" constant=\"\(width)\" id=\"w1\"/>")</constraints>
            </label>
            """
        return VariantFixture.storyboard(label, constraints: """
            <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
            <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
            \(more)
            """)
    }

    static func analyze(_ files: [String: String], _ path: String = "Base.lproj/Main.storyboard", plan: VariantPlan = VariantFixture.translationsOnly) throws -> [VariantFinding] {
        let folder = try VariantFixture.folder(files)
        return LayoutVariants.analyze(try VariantFixture.load(folder, path), plan: plan).findings
    }

    @Test func interfaceBuildersDefaultTextIsNoFindingAsDesignedAndANoteElsewhere() throws {
        // "Label" is cut in its 20-point frame on the canvas too: the designer knows it stands for data.
        let files = ["Base.lproj/Main.storyboard": Self.screen("Label", width: 20), "de.lproj/Main.strings": "\"lbl.text\" = \"Beschriftung\";\n"]
        let found = try #require(try Self.analyze(files).first)
        #expect(found.placeholder == "Interface Builder's default text")
        #expect(found.configurationNames.map(\.language) == ["base", "de"])
        let (weighed, weight) = try #require(found.weighed())
        #expect(weighed.configurationNames.map(\.language) == ["de"], "never in the configuration the designer saw")
        #expect(weight == .note)
        #expect(weighed.message().contains("(a placeholder: Interface Builder's default text)"))
    }

    @Test func aTextABindingSetsIsAPlaceholderButACheckBoxsValueIsItsState() throws {
        let bound = #"<connections><binding destination="defaults" name="value" keyPath="values.name" id="b1"/></connections>"#
        let window = VariantFixture.macXib(VariantFixture.window(width: 200, sizes: #"<value key="maxSize" type="size" width="200" height="60"/>"#,
                                                                  VariantFixture.macLabel("label", "Name of the server", x: 18, width: 164, connections: bound),
                                                                  constraints: VariantFixture.pinnedSideways("label", in: "content")))
        let document = try Document.parse(Array(window.utf8), path: "Server.xib")
        let label = try #require(document.object(withID: "label"))
        #expect(PlaceholderText.reason(label) == "the binding 'value' sets it")
        let checkBox = window.replacingOccurrences(of: "<textField ", with: "<button ").replacingOccurrences(of: "</textField>", with: "</button>")
        let box = try #require(try Document.parse(Array(checkBox.utf8), path: "Server.xib").object(withID: "label"))
        #expect(PlaceholderText.reason(box) == nil, "a check box bound to 'value' binds its state, not its title")
    }

    @Test func aTablesSampleRowAndWhatACellsClassSetsArePlaceholders() throws {
        let storyboard = VariantFixture.storyboard("", constraints: "").replacingOccurrences(of: "<subviews>\n\n", with: """
            <subviews>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Contact" id="cell" customClass="ContactCell">
                        <rect key="frame" x="0.0" y="28" width="414" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="cellContent">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Ada Lovelace" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="20" y="11" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                        <connections><outlet property="nameLabel" destination="name" id="o1"/></connections>
                    </tableViewCell>
                </prototypes>
            </tableView>

            """)
        let document = try Document.parse(Array(storyboard.utf8), path: "Contacts.storyboard")
        #expect(PlaceholderText.reason(try #require(document.object(withID: "name"))) == "its cell's class ContactCell sets it through an outlet")
    }

    @Test func aCutWithinWhatAnEstimateCanBeOffByIsANoteThatSaysSo() throws {
        // Nothing measures Futura here: its text is measured with the system font's metrics.
        let futura = #"name="Futura-Medium" family="Futura" pointSize="17""#
        let german = "Einstellungen"
        let probe = try Document.parse(Array(Self.screen("Save", font: futura).utf8), path: "Probe.storyboard")
        let metrics = TextMetrics(font: TextFace.font(of: try #require(probe.object(withID: "lbl"))), scale: 2, platform: .iOS)
        let needed = metrics.width(of: german)
        let verdict = { (width: Double) throws -> (VariantFinding, VariantFinding.Weight)? in
            let files = ["Base.lproj/Main.storyboard": Self.screen("Save", width: width, font: futura), "de.lproj/Main.strings": "\"lbl.text\" = \"\(german)\";\n"]
            return try Self.analyze(files).first?.weighed()
        }
        let (slight, slightWeight) = try #require(try verdict((needed / 1.1).rounded()))
        #expect(slightWeight == .note, "10% over: within what the estimate can be off by")
        #expect(slight.message().contains("(ibkit has no metrics for the font Futura-Medium: measured with the system font's)"))
        let (far, farWeight) = try #require(try verdict((needed / 1.6).rounded()))
        #expect(farWeight == .warning, "60% over: cut whatever the estimate")
        #expect(far.message().contains("no metrics for the font Futura-Medium"), "and it still says how it was measured")
    }

    @Test func autoshrinkShrinksBeforeItTruncates() throws {
        // Interface Builder leaves `adjustsFontSizeToFit` out when the label shrinks to its minimum scale.
        let strings = "\"lbl.text\" = \"Einstellungen\";\n"
        let shrinking = Self.screen("Settings", width: 80, extra: #"minimumScaleFactor="0.5""#)
        #expect(try Self.analyze(["Base.lproj/Main.storyboard": shrinking, "de.lproj/Main.strings": strings]).isEmpty,
                "at half its size the German word fits 80 points")
        let fixed = Self.screen("Settings", width: 80, extra: #"minimumScaleFactor="0.5" adjustsFontSizeToFit="NO""#)
        #expect(try Self.analyze(["Base.lproj/Main.storyboard": fixed, "de.lproj/Main.strings": strings]).count == 1)
        let older = Self.screen("Settings", width: 80, extra: #"minimumFontSize="9""#)
        #expect(try Self.analyze(["Base.lproj/Main.storyboard": older, "de.lproj/Main.strings": strings]).isEmpty, "older documents name a minimum font size")
    }

    @Test func aViewTheConstraintsLeaveFreeIsNotJudged() throws {
        // No horizontal position: where the label lands is the tie-breakers' choice.
        let free = Self.screen("Settings", width: 80).replacingOccurrences(of: #"<constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>"#, with: "")
        #expect(try Self.analyze(["Base.lproj/Main.storyboard": free, "de.lproj/Main.strings": "\"lbl.text\" = \"Einstellungen speichern\";\n"]).isEmpty)
    }

    @Test func aPlaceholderConstraintIsGoneAtRunTime() throws {
        // Interface Builder's "Remove at build time": the label is as wide as its text in the app.
        let placeholder = Self.screen("Settings", width: 80, labelConstraints: #"<constraint firstAttribute="width" constant="80" placeholder="YES" id="w1"/>"#)
        #expect(try Self.analyze(["Base.lproj/Main.storyboard": placeholder, "de.lproj/Main.strings": "\"lbl.text\" = \"Einstellungen speichern\";\n"]).isEmpty)
    }

    @Test func blankLinesPastTheLineLimitCutNothing() throws {
        let text = "Line one&#10;Line two&#10;&#10;"
        let label = Self.screen(text, width: 200, extra: #"numberOfLines="2""#, labelConstraints: "")
            .replacingOccurrences(of: #"height="20.5""#, with: #"height="41""#)
        #expect(try Self.analyze(["Base.lproj/Main.storyboard": label], plan: .baseOnly).isEmpty)
    }

    @Test func aSystemCellStylesLabelsAreLaidOutAtRunTime() throws {
        let cell = """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" textLabel="text" style="IBUITableViewCellStyleDefault" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Notifications" id="text">
                            <rect key="frame" x="16" y="0.0" width="60" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let document = try Document.parse(Array(VariantFixture.xib(cell).utf8), path: "Cell.xib")
        #expect(PlaceholderText.isLaidOutByCellStyle(try #require(document.object(withID: "text"))))
        #expect(LayoutVariants.analyze(document, plan: .baseOnly).findings.isEmpty, "UIKit sizes textLabel to the cell: the stored 60 points mean nothing")
    }

    @Test func appKitButtonsOfUnknownGeometryAreNotJudged() throws {
        let button = { (type: String, bezel: String, extra: String) in
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                <rect key="frame" x="18" y="20" width="40" height="19"/>
                <buttonCell key="cell" type="\(type)" title="Open the project folder" bezelStyle="\(bezel)" \(extra) alignment="center" inset="2" id="btn-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }
        func fit(_ xml: String) throws -> TextFit? {
            let document = try Document.parse(Array(VariantFixture.macXib(VariantFixture.window(width: 200, xml, constraints: "")).utf8), path: "B.xib")
            let content = try #require(LayoutEngine.roots(of: document).first { $0.object.id == "content" })
            let layout = LayoutEngine.layout(root: content)
            return TextFit.of(try #require(document.object(withID: "btn")), frame: Rect(x: 0, y: 0, width: 40, height: 19), in: layout)
        }
        #expect(try fit(button("push", "rounded", ""))?.cut != nil, "a push button's bezel is known")
        #expect(try fit(button("bevel", "rounded", "")) == nil, "a link-style bevel button sizes its title its own way")
        #expect(try fit(button("push", "rounded", #"imagePosition="only""#)) == nil, "an image-only button shows no title")
    }
}
