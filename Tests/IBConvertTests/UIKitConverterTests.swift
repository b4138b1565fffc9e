import IBConvert
import Testing

@Suite struct UIKitConverterTests {
    @Test func aScenesControllerGetsAnExtensionThatBuildsItsView() throws {
        let file = try #require(try ConvertFixtures.convert(ConvertFixtures.loginForm)["LoginViewController+Login.swift"])
        #expect(file.root.kind == .controllerView && file.root.method == "loadConvertedView()")
        let code = file.source
        #expect(code.contains("extension LoginViewController {"))
        #expect(code.contains("let titleLabel = UILabel()"))
        #expect(code.contains("titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)"))
        #expect(code.contains("titleLabel.textColor = UIColor.label"))
        #expect(code.contains("titleLabel.textAlignment = .center"))
        #expect(code.contains("titleLabel.numberOfLines = 0"))
        #expect(code.contains("view.addSubview(titleLabel)"))
        #expect(code.contains("self.view = view"))
        #expect(code.contains("self.titleLabel = titleLabel"))
    }

    @Test func textKeepsTheKeyIbkitStringsExportsSoTranslationsStillApply() throws {
        let code = try #require(try ConvertFixtures.convert(ConvertFixtures.loginForm)["LoginViewController+Login.swift"]).source
        #expect(code.contains(#"titleLabel.text = NSLocalizedString("title.text", tableName: "Login", value: "Welcome", comment: "")"#))
        #expect(code.contains(#"signInButton.setTitle(NSLocalizedString("signin.normalTitle", tableName: "Login", value: "Sign In", comment: ""), for: .normal)"#))
        let literal = try #require(try ConvertFixtures.convert(ConvertFixtures.loginForm, options: ConvertOptions(strings: .literal))["LoginViewController+Login.swift"]).source
        #expect(literal.contains(#"titleLabel.text = "Welcome""#))
    }

