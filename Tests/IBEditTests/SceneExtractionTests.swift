import IBDocument
@testable import IBEdit
import IBXML
import Testing

/// `refactor extract`, behaviour by behaviour, on a small tabbed app.
@Suite struct SceneExtractionTests {
    /// A tab bar controller (the entry point) with two tabs: Feed (a navigation controller whose
    /// root pushes Detail) and Profile; Detail unwinds; Profile shows an image resource.
    static let app = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tab-00-001">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        </dependencies>
        <scenes>
            <!--Tab Bar Controller-->
            <scene sceneID="stb-00-001">
                <objects>
                    <tabBarController id="tab-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav-00-001" kind="relationship" relationship="viewControllers" id="rel-00-001"/>
                            <segue destination="pro-00-001" kind="relationship" relationship="viewControllers" id="rel-00-002"/>
                        </connections>
                    </tabBarController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0" y="0"/>
            </scene>
            <!--Feed-->
            <scene sceneID="snv-00-001">
                <objects>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Feed" image="feed" id="tbi-00-001"/>
                        <connections>
                            <segue destination="fee-00-001" kind="relationship" relationship="rootViewController" id="rel-00-003"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="400" y="0"/>
            </scene>
            <!--Feed View Controller-->
            <scene sceneID="sfe-00-001">
                <objects>
                    <viewController id="fee-00-001" customClass="FeedViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vfe-00-001">
                            <subviews>
                                <button opaque="NO" id="btn-00-001">
                                    <state key="normal" title="Open"/>
                                    <connections>
                                        <segue destination="det-00-001" kind="show" identifier="showDetail" id="shw-00-001"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-003" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="800" y="0"/>
            </scene>
            <!--Detail View Controller-->
            <scene sceneID="sde-00-001">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="det-00-001" customClass="DetailViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vde-00-001">
                            <subviews>
                                <button opaque="NO" id="btn-00-002">
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="ext-00-001" kind="unwind" unwindAction="backToFeed:" id="unw-00-001"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-004" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    <exit id="ext-00-001" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
                <point key="canvasLocation" x="1200" y="0"/>
            </scene>
            <!--Profile-->
            <scene sceneID="spr-00-001">
                <objects>
                    <viewController id="pro-00-001" customClass="ProfileViewController" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Profile" image="person" id="tbi-00-002"/>
                        <view key="view" contentMode="scaleToFill" id="vpr-00-001">
                            <subviews>
                                <imageView image="avatar" id="img-00-001"/>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-005" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="400" y="400"/>
            </scene>
        </scenes>
        <resources>
            <image name="avatar" width="64" height="64"/>
            <image name="feed" width="25" height="25"/>
            <image name="person" width="25" height="25"/>
        </resources>
    </document>

