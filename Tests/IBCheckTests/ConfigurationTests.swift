import IBProject
import IBCheck
import IBFoundation
import Testing

@Suite struct ConfigurationTests {
    @Test func readsEveryKey() throws {
        let configuration = try Configuration(yaml: """
        included: [App]
        excluded:
          - Pods
        disabled_rules: [unreachable-scene]
        opt_in_rules: [identifier-unused]
        severity:
          asset-missing: error
        baseline: .ibkit-baseline.json
        """, path: ".ibkit.yml")
        #expect(configuration.included == ["App"])
        #expect(configuration.isExcluded("Project/Pods/Foo/Bar.xib"))
        #expect(!configuration.isEnabled(UnreachableScene.description))
        #expect(configuration.severities == ["asset-missing": .error])
        #expect(configuration.baseline == ".ibkit-baseline.json")
    }

    @Test func unknownKeyIsAnErrorAtItsLine() {
        #expect(throws: DocumentError.self) { try Configuration(yaml: "included: [a]\nexclude: [b]\n", path: ".ibkit.yml") }
        do {
            _ = try Configuration(yaml: "included: [a]\nexclude: [b]\n", path: ".ibkit.yml")
        } catch {
            #expect(error.description == ".ibkit.yml:2:1: error: unknown configuration key 'exclude' (known: all_documents, allowed_fonts, baseline, disabled_rules, excluded, included, layout, layout_pseudo_language, opt_in_rules, severity, use_base_class, use_trait_collections, view_as_device)")
        }
    }

    @Test func theConventionRulesSettingsAreRead() throws {
        let configuration = try Configuration(yaml: """
        view_as_device: retina6_12
        use_trait_collections: false
        use_base_class:
          UILabel: [PrimaryLabel, SecondaryLabel]
          UIButton: BrandButton
        allowed_fonts: [Avenir-Heavy@17, system]
        """, path: ".ibkit.yml")
        #expect(configuration.options.viewAsDevice == "retina6_12")
        #expect(configuration.options.useTraitCollections == false)
        #expect(configuration.options.baseClasses == ["UILabel": ["PrimaryLabel", "SecondaryLabel"], "UIButton": ["BrandButton"]])
        #expect(configuration.options.allowedFonts == ["Avenir-Heavy@17", "system"])
    }

    @Test func aSettingOfTheWrongFormIsAnErrorAtItsLine() {
        do {
            _ = try Configuration(yaml: "opt_in_rules: [view-as-device]\nuse_trait_collections: sometimes\n", path: ".ibkit.yml")
            Issue.record("no error")
        } catch {
            #expect(error.description == ".ibkit.yml:2:1: error: 'use_trait_collections' must be true or false")
        }
    }

    @Test func unknownRuleAndSeverityAreErrors() {
        #expect(throws: DocumentError.self) { try Configuration(yaml: "disabled_rules: [outlet-mising]\n", path: "c.yml") }
        #expect(throws: DocumentError.self) { try Configuration(yaml: "severity:\n  outlet-missing: fatal\n", path: "c.yml") }
        #expect(throws: DocumentError.self) { try Configuration(yaml: "[1, 2]\n", path: "c.yml") }
    }

    @Test func severityOverrideAndBaselineApply() {
        let finding = Diagnostic(ruleID: "asset-missing", severity: .warning, message: "m", location: SourceLocation(file: "root/A.xib", line: 3, column: 4, objectID: "x"))
        var configuration = Configuration()
        configuration.severities = ["asset-missing": .error]
        #expect(configuration.apply(to: [finding]).map(\.severity) == [.error])
        configuration.acceptedFindings = Baseline(findings: [finding], root: "root")
        var moved = finding
        moved.location.line = 30
        #expect(configuration.apply(to: [moved]).isEmpty, "a baseline entry survives a line shift")
    }
}
