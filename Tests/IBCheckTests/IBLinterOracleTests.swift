import IBCheck
import IBProject
import IBTestSupport
import Testing

/// IBLinter's own rule tests as the oracle of the convention rules: each of its fixtures (kept in
/// the corpus under IBDecodable__IBLinter) checked with the matching ibkit rule and the settings
/// IBLinter's test uses gives the number of violations that test expects.
@Suite struct IBLinterOracleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The ibkit rule and IBLinter's.
        var rule: String, iblinter: String
        /// The fixture under IBLinter's `Tests/IBLinterKitTest/Resources/Rules/`.
        var fixture: String
        /// Settings as `.ibkit.yml` lines, beyond turning the rule on.
        var settings = ""
        /// The violations IBLinter's test expects.
        var expected: Int
        /// Where ibkit finds otherwise on purpose: its count, and why.
        var differs: (count: Int, why: String)?
        var testDescription: String { "\(iblinter) on \(fixture)\(settings.isEmpty ? "" : " (\(settings))") → \(expected)" }
    }

    static let cases: [Case] = [
        Case(rule: "custom-class-matches-storyboard", iblinter: "custom_class_name", fixture: "CustomClassNameRule/ViewControllerTest.storyboard", expected: 1),
        // ibkit also reports the class-less prototype cell of the UITableViewController scene (line 53), which IBLinter's
        // parser misses because it gives a table view controller no root view, and the section header and footer without
        // reuse identifiers (lines 102 and 106), which IBLinter does not read although UIKit dequeues them by identifier too.
        Case(rule: "reuse-identifier-matches-class", iblinter: "reuse_identifier", fixture: "ReuseIdentifierRule/ReuseIdentifier.storyboard", expected: 2,
             differs: (5, "lines 53, 102 and 106: a table view controller's cell, a section header and a footer")),
        Case(rule: "duplicate-constraint", iblinter: "duplicate_constraint", fixture: "DuplicateConstraintRule/DuplicateConstraint.xib", expected: 2),
        Case(rule: "relative-to-margin", iblinter: "relative_to_margin", fixture: "RelativeToMarginRule/ConstraintTest.storyboard", expected: 4),
        Case(rule: "use-base-class", iblinter: "use_base_class", fixture: "UseBaseClassRule/UseBaseClassTest.xib",
             settings: "use_base_class:\n  UILabel: [PrimaryLabel, SecondaryLabel]", expected: 1),
        Case(rule: "stack-view-background", iblinter: "stackview_backgroundcolor", fixture: "StackViewBackgroundColorRule/StackViewBackgroundColorRule.storyboard", expected: 1),
        Case(rule: "stack-view-background", iblinter: "stackview_backgroundcolor", fixture: "StackViewBackgroundColorRule/StackViewBackgroundColorRule.xib", expected: 2),
        Case(rule: "use-trait-collections", iblinter: "use_trait_collections", fixture: "UseTraitCollectionsRule/UseTraitCollectionsNoTest.storyboard", expected: 1),
        Case(rule: "use-trait-collections", iblinter: "use_trait_collections", fixture: "UseTraitCollectionsRule/UseTraitCollectionsYesTest.storyboard", expected: 0),
        Case(rule: "use-trait-collections", iblinter: "use_trait_collections", fixture: "UseTraitCollectionsRule/UseTraitCollectionsNoTest.storyboard",
             settings: "use_trait_collections: false", expected: 0),
        Case(rule: "use-trait-collections", iblinter: "use_trait_collections", fixture: "UseTraitCollectionsRule/UseTraitCollectionsYesTest.storyboard",
             settings: "use_trait_collections: false", expected: 1),
        Case(rule: "view-as-device", iblinter: "view_as_device", fixture: "ViewAsDeviceRule/ViewAsRetina6_5Test.storyboard", expected: 1),
        Case(rule: "view-as-device", iblinter: "view_as_device", fixture: "ViewAsDeviceRule/ViewAsRetina4_7Test.storyboard", expected: 0),
        Case(rule: "view-as-device", iblinter: "view_as_device", fixture: "ViewAsDeviceRule/ViewAsRetina6_5Test.storyboard", settings: "view_as_device: retina4_0", expected: 1),
        Case(rule: "view-as-device", iblinter: "view_as_device", fixture: "ViewAsDeviceRule/ViewAsRetina4_0Test.storyboard", settings: "view_as_device: retina4_0", expected: 0),
        Case(rule: "single-controller-per-storyboard", iblinter: "has_single_view_controller", fixture: "HasSingleViewController/HasSingleViewControllerGood.storyboard", expected: 0),
        Case(rule: "single-controller-per-storyboard", iblinter: "has_single_view_controller",
             fixture: "HasSingleViewController/HasSingleViewControllerGoodSingleSceneWithReference.storyboard", expected: 0),
        Case(rule: "single-controller-per-storyboard", iblinter: "has_single_view_controller", fixture: "HasSingleViewController/HasSingleViewControllerBadTwoController.storyboard", expected: 1),
        Case(rule: "initial-controller-unset", iblinter: "has_initial_view_controller", fixture: "HasInitialViewController/HasInitialViewControllerGood.storyboard", expected: 0),
        Case(rule: "initial-controller-unset", iblinter: "has_initial_view_controller", fixture: "HasInitialViewController/HasInitialViewControllerBad.storyboard", expected: 1),
    ]

    @Test(arguments: cases)
    func theRuleFindsWhatIBLintersTestExpects(_ oracle: Case) throws {
        let path = Corpus.root.appendingPathComponent("IBDecodable__IBLinter/Tests/IBLinterKitTest/Resources/Rules/\(oracle.fixture)").path
        let yaml = "opt_in_rules: [\(oracle.rule)]\ndisabled_rules: [\(RuleRegistry.all.map { $0.description.id }.filter { $0 != oracle.rule }.joined(separator: ", "))]\nall_documents: true\n" + oracle.settings
        let configuration = try Configuration(yaml: yaml, path: ".ibkit.yml")
        let project = Project(files: [ProjectFile(path: path, kind: .document, contents: Corpus.bytes(Corpus.root.appendingPathComponent("IBDecodable__IBLinter/Tests/IBLinterKitTest/Resources/Rules/\(oracle.fixture)")))],
                              followsTargetSources: false)
        let findings = Checker(configuration: configuration).run(project).filter { $0.ruleID == oracle.rule }
        #expect(findings.count == (oracle.differs?.count ?? oracle.expected), "\(findings.map(\.description))")
    }
}