    @Test func constraintsBecomeAnchorsActivatedTogetherAndPlaceholdersAreLeftOut() throws {
        let code = try #require(try ConvertFixtures.convert(ConvertFixtures.loginForm)["LoginViewController+Login.swift"]).source
        #expect(code.contains("titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),"))
        #expect(code.contains("titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),"))
        #expect(code.contains("let halfWidth = signInButton.widthAnchor.constraint(equalTo: titleLabel.widthAnchor, multiplier: 0.5)")
                || code.contains("let constraint = signInButton.widthAnchor.constraint(equalTo: titleLabel.widthAnchor, multiplier: 0.5)"))
        #expect(code.contains(".priority = UILayoutPriority(750)"))
        #expect(code.contains(#".identifier = "halfWidth""#))
        // A multiplier on a position has no anchor method: the item/attribute initializer says it.
        #expect(code.contains("NSLayoutConstraint(item: signInButton, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 0.5, constant: 0),"))
        #expect(code.contains("NSLayoutConstraint.activate(["))
        #expect(!code.contains("equalToConstant: 44"))
    }

    @Test func actionsAreAddedWithTargetAndACheckedSelector() throws {
        let code = try #require(try ConvertFixtures.convert(ConvertFixtures.loginForm)["LoginViewController+Login.swift"]).source
        #expect(code.contains("signInButton.addTarget(self, action: #selector(LoginViewController.signIn(_:)), for: .touchUpInside)"))
        let linux = try #require(try ConvertFixtures.convert(ConvertFixtures.loginForm, options: ConvertOptions(selectors: .runtimeName))["LoginViewController+Login.swift"]).source
        #expect(linux.contains(#"signInButton.addTarget(self, action: Selector("signIn:"), for: .touchUpInside)"#))
    }

    @Test func aButtonsDefaultTruncationIsNotWrittenAgain() throws {
        let code = try #require(try ConvertFixtures.convert(ConvertFixtures.loginForm)["LoginViewController+Login.swift"]).source
        #expect(!code.contains("lineBreakMode = .byTruncatingMiddle"))
        #expect(code.contains("let signInButton = UIButton(type: .system)"))
    }

    @Test func aControllerWithoutAClassGetsOneThatLoadsTheConvertedView() throws {
        let text = ConvertFixtures.loginForm.replacingOccurrences(of: #" customClass="LoginViewController""#, with: #" storyboardIdentifier="login""#)
            .replacingOccurrences(of: "<outlet property=\"titleLabel\" destination=\"title\" id=\"o-1\"/>", with: "")
            .replacingOccurrences(of: "<outlet property=\"signInButton\" destination=\"signin\" id=\"o-2\"/>", with: "")
        let files = try ConvertFixtures.convert(text)
        let file = try #require(files["LoginViewController+Login.swift"])
        #expect(file.root.isGeneratedClass)
        #expect(file.source.contains("class LoginViewController: UIViewController {"))
        #expect(file.source.contains("override func loadView() {"))
    }

    @Test func whatCannotBeConvertedIsACommentAtItsPlaceAndANote() throws {
        let text = ConvertFixtures.loginForm.replacingOccurrences(of: #"<state key="normal" title="Sign In"/>"#,
                                                                   with: #"<state key="normal" title="Sign In"/><buttonConfiguration key="configuration" style="filled"/>"#)
        let file = try #require(try ConvertFixtures.convert(text)["LoginViewController+Login.swift"])
        #expect(file.source.contains("// ibkit: <buttonConfiguration key=\"configuration\"> is not converted"))
        #expect(file.notes.contains { $0.message.contains("buttonConfiguration") && $0.location.line > 1 })
    }

    @Test func selectorsBecomeSwiftNames() {
        #expect(UIKitConverter.swiftName(ofSelector: "signIn:") == "signIn(_:)")
        #expect(UIKitConverter.swiftName(ofSelector: "refresh") == "refresh")
        #expect(UIKitConverter.swiftName(ofSelector: "didTapWithSender:") == "didTap(sender:)")
        #expect(UIKitConverter.swiftName(ofSelector: "valueChanged:forEvent:") == "valueChanged(_:forEvent:)")
    }
}

import SwiftParser

@Suite struct HostileDocumentConversionTests {
    @Test func namesThatAreNoSwiftStillGiveSwiftThatParses() throws {
        let text = ConvertFixtures.loginForm
            .replacingOccurrences(of: #"buttonType="system""#, with: #"buttonType="sys tem""#)
            .replacingOccurrences(of: #"selector="signIn:""#, with: #"selector="sign in&quot;:""#)
            .replacingOccurrences(of: #"property="titleLabel""#, with: #"property="title-label""#)
            .replacingOccurrences(of: #"textAlignment="center""#, with: #"textAlignment="cen ter""#)
            .replacingOccurrences(of: #"constant="20" id="c1""#, with: #"constant="1e308" id="c1""#)
        let file = try #require(try ConvertFixtures.convert(text)["LoginViewController+Login.swift"])
        #expect(!Parser.parse(source: file.source).hasError, "\(file.source)")
        #expect(file.source.contains(#"Selector(("sign in\":"))"#))
        #expect(file.notes.contains { $0.message.contains("outlet title-label is no Swift name") })
        #expect(file.notes.contains { $0.message.contains("textAlignment=\"cen ter\"") })
    }

    @Test func theOldLayoutGuidesAreTheSafeAreaButATopGuidesTopIsTheViewsTopAndStandardSpacingIsEight() throws {
        let text = ConvertFixtures.scene("""
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <subviews>
                    <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></navigationBar>
                    <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hello"><rect key="frame" x="20" y="72" width="60" height="21"/></label>
                </subviews>
                <constraints>
                    <constraint firstItem="top" firstAttribute="top" secondItem="bar" secondAttribute="top" id="g1"/>
                    <constraint firstItem="hello" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" symbolic="YES" id="g2"/>
                    <constraint firstItem="bar" firstAttribute="bottom" secondItem="bottom" secondAttribute="top" id="g3"/>
                </constraints>
            </view>
            """, controllerExtras: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top"/>
                <viewControllerLayoutGuide type="bottom" id="bottom"/>
            </layoutGuides>
            """)
        let code = try #require(try ConvertFixtures.convert(text)["LoginViewController+Login.swift"]).source
        #expect(code.contains("view.topAnchor.constraint(equalTo: navigationBar.topAnchor),"), "\(code)")
        #expect(code.contains("label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),"), "\(code)")
        #expect(code.contains("navigationBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),"), "\(code)")
    }
}
