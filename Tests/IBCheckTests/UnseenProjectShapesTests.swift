import IBCheck
import IBFoundation
import IBProject
import Testing

/// Shapes of real projects that produced false errors on apps no one here tuned for: each test is
/// one general rule, on a small project written for it, in memory.
@Suite struct UnseenProjectShapesTests {
    /// A target of a fixture project.
    struct TargetSpec {
        var name: String
        var productType = "com.apple.product-type.application"
        var sources: [String] = []
        var resources: [String] = []
        /// Targets whose products this one embeds (and depends on).
        var embeds: [String] = []
    }

    /// A `project.pbxproj` with these targets, paths relative to the project's folder.
    static func pbxproj(_ targets: [TargetSpec], sdk: String = "iphoneos") -> String {
        var objects: [String] = []
        var references: [String] = []
        var fileIDs: [String: String] = [:]
        func reference(_ path: String) -> String {
            if let id = fileIDs[path] { return id }
            let id = "F\(fileIDs.count)"
            fileIDs[path] = id
            references.append(id)
            objects.append("\(id) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };")
            return id
        }
        var buildFiles = 0
        func buildFile(_ fileRef: String) -> String {
            buildFiles += 1
            objects.append("B\(buildFiles) = {isa = PBXBuildFile; fileRef = \(fileRef); };")
            return "B\(buildFiles)"
        }
        let products = Dictionary(uniqueKeysWithValues: targets.enumerated().map { ($1.name, "P\($0)") })
        for (index, target) in targets.enumerated() {
            let suffix = target.productType.contains("extension") ? "appex" : target.productType.contains("framework") ? "framework" : "app"
            objects.append("P\(index) = {isa = PBXFileReference; explicitFileType = wrapper.\(suffix); path = \"\(target.name).\(suffix)\"; sourceTree = BUILT_PRODUCTS_DIR; };")
            let sources = target.sources.map { buildFile(reference($0)) }
            let resources = target.resources.map { buildFile(reference($0)) }
            let embedded = target.embeds.compactMap { products[$0] }.map(buildFile)
            objects.append("S\(index) = {isa = PBXSourcesBuildPhase; files = (\(sources.map { $0 + ", " }.joined())); };")
            objects.append("R\(index) = {isa = PBXResourcesBuildPhase; files = (\(resources.map { $0 + ", " }.joined())); };")
            objects.append("E\(index) = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (\(embedded.map { $0 + ", " }.joined())); };")
            let dependencies = target.embeds.compactMap { name in targets.firstIndex { $0.name == name } }.map { "D\(index)x\($0)" }
            for id in dependencies {
                objects.append("\(id) = {isa = PBXTargetDependency; target = T\(id.split(separator: "x")[1]); };")
            }
            objects.append("""
            T\(index) = {isa = PBXNativeTarget; buildConfigurationList = C\(index); buildPhases = (S\(index), R\(index), E\(index), ); \
            dependencies = (\(dependencies.map { $0 + ", " }.joined())); name = "\(target.name)"; productName = "\(target.name)"; \
            productReference = P\(index); productType = "\(target.productType)"; };
            """)
            objects.append("C\(index) = {isa = XCConfigurationList; buildConfigurations = (K\(index), ); defaultConfigurationName = Release; };")
            objects.append("K\(index) = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = \"$(TARGET_NAME)\"; }; name = Release; };")
        }
        let targetList = targets.indices.map { "T\($0), " }.joined()
        objects += [
            "PROJECT = {isa = PBXProject; buildConfigurationList = PC; mainGroup = MAIN; targets = (\(targetList)); };",
            "MAIN = {isa = PBXGroup; children = (\(references.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };",
            "PC = {isa = XCConfigurationList; buildConfigurations = (PR, ); defaultConfigurationName = Release; };",
            "PR = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = \(sdk); }; name = Release; };",
        ]
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
            + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = PROJECT;\n}\n"
    }

    /// `check` on in-memory files under `/fixture`.
    static func check(_ files: [(String, String)]) -> [Diagnostic] {
        let project = Project(files: files.compactMap { path, text in
            ProjectFile.kind(of: "/fixture/" + path).map { ProjectFile(path: "/fixture/" + path, kind: $0, contents: Array(text.utf8)) }
        })
        return Checker().run(project)
    }

    static func lines(_ findings: [Diagnostic], _ severity: Severity) -> [String] {
        findings.filter { $0.severity == severity }.map { "\($0.location.file.replacingOccurrences(of: "/fixture/", with: "")):\($0.location.line) \($0.ruleID)" }
    }

    /// A Mac xib whose File's Owner (of the target `Desk`) has one outlet to the object `w`/`v` of `objects`.
    static func macNib(owner: String, outlet: String, _ objects: String) -> String {
        let destination = outlet == "view" ? "v" : "w"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="\(owner)" customModule="Desk" customModuleProvider="target">
                    <connections><outlet property="\(outlet)" destination="\(destination)" id="o"/></connections>
                </customObject>
        \(objects)
            </objects>
        </document>
        """
    }

    static let viewController = ("App/ViewController.swift", "import UIKit\nclass ViewController: UIViewController {}\n")

    static func scene(_ views: String, outlets: String = "") -> String {
        Fixture.storyboard("""
        <scene sceneID="s1"><objects>
            <viewController id="a" customClass="ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v"><subviews>
        \(views)
                </subviews></view>
                <connections>\(outlets)</connections>
            </viewController>
        </objects></scene>
        """, initial: "a")
    }

    @Test func aDependencysViewSubclassIsAtLeastTheFrameworkClassOfItsElement() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "App", sources: ["App/ViewController.swift"], resources: ["App/Main.storyboard"])])),
            ("Podfile.lock", "PODS:\n  - FancyImage (2.4.0)\n\nCOCOAPODS: 1.15.2\n"),
            Self.viewController,
            ("App/Main.storyboard", Self.scene("""
            <imageView contentMode="scaleAspectFit" id="i" customClass="FancyImageView" customModule="FancyImage">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="shimmer.speed"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </imageView>
            """)),
        ])
        #expect(Self.lines(findings, .error) == [])
        #expect(Self.lines(findings, .note) == ["App/Main.storyboard:7 class-from-dependency"])
    }

    /// Key-value coding also sets instance variables, and ibkit's framework data ends somewhere:
    /// only the check rules' notes speak of such keys; the load simulation raises nothing.
    @Test func aPrivateKeyOrOneBeyondTheFrameworkDataIsANoteNeverAnError() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "App", sources: ["App/ViewController.swift", "App/CardView.swift"], resources: ["App/Main.storyboard"])])),
            Self.viewController,
            ("App/CardView.swift", "import UIKit\nclass CardView: UIView {\n    @objc var style = CardStyle()\n}\n"),
            ("App/Main.storyboard", Self.scene("""
            <view contentMode="scaleToFill" id="p">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="_continuousCornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer._cornerCurve"><integer key="value" value="1"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            <view contentMode="scaleToFill" id="c" customClass="CardView" customModule="App" customModuleProvider="target">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="_shadowStyle"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="style.cornerRadius"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)),
        ])
        #expect(Self.lines(findings, .error) == [])
        #expect(Self.lines(findings, .note).filter { $0.hasSuffix("runtime-attribute-unknown-key") }.count == 2)
    }

    @Test func nsDocumentsWindowOutletIsKnown() {
        let findings = Self.check([
            ("Desk.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "Desk", sources: ["Desk/Document.swift"], resources: ["Desk/Document.xib"])], sdk: "macosx")),
            ("Desk/Document.swift", "import AppKit\nclass Document: NSDocument {}\n"),
            ("Desk/Document.xib", Self.macNib(owner: "Document", outlet: "window", """
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <window title="Window" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="w">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="0.0" y="0.0" width="480" height="270"/>
                    <view key="contentView" id="cv"><rect key="frame" x="0.0" y="0.0" width="480" height="270"/></view>
                </window>
            """)),
        ])
        #expect(Self.lines(findings, .error) == [])
        #expect(Self.lines(findings, .note).filter { $0.contains("outlet") } == [])
    }

    @Test func aModuleNoTargetBuildsButTheCodeImportsIsUnresolvedNotWrong() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "App", sources: ["App/ViewController.swift", "App/ChartView.swift"], resources: ["App/Main.storyboard"])])),
            Self.viewController,
            ("App/ChartView.swift", "import UIKit\nimport Charts\nclass LineChartView: UIView {}\n"),
            ("App/Main.storyboard", Self.scene("""
            <view contentMode="scaleToFill" id="c" customClass="LineChartView" customModule="Charts"/>
            <view contentMode="scaleToFill" id="d" customClass="LineChartView" customModule="OldApp"/>
            """)),
        ])
        // `OldApp` is no dependency: a renamed target, still wrong.
        #expect(Self.lines(findings, .error) == ["App/Main.storyboard:8 custom-module-mismatch"])
        let note = findings.first { $0.severity == .note && $0.ruleID == "custom-module-mismatch" }
        #expect(note?.location.line == 7)
        #expect(note?.message.hasPrefix("module 'Charts' is not resolved") == true)
        #expect(note?.notes.first?.location.file.hasSuffix("App/ChartView.swift") == true)
    }

    @Test func anEmbeddedExtensionsClassesAreNotTheApps() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([
                TargetSpec(name: "App", sources: ["App/ViewController.swift"], resources: ["App/Main.storyboard"], embeds: ["Share"]),
                TargetSpec(name: "Share", productType: "com.apple.product-type.app-extension", sources: ["Share/BadgeView.swift"]),
            ])),
            Self.viewController,
            ("Share/BadgeView.swift", "import UIKit\nclass BadgeView: UIView {\n    @IBInspectable var count: Int = 0\n}\n"),
            ("App/Main.storyboard", Self.scene("""
            <view contentMode="scaleToFill" id="b" customClass="BadgeView" customModule="App" customModuleProvider="target"/>
            """)),
        ])
        // The app does not have the class: UIKit logs an unknown class; no module mismatch with the extension's.
        #expect(Self.lines(findings, .error) == [])
        #expect(Self.lines(findings, .warning) == ["App/Main.storyboard:7 custom-class-unknown"])
    }

    @Test func aDocumentNoProjectCoversClaimsNoModuleFromAnotherProject() {
        let findings = Self.check([
            ("Kit/Kit.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "Kit", productType: "com.apple.product-type.framework", sources: ["ProfileView.swift"])])),
            ("Kit/ProfileView.swift", "import UIKit\nclass ProfileView: UIView {}\n"),
            ("Sample/ViewController.swift", "import UIKit\nclass ViewController: UIViewController {}\n"),
            ("Sample/Main.storyboard", Self.scene("""
            <view contentMode="scaleToFill" id="p" customClass="ProfileView" customModule="Sample" customModuleProvider="target"/>
            """)),
        ])
        #expect(Self.lines(findings, .error) == [])
    }

    @Test func aGenericNibLoaderNamesNoNib() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "App", sources: ["App/ViewController.swift", "App/Nibs.swift"], resources: ["App/Main.storyboard"])])),
            Self.viewController,
            ("App/Nibs.swift", """
            import UIKit
            func loadView<T: UIView>(_ type: T.Type) -> T {
                UINib(nibName: String(describing: T.self), bundle: nil).instantiate(withOwner: nil)[0] as! T
            }
            protocol NibLoadable {}
            extension NibLoadable where Self: UIView {
                static func fromNib() -> Self { UINib(nibName: "\\(Self.self)", bundle: nil).instantiate(withOwner: nil)[0] as! Self }
            }
            struct Loader<Cell: UITableViewCell> {
                var nib: UINib { UINib(nibName: String(describing: Cell.self), bundle: nil) }
            }
            let missing = UINib(nibName: String(describing: ViewController.self), bundle: nil)

            """),
            ("App/Main.storyboard", Self.scene("")),
        ])
        #expect(Self.lines(findings, .error) == ["App/Nibs.swift:12 identifier-unknown"])
    }

    @Test func aNibInAnotherBundleThanTheProjectsIsNotJudged() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "App", sources: ["App/ViewController.swift", "App/Loaders.swift", "App/Legacy.m"], resources: ["App/Main.storyboard"])])),
            Self.viewController,
            ("App/Loaders.swift", """
            import UIKit
            import EmptyState
            let fromPod = UINib(nibName: "EmptyStateView", bundle: Bundle(for: EmptyStateView.self))
            let fromVariable = UINib(nibName: "Banner", bundle: resourceBundle)
            let fromOwnClass = UINib(nibName: "Badge", bundle: Bundle(for: type(of: self)))
            let fromApp = UINib(nibName: "Header", bundle: Bundle(for: ViewController.self))
            let board = UIStoryboard(name: "Onboarding", bundle: Bundle(identifier: "com.example.Onboarding"))
            let viaMain = Bundle.main.loadNibNamed("Footer", owner: nil)

            """),
            ("App/Legacy.m", """
            #import <UIKit/UIKit.h>
            @implementation Legacy
            - (void)load {
                [UINib nibWithNibName:@"PodCell" bundle:[NSBundle bundleForClass:[PodCell class]]];
                [UINib nibWithNibName:@"OwnCell" bundle:[NSBundle bundleForClass:[self class]]];
                [[NSBundle mainBundle] loadNibNamed:@"MainCell" owner:self options:nil];
            }
            @end

            """),
            ("App/Main.storyboard", Self.scene("")),
        ])
        #expect(Self.lines(findings, .error) == ["App/Legacy.m:5 identifier-unknown", "App/Legacy.m:6 identifier-unknown",
                                                 "App/Loaders.swift:5 identifier-unknown", "App/Loaders.swift:6 identifier-unknown",
                                                 "App/Loaders.swift:8 identifier-unknown"])
    }

    /// Key-value coding sets `_key`, `_isKey`, `key` or `isKey` directly when no accessor has the
    /// key (UIKIT_FACTS 1.4: "setter, then a matching ivar").
    @Test func anObjectiveCInstanceVariableTakesItsKeyWithoutTheUnderscore() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "App", sources: ["App/ProfileViewController.m"], resources: ["App/Main.storyboard"])])),
            ("App/ProfileViewController.m", """
            #import <UIKit/UIKit.h>
            @interface ProfileViewController : UIViewController
            @end
            @implementation ProfileViewController {
                __weak IBOutlet UILabel *_subtitle;
                BOOL _isExpanded;
            }
            @end

            """),
            ("App/Main.storyboard", Fixture.storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="a" customClass="ProfileViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v"><subviews><label id="l" text="x"/></subviews></view>
                    <connections>
                        <outlet property="subtitle" destination="l" id="o1"/>
                        <outlet property="caption" destination="l" id="o2"/>
                    </connections>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="expanded" value="YES"/>
                    </userDefinedRuntimeAttributes>
                </viewController>
            </objects></scene>
            """, initial: "a")),
        ])
        #expect(Self.lines(findings, .error) == ["App/Main.storyboard:9 outlet-missing"], "caption has no accessor or variable")
    }

    @Test func anAccessibilityTraitsFlagIsNoImageName() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "App", sources: ["App/ViewController.swift"], resources: ["App/Main.storyboard"])])),
            Self.viewController,
            ("App/Assets.xcassets/logo.imageset/Contents.json", "{}"),
            ("App/Main.storyboard", Self.scene("""
            <imageView contentMode="scaleToFill" image="logo" id="i">
                <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" image="YES"/></accessibility>
            </imageView>
            """)),
        ])
        #expect(Self.lines(findings, .warning) == [])
    }

    /// `NSImage(named:)` finds an `.icns` the target copies, as `UIImage(named:)` finds a loose `.png`.
    @Test func aLooseIconFileIsAnImage() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "App", sources: ["App/ViewController.swift"], resources: ["App/Main.storyboard", "App/Badge.icns"])])),
            Self.viewController,
            ("App/Assets.xcassets/logo.imageset/Contents.json", "{}"),
            ("App/Badge.icns", "icns"),
            ("App/Main.storyboard", Self.scene("""
            <imageView contentMode="scaleToFill" image="Badge" id="i"/>
            <imageView contentMode="scaleToFill" image="Gone" id="j"/>
            """)),
        ])
        #expect(Self.lines(findings, .warning) == ["App/Main.storyboard:8 asset-missing"])
    }

    @Test func classesOfASubmoduleNotClonedAreOneNote() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(
                name: "App", sources: ["App/ViewController.swift", "Vendor/Kit/Sources/KitView.m", "Vendor/Kit/Sources/KitButton.m", "Vendor/Kit/Sources/KitView.h"],
                resources: ["App/Main.storyboard"])])),
            Self.viewController,
            ("App/Main.storyboard", Self.scene("""
            <view contentMode="scaleToFill" id="k" customClass="KitView"/>
            <view contentMode="scaleToFill" id="b" customClass="KitBadge"/>
            """)),
        ])
        #expect(Self.lines(findings, .warning) == [])
        let notes = findings.filter { $0.ruleID == "class-from-dependency" }
        #expect(notes.count == 1)
        #expect(notes.first?.message.hasPrefix("classes 'KitView', 'KitBadge' may come from the 3 source files under '/fixture/Vendor/Kit/Sources'") == true)
    }

    @Test func aPackageTargetsFolderTheCheckoutLacksIsOneNote() {
        let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "App", platforms: [.iOS(.v15)], targets: [
            .target(name: "App", dependencies: ["Kit"], resources: [.process("Resources")]),
            .target(name: "Kit", path: "Vendor/Kit/Sources"),
        ])

        """
        let files = [
            ("Package.swift", manifest),
            ("Sources/App/CardViewController.swift", "import UIKit\nclass CardViewController: UIViewController {}\n"),
            ("Sources/App/Resources/Card.xib", Fixture.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardViewController" customModule="App" customModuleProvider="target">
                <connections><outlet property="view" destination="v" id="o"/></connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v" customClass="KitCardView"/>
            """)),
        ]
        let absent = Self.check(files)
        #expect(Self.lines(absent, .warning) == [])
        #expect(absent.first { $0.ruleID == "class-from-dependency" }?.message.hasPrefix("class 'KitCardView' may come from the sources under '/fixture/Vendor/Kit/Sources'") == true)
        // Once the folder is there, a class it does not declare is unknown again.
        let present = Self.check(files + [("Vendor/Kit/Sources/KitView.swift", "import UIKit\npublic class KitView: UIView {}\n")])
        #expect(Self.lines(present, .warning) == ["Sources/App/Resources/Card.xib:7 custom-class-unknown"])
    }

    @Test func aClassTheCodeUsesBesideADependencysImportIsThatDependencys() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "App", sources: ["App/ViewController.swift", "App/Popups.swift"], resources: ["App/Main.storyboard"])])),
            ("Podfile.lock", "PODS:\n  - Alamofire (5.9.0)\n  - PopupKit (3.1.0)\n\nCOCOAPODS: 1.15.2\n"),
            Self.viewController,
            ("App/Popups.swift", "import PopupKit\nfunc showPopup() { QXPopupView.show(\"Saved\") }\n"),
            ("App/Main.storyboard", Self.scene("""
            <view contentMode="scaleToFill" id="p" customClass="QXPopupView"/>
            <view contentMode="scaleToFill" id="b" customClass="QXBadgeView"/>
            """)),
        ])
        #expect(findings.contains { $0.ruleID == "class-from-dependency" && $0.message.hasPrefix("class 'QXPopupView' comes from dependency 'PopupKit'") })
        // A class the code never names stays unknown.
        #expect(Self.lines(findings, .warning) == ["App/Main.storyboard:8 custom-class-unknown"])
    }

    /// The class's prefix must start the dependency's name: SVGKImageView is not SVProgressHUD's,
    /// though both start with SV; a pod whose checked-out files declare the class is its.
    @Test func aClassIsTheDependencysWhosePrefixItCarriesOrWhoseFilesDeclareIt() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "App", sources: ["App/ViewController.swift"], resources: ["App/Main.storyboard"])])),
            ("Podfile.lock", "PODS:\n  - SVProgressHUD (2.3.1)\n  - SVGKit (3.0.0)\n  - Glimmer (1.0.0)\n\nCOCOAPODS: 1.15.2\n"),
            ("Pods/Glimmer/Sources/ShineView.h", "@interface ShineView : UIView\n@end\n"),
            Self.viewController,
            ("App/Main.storyboard", Self.scene("""
            <view contentMode="scaleToFill" id="p" customClass="SVGKFastImageView"/>
            <view contentMode="scaleToFill" id="g" customClass="ShineView"/>
            """)),
        ])
        let notes = findings.filter { $0.ruleID == "class-from-dependency" }.map(\.message)
        #expect(notes.contains { $0.hasPrefix("class 'SVGKFastImageView' comes from dependency 'SVGKit'") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("class 'ShineView' comes from dependency 'Glimmer'") } || !findings.contains { $0.message.contains("ShineView") }, "\(notes)")
    }

    @Test func twoLettersSharedByChanceNameNoDependency() {
        let findings = Self.check([
            ("App.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "App", sources: ["App/ViewController.swift"], resources: ["App/Main.storyboard"])])),
            ("Podfile.lock", "PODS:\n  - SVProgressHUD (2.3.1)\n\nCOCOAPODS: 1.15.2\n"),
            Self.viewController,
            ("App/Main.storyboard", Self.scene("""
            <view contentMode="scaleToFill" id="p" customClass="SVGKFastImageView"/>
            """)),
        ])
        #expect(!findings.contains { $0.ruleID == "class-from-dependency" && $0.message.contains("SVProgressHUD") })
    }

    @Test func aWidelyUsedDependencysOwnPrefixTellsItsClasses() {
        let findings = Self.check([
            ("Desk.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "Desk", sources: ["Desk/Panel.swift"], resources: ["Desk/MainMenu.xib"])], sdk: "macosx")),
            ("Cartfile.resolved", "github \"sparkle-project/Sparkle\" \"1.27.1\"\n"),
            ("Desk/Panel.swift", "import AppKit\nclass Panel: NSObject {}\n"),
            ("Desk/MainMenu.xib", Self.macNib(owner: "NSApplication", outlet: "delegate", """
                <customObject id="w" customClass="Panel" customModule="Desk" customModuleProvider="target"/>
                <customObject id="u" customClass="SUUpdater"/>
                <customObject id="s" customClass="SUNSETController"/>
            """)),
        ])
        #expect(findings.contains { $0.ruleID == "class-from-dependency" && $0.message.hasPrefix("class 'SUUpdater' comes from dependency 'Sparkle' (Carthage)") })
        #expect(Self.lines(findings, .warning) == ["Desk/MainMenu.xib:9 custom-class-unknown"])
    }

    @Test func macOSFindingsNameAppKit() {
        let findings = Self.check([
            ("Desk.xcodeproj/project.pbxproj", Self.pbxproj([TargetSpec(name: "Desk", sources: ["Desk/Panel.swift"], resources: ["Desk/Panel.xib"])], sdk: "macosx")),
            ("Desk/Panel.swift", "import AppKit\nclass Panel: NSViewController {}\n"),
            ("Desk/Panel.xib", Self.macNib(owner: "Panel", outlet: "view", """
                <customView id="v" customClass="GaugeView"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></customView>
            """)),
        ])
        let unknown = findings.first { $0.ruleID == "custom-class-unknown" }
        #expect(unknown?.message.contains("AppKit logs \"Unknown class 'GaugeView', using 'NSView' instead\"") == true)
        #expect(findings.allSatisfy { !$0.message.contains("UIKit") })
    }
}
