import IBConvert
import Testing

/// Segues become methods on their source controller, as UIKit performs them.
@Suite struct SegueConversionTests {
    /// A list scene whose button shows a detail scene and whose container embeds a child scene.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="list">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="list" title="Inbox" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="listView">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                        <rect key="frame" x="16" y="100" width="80" height="30"/>
                                        <state key="normal" title="Open"/>
                                        <connections>
                                            <segue destination="detail" kind="presentation" identifier="showDetail" modalPresentationStyle="formSheet" id="seg1"/>
                                        </connections>
                                    </button>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="200" width="393" height="200"/>
                                        <connections>
                                            <segue destination="child" kind="embed" identifier="embedChild" id="seg2"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="child" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="childView"><rect key="frame" x="0.0" y="0.0" width="393" height="200"/></view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func list() throws -> ConvertedFile {
        try #require(try ConvertFixtures.convert(storyboard, path: "/project/Base.lproj/Inbox.storyboard")["ListViewController+Inbox.swift"])
    }

    @Test func aPresentationSegueBecomesAMethodTheButtonCalls() throws {
        let file = try Self.list()
        let code = file.source
        #expect(code.contains("button.addTarget(self, action: #selector(ListViewController.performSegueShowDetail(_:)), for: .touchUpInside)"))
        #expect(code.contains("@objc func performSegueShowDetail(_ sender: Any?) {"))
        #expect(code.contains("let destination = DetailViewController()"))
        #expect(code.contains("destination.modalPresentationStyle = .formSheet"))
        #expect(code.contains("// UIKit called prepare(for:sender:) here with the segue \"showDetail\""))
        #expect(code.contains("present(destination, animated: true)"))
        #expect(file.root.segueMethods.map(\.method) == ["performSegueShowDetail"])
    }

    @Test func anEmbedSegueMakesTheChildAndAddsItsViewToTheContainer() throws {
        let code = try Self.list().source
        #expect(code.contains("let containerView = UIView()"))
        #expect(code.contains("addChild(inboxScene3ViewController)") || code.contains("addChild("))
        #expect(code.contains("containerView.addSubview("))
        #expect(code.contains(".didMove(toParent: self)"))
        #expect(code.contains("prepare(for:sender:) here with the embed segue \"embedChild\""))
        // The child's scene has no class of its own: the converter writes one that loads its view.
        let files = try ConvertFixtures.convert(Self.storyboard, path: "/project/Base.lproj/Inbox.storyboard")
        #expect(files.values.contains { $0.root.isGeneratedClass && $0.source.contains("override func loadView()") })
    }

    @Test func theTitleIsSetWhenTheControllerIsMadeNotWhenItsViewLoads() throws {
        let file = try Self.list()
        #expect(file.root.configureMethod == "configureConvertedController()")
        let configure = try #require(file.source.components(separatedBy: "func configureConvertedController() {").last)
        #expect(configure.contains("title = NSLocalizedString(\"list.title\", tableName: \"Inbox\", value: \"Inbox\", comment: \"\")"))
    }
}
