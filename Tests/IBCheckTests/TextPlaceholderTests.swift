import IBCheck
import IBFoundation
import Testing

/// A cut text that code replaces is judged with the document's text and said to be a placeholder:
/// when the owner's source sets it through the outlet, or when it is Interface Builder's default
/// text in a view that code fills.
@Suite struct TextPlaceholderTests {
    /// A scene whose controller has a 60-point label `text`, connected to `outlet` when given.
    static func scene(text: String, outlet: String?) -> String {
        let connection = outlet.map { #"<connections><outlet property="\#($0)" destination="lbl" id="o1"/></connections>"# } ?? ""
        return """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" customClass="ProfileViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                <rect key="frame" x="20" y="20" width="60" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <constraints><constraint firstAttribute="width" constant="60" id="w1"/></constraints>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                            <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                        </constraints>
                    </view>
                    \(connection)
                </viewController>
            </objects>
        </scene>
        """
    }

    static let controller = """
        import UIKit
        class ProfileViewController: UIViewController {
            @IBOutlet var nameLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = "Ada"
            }
        }
        """

    static func message(text: String, outlet: String?, code: String = controller) -> String? {
        // The pseudo-language shows what a longer translation would cut: placeholders only there.
        RuleExample.storyboard(true, scene(text: text, outlet: outlet), ("ProfileViewController.swift", code))
            .configured("layout_pseudo_language: true").findings(of: TextTruncated.self).first?.message
    }

    @Test func aTextTheOwnersCodeSetsThroughItsOutletIsAPlaceholder() {
        let message = Self.message(text: "Full name of the person", outlet: "nameLabel")
        #expect(message?.hasPrefix("'Full name of the person' (a placeholder: outlet 'nameLabel' sets the text in code) is truncated") == true)
    }

    @Test func interfaceBuildersDefaultTextIsAPlaceholder() {
        let quiet = Self.controller.replacingOccurrences(of: "nameLabel.text = \"Ada\"", with: "")
        #expect(Self.message(text: "Multi-line Label", outlet: "nameLabel", code: quiet)?.contains("(a placeholder: Interface Builder's default text)") == true)
    }

    @Test func aLabelWhoseOwnClassSizesItsTextIsNotJudgedAsDesigned() {
        // A padded label: its class adds insets to the text's size, which the document cannot show.
        let padded = Self.scene(text: "Full name of the person", outlet: nil)
            .replacingOccurrences(of: #"text="Full name of the person" translatesAutoresizingMaskIntoConstraints="NO" id="lbl""#,
                                  with: #"text="Full name of the person" translatesAutoresizingMaskIntoConstraints="NO" id="lbl" customClass="PaddedLabel" customModule="App" customModuleProvider="target""#)
        let code = Self.controller + """

            class PaddedLabel: UILabel {
                override var intrinsicContentSize: CGSize { CGSize(width: super.intrinsicContentSize.width + 16, height: 30) }
            }
            """
        let findings = RuleExample.storyboard(true, padded, ("ProfileViewController.swift", code)).configured("layout_pseudo_language: true")
            .findings(of: TextTruncated.self)
        #expect(findings.allSatisfy { $0.severity == .note })
        #expect(findings.first?.message.contains("(a placeholder: its class PaddedLabel sizes or restyles its text in code)") == true)
    }

    @Test func aTextNoCodeTouchesIsNotCalledAPlaceholder() {
        let message = Self.message(text: "Full name of the person", outlet: nil)
        #expect(message != nil && message?.contains("placeholder") == false)
    }
}