    """

    static func extract(_ scenes: [String], from text: String = app, others: [(path: String, bytes: [UInt8])] = []) throws -> SceneExtraction.Result {
        try SceneExtraction.extract(Array(text.utf8), path: "App/Main.storyboard", scenes: scenes, into: "App/Profile.storyboard", others: others)
    }

    static func parse(_ bytes: [UInt8], _ path: String) throws -> Document { try Document.parse(bytes, path: path) }

    static func reference(_ id: String?, in document: Document) -> StoryboardReference? {
        id.flatMap { document.object(withID: $0) }?.asStoryboardReference
    }

    @Test func oneSceneMovedBecomesTheNewEntryPointAndItsTabLeadsThroughAReferenceWithoutIdentifier() throws {
        let result = try Self.extract(["spr-00-001"])
        let main = try Self.parse(result.document, "App/Main.storyboard")
        let profile = try Self.parse(result.newStoryboard, "App/Profile.storyboard")
        #expect(profile.header.initialViewController == "pro-00-001")
        let tab = try #require(main.object(withID: "rel-00-002"))
        let reference = try #require(Self.reference(tab.attribute("destination"), in: main))
        #expect(reference.storyboardName == "Profile")
        #expect(reference.referencedIdentifier == nil)
        #expect(main.object(withID: "pro-00-001") == nil)
        #expect(profile.object(withID: "pro-00-001")?.customClass == "ProfileViewController")
        #expect(main.danglingReferences.isEmpty && profile.danglingReferences.isEmpty)
    }

    @Test func aTabMovedOutKeepsItsItemOnTheReferenceForInterfaceBuilder() throws {
        let result = try Self.extract(["spr-00-001"])
        let main = try Self.parse(result.document, "App/Main.storyboard")
        let destination = try #require(main.object(withID: "rel-00-002")?.attribute("destination"))
        let reference = try #require(main.object(withID: destination))
        let item = try #require(reference.childObjects.first { $0.key == "tabBarItem" })
        #expect(item.attribute("title") == "Profile")
        #expect(item.id != "tbi-00-002")
    }

    @Test func segueIdentifiersUnwindsAndIdsSurviveTheMove() throws {
        let result = try Self.extract(["sfe-00-001", "sde-00-001"])
        let moved = try Self.parse(result.newStoryboard, "App/Profile.storyboard")
        let show = try #require(moved.object(withID: "shw-00-001"))
        #expect(show.attribute("identifier") == "showDetail")
        #expect(show.attribute("destination") == "det-00-001")
        #expect(moved.object(withID: "unw-00-001")?.attribute("destination") == "ext-00-001")
    }

    @Test func severalScenesAreNamedByStoryboardIDAndOneIsGivenWhereNoneIsSet() throws {
        let result = try Self.extract(["sfe-00-001", "sde-00-001", "spr-00-001"])
        let main = try Self.parse(result.document, "App/Main.storyboard")
        let moved = try Self.parse(result.newStoryboard, "App/Profile.storyboard")
        // Two tabs lead into the new storyboard: no single entry point, so each names its controller.
        #expect(moved.header.initialViewController == nil)
        let root = try #require(Self.reference(main.object(withID: "rel-00-003")?.attribute("destination"), in: main))
        #expect(root.storyboardName == "Profile")
        #expect(root.referencedIdentifier == "FeedViewController-fee-00-001")
        #expect(moved.object(withID: "fee-00-001")?.attribute("storyboardIdentifier") == "FeedViewController-fee-00-001")
        #expect(result.notes.contains { $0.contains("the storyboard ID 'FeedViewController-fee-00-001'") })
    }

    @Test func aSegueLeavingTheMovedScenesLeadsBackThroughAReferenceToTheDocument() throws {
        let result = try Self.extract(["sfe-00-001"])
        let main = try Self.parse(result.document, "App/Main.storyboard")
        let moved = try Self.parse(result.newStoryboard, "App/Profile.storyboard")
        let back = try #require(Self.reference(moved.object(withID: "shw-00-001")?.attribute("destination"), in: moved))
        #expect(back.storyboardName == "Main")
        #expect(back.referencedIdentifier == "Detail")
        #expect(main.object(withID: "det-00-001") != nil)
    }

    @Test func theEntryPointMovedLeavesAReferenceAsTheDocumentsEntryPoint() throws {
        let result = try Self.extract(["stb-00-001"])
        let main = try Self.parse(result.document, "App/Main.storyboard")
        let moved = try Self.parse(result.newStoryboard, "App/Profile.storyboard")
        #expect(result.entryPointMoved)
        #expect(moved.header.initialViewController == "tab-00-001")
        let entry = try #require(Self.reference(main.header.initialViewController, in: main))
        #expect(entry.storyboardName == "Profile" && entry.referencedIdentifier == nil)
    }

    @Test func resourcesGoWhereTheyAreUsed() throws {
        let result = try Self.extract(["spr-00-001"])
        let main = String(decoding: result.document, as: UTF8.self)
        let moved = String(decoding: result.newStoryboard, as: UTF8.self)
        #expect(moved.contains("<image name=\"avatar\"") && moved.contains("<image name=\"person\""))
        #expect(!moved.contains("<image name=\"feed\""))
        #expect(!main.contains("<image name=\"avatar\""))
        // The copy of Profile's tab item on the reference still shows its image.
        #expect(main.contains("<image name=\"person\"") && main.contains("<image name=\"feed\""))
    }

    @Test func whatDoesNotMoveKeepsItsBytes() throws {
        let result = try Self.extract(["spr-00-001"])
        let main = String(decoding: result.document, as: UTF8.self)
        let untouched = Self.app.components(separatedBy: "<!--Profile-->")[0]
            .replacingOccurrences(of: "destination=\"pro-00-001\"", with: "")
        let head = main.components(separatedBy: "<!--Profile-->")[0]
        #expect(head.replacingOccurrences(of: #"destination="[^"]+""#, with: "", options: .regularExpression)
                == untouched.replacingOccurrences(of: #"destination="[^"]+""#, with: "", options: .regularExpression))
        #expect(main.hasSuffix("</document>\n"))
    }

    @Test func referencesElsewhereFollowTheControllerThatMoved() throws {
        let other = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="o1"><objects>
                    <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Detail" id="r1" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>

        """
        let result = try Self.extract(["sde-00-001"], others: [(path: "App/Settings.storyboard", bytes: Array(other.utf8))])
        let rewritten = try #require(result.others.first)
        let settings = try Self.parse(rewritten.bytes, rewritten.path)
        #expect(Self.reference("r1", in: settings)?.storyboardName == "Profile")
        #expect(result.movedIdentifiers == ["Detail"])
    }

    @Test func scenesAreNamedByStoryboardIDOrAClassOnlyOneSceneHas() throws {
        let byIdentifier = try Self.extract(["Detail"])
        #expect(try Self.parse(byIdentifier.newStoryboard, "p").object(withID: "det-00-001") != nil)
        let byClass = try Self.extract(["ProfileViewController"])
        #expect(try Self.parse(byClass.newStoryboard, "p").object(withID: "pro-00-001") != nil)
        #expect(throws: ExtractionError.sceneNotFound("Nowhere")) { try Self.extract(["Nowhere"]) }
    }

    @Test func refusesWhatWouldBreak() throws {
        let crossing = Self.app.replacingOccurrences(of: "<state key=\"normal\" title=\"Done\"/>",
                                                     with: "<state key=\"normal\" title=\"Done\"/><connections><action selector=\"x:\" destination=\"fee-00-001\" id=\"act-00-001\"/></connections>")
        #expect(throws: ExtractionError.self) { try Self.extract(["sde-00-001"], from: crossing) }
        let launch = Self.app.replacingOccurrences(of: "useAutolayout=\"YES\"", with: "useAutolayout=\"YES\" launchScreen=\"YES\"")
        #expect(throws: ExtractionError.launchScreen) { try Self.extract(["sde-00-001"], from: launch) }
        #expect(throws: ExtractionError.nameTaken("Profile", path: "Other/Profile.storyboard")) {
            try Self.extract(["sde-00-001"], others: [(path: "Other/Profile.storyboard", bytes: Array(Self.app.utf8))])
        }
        #expect(throws: ExtractionError.self) { try Self.extract([]) }
    }
}
