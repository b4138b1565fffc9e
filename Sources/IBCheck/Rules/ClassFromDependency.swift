import IBDocument
import IBFoundation
import IBProject
import IBTargets

/// A custom class that comes from a dependency whose sources are not there: said once per class.
public struct ClassFromDependency: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "class-from-dependency",
        summary: "A custom class comes from a dependency (a pod, Carthage framework or Swift package) whose sources were not found; it is noted once.",
        rationale: """
        A fresh clone has no Pods/ or Carthage/Checkouts/, and Swift packages live in the build folder, so the \
        classes they provide cannot be read. ibkit attributes such a class to the dependency that provides its \
        document module, or, for an Objective-C class without one, to the dependency whose checked-out files \
        declare it (Pods/NAME/, Carthage/Checkouts/NAME/), or whose name starts with the class's prefix \
        (MASShortcutView → MASShortcut; two letters shared by chance are not enough), or by the listed prefixes of widely used dependencies whose \
        classes do not carry their name (SUUpdater → Sparkle), or, failing that, to the one dependency that the source files \
        using the class in code import (`import Sparkle` beside `SUUpdater.shared()`), from Podfile.lock, Podfile, Cartfile.resolved, Package.resolved \
        and the project's package references. Each class is noted once, at its first use, with the number of \
        uses; its outlets, actions and runtime attributes are not checked, and no other rule reports it. \
        Sources the project compiles but the checkout lacks (a git submodule cloned without \
        `--recursive`) are treated alike: a class named after an absent file, or used where a whole \
        folder of listed sources is missing, is noted once per folder.
        """,
        severity: .note,
        needsSources: true,
        examples: [
            RuleExample(triggers: true, files: [
                ("App.xcodeproj/project.pbxproj", Fixture.xcodeProject(sources: ["ViewController.swift"], resources: ["Main.storyboard"])),
                ("Podfile.lock", "PODS:\n  - MASShortcut (2.4.0)\n\nCOCOAPODS: 1.15.2\n"),
                ("Main.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="a" customClass="ViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v"><subviews>
                            ↓<view contentMode="scaleToFill" id="k1" customClass="MASShortcutView"/>
                            <view contentMode="scaleToFill" id="k2" customClass="MASShortcutView"/>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                """, initial: "a")),
                ("ViewController.swift", "class ViewController: UIViewController {}\n"),
            ]),
            RuleExample(triggers: false, files: [
                ("App.xcodeproj/project.pbxproj", Fixture.xcodeProject(sources: ["ViewController.swift", "ShortcutView.swift"], resources: ["Main.storyboard"])),
                ("Podfile.lock", "PODS:\n  - MASShortcut (2.4.0)\n\nCOCOAPODS: 1.15.2\n"),
                ("Main.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="a" customClass="ViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v"><subviews>
                            <view contentMode="scaleToFill" id="k1" customClass="ShortcutView"/>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                """, initial: "a")),
                ("ViewController.swift", "class ViewController: UIViewController {}\n"),
                ("ShortcutView.swift", "class ShortcutView: UIView {}\n"),
            ]),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// One note per class that a dependency provides, at its first use.
    public func checkProject(_ context: CheckContext) -> [Diagnostic] {
        let project = context.project
        guard project.hasSources else { return [] }
        let dependencies = project.dependencyClasses(in: project.documents).map { use in
            let count = use.uses == 1 ? "" : " (\(use.uses) uses)"
            return finding("class '\(use.className)' comes from dependency \(use.dependency.description), whose sources were not found; its outlets, actions and runtime attributes were not checked\(count)",
                           at: use.firstUse, notes: [.init(message: "'\(use.dependency.name)' is declared here", location: use.dependency.location)])
        }
        let absent = project.absentSourceClasses(in: project.documents).map { group in
            let names = group.classNames.map { "'\($0)'" }.joined(separator: ", ")
            let files = switch group.sources.count {
            case 0: "the sources"
            case 1: "the 1 source file"
            default: "the \(group.sources.count) source files"
            }
            return finding("\(group.classNames.count == 1 ? "class" : "classes") \(names) may come from \(files) under '\(group.sources.folder)' that the project compiles but this checkout lacks (a git submodule not cloned? `git submodule update --init --recursive`); outlets, actions and runtime attributes were not checked",
                           at: group.firstUse, notes: [.init(message: "the target listing them", location: group.sources.location)])
        }
        return dependencies + absent
    }
}
