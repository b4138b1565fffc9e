import IBCheck
import IBProject
import IBRuntime
import Testing

/// Seed 003 and UIKIT_FACTS 1: xibs loaded with and without an owner, key-value coding, awakeFromNib.
@Suite struct NibLoadingTests {
    @Test func anOwnerBackedViewLoadedWithItselfAsOwnerGetsItsOutlets() throws {
        let runtime = SeedApp.runtime()
        let card = runtime.makeObject(ofClass: "ProfileCardView")
        let objects = try runtime.loadNib(named: "ProfileCardView", owner: card)
        #expect(objects.map(\.label) == ["UIView(pcv-vw-001)"])
        #expect(card.outlet("contentView") === objects.first)
        #expect(card.outlet("nameLabel")?.className == "UILabel")
        #expect(card.outlet("avatarView")?.className == "UIImageView")
        // awakeFromNib goes to the objects the nib created, never to the owner (UIKIT_FACTS 1.7).
        let awakened = runtime.trace.filter { $0.call == .awakeFromNib }.map(\.receiver)
        #expect(!awakened.isEmpty && !awakened.contains("ProfileCardView"))
        #expect(awakened.contains("UIView(pcv-vw-001)"))
    }

    @Test func theSameXibLoadedWithANilOwnerRaisesNSUnknownKeyException() throws {
        let runtime = SeedApp.runtime()
        let failure = #expect(throws: RuntimeFailure.self) { try runtime.loadNib(named: "ProfileCardView", owner: nil) }
        #expect(failure?.kind == .unknownKey)
        #expect(failure?.exception == "NSUnknownKeyException")
        #expect(failure?.reason.hasPrefix("[<NSObject 0x") == true)
        #expect(failure?.reason.hasSuffix(" setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key avatarView.") == true)
        // At the first outlet connection of File's Owner, where the crash comes from.
        #expect(failure?.location.file.hasSuffix("Views/ProfileCardView.xib") == true)
        #expect(failure?.location.line == 15)
        // Runtime attributes were applied before the connection failed (UIKIT_FACTS 1.2).
        #expect(runtime.trace.contains { $0.call == .setValueForKeyPath("layer.cornerRadius") })
    }

    @Test func aClassBackedViewLoadsWithANilOwner() throws {
        let runtime = SeedApp.runtime()
        let objects = try runtime.loadNib(named: "BadgeView", owner: nil)
        let badge = try #require(objects.first)
        #expect(badge.className == "BadgeView")
        #expect(badge.outlet("textLabel")?.title == "New")
    }

    @Test func inspectablesAreSetBeforeAwakeFromNib() throws {
        let runtime = SeedApp.runtime()
        let dashboard = try runtime.instantiateViewController(withIdentifier: "DashboardViewController", in: runtime.storyboard(named: "Dashboard"))
        try runtime.loadView(of: dashboard)
        let gradient = try #require(dashboard.outlet("footer"))
        #expect(gradient.className == "GradientView")
        let awake = try #require(runtime.position(of: "GradientView.awakeFromNib()"))
        for keyPath in ["startColor", "endColor", "cornerRadius", "layer.borderWidth", "layer.borderUIColor"] {
            let set = try #require(runtime.position(of: "GradientView.setValue(_:forKeyPath: \"\(keyPath)\")"))
            #expect(set < awake, "\(keyPath) is set after awakeFromNib")
        }
        guard case .attribute(.number(let width))? = gradient.value(forKeyPath: "layer.borderWidth") else {
            Issue.record("layer.borderWidth was not stored")
            return
        }
        #expect(width == 1)
        // The outlet to the gradient view is connected in the view nib, so nil until the view loads (UIKIT_FACTS 1.8).
        let fresh = try runtime.instantiateViewController(withIdentifier: "DashboardViewController", in: runtime.storyboard(named: "Dashboard"))
        #expect(fresh.outlet("footer") == nil)
    }

    @Test func aMissingKeyIsReportedWithTheModuleQualifiedClass() throws {
        let project = RuleExample(triggers: true, files: [
            ("Package.swift", Fixture.swiftPackage()),
            ("Sources/App/CardOwner.swift", "import UIKit\nfinal class CardOwner: NSObject {\n    @IBOutlet var titleLabel: UILabel!\n}\n"),
            ("Card.xib", Fixture.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardOwner">
                <connections>
                    <outlet property="titleLabel" destination="l" id="o1"/>
                    <outlet property="subtitleLabel" destination="l" id="o2"/>
                </connections>
            </placeholder>
            <label text="Title" id="l"/>
            """)),
        ]).project()
        let runtime = Runtime(project: project)
        let owner = runtime.makeObject(ofClass: "CardOwner")
        let failure = #expect(throws: RuntimeFailure.self) { try runtime.loadNib(named: "Card", owner: owner) }
        #expect(failure?.reason.hasPrefix("[<App.CardOwner 0x") == true)
        #expect(failure?.reason.hasSuffix("this class is not key value coding-compliant for the key subtitleLabel.") == true)
        #expect(owner.outlet("titleLabel")?.className == "UILabel")

        // Going on after failures finds every one of them, as `check` does.
        let lenient = Runtime(project: project, options: Runtime.Options(stopsAtFirstFailure: false))
        _ = try lenient.loadNib(named: "Card", owner: lenient.makeObject(ofClass: "CardOwner"))
        #expect(lenient.failures.map(\.kind) == [.unknownKey])
    }

    @Test func aControllerWithoutANibNameLoadsTheNibNamedAfterItsClass() throws {
        let project = RuleExample(triggers: true, files: [
            ("Sources/App/ProfileViewController.swift", "import UIKit\nfinal class ProfileViewController: UIViewController {}\n"),
            ("ProfileView.xib", Fixture.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                <connections><outlet property="view" destination="v" id="o"/></connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v"/>
            """)),
        ]).project()
        let runtime = Runtime(project: project)
        let controller = runtime.makeViewController(ofClass: "ProfileViewController")
        let view = try runtime.loadView(of: controller)
        #expect(view.element?.id == "v")

        let named = runtime.makeViewController(ofClass: "ProfileViewController", nibName: "Elsewhere")
        let missing = #expect(throws: RuntimeFailure.self) { try runtime.loadView(of: named) }
        #expect(missing?.reason == "Could not load NIB in bundle: 'NSBundle </simulated/App.app> (loaded)' with name 'Elsewhere'")
    }

    @Test func externalObjectsAreTheLoadersOrStandInsWhenMissing() throws {
        let project = RuleExample(triggers: true, files: [
            ("Panel.xib", Fixture.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="Theme" id="ext" customClass="ThemeProvider"/>
            <view contentMode="scaleToFill" id="v">
                <connections><outlet property="accessibilityElements" destination="ext" id="o"/></connections>
            </view>
            """)),
        ]).project()
        let runtime = Runtime(project: project)
        let theme = runtime.makeObject(ofClass: "ThemeProvider")
        let view = try #require(try runtime.loadNib(named: "Panel", owner: nil, externalObjects: ["Theme": theme]).first)
        #expect(view.outlet("accessibilityElements") === theme)
        // Without it, UIKit hands out the proxy itself (UIKIT_FACTS 1.10).
        let alone = try #require(try runtime.loadNib(named: "Panel", owner: nil).first)
        #expect(alone.outlet("accessibilityElements")?.className == "UIProxyObject")
    }
}

