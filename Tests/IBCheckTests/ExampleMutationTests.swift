import IBProject
import Foundation
import IBCheck
import IBFoundation
import IBTestSupport
import Testing

/// The example app checks clean; each single mutation of a copy gives exactly the one finding it
/// should, at the line and column of the element (or literal) that causes it.
@Suite struct ExampleMutationTests {
    /// The example's files, read once, by path relative to `Examples/SeedApp`.
    static let files: [String: String] = {
        let root = Corpus.examples.path + "/SeedApp"
        var result: [String: String] = [:]
        for file in ProjectScanner.files(in: [root]).files {
            let relative = String(file.path.dropFirst(root.count + 1))
            result[relative] = try? String(contentsOfFile: file.path, encoding: .utf8)
        }
        return result
    }()

    /// Errors and warnings of the example with `change` applied.
    static func findings(_ change: (inout [String: String]) -> Void) -> [Diagnostic] {
        var files = Self.files
        change(&files)
        let project = Project(files: files.map { ProjectFile(path: $0.key, kind: ProjectFile.kind(of: $0.key)!, contents: Array($0.value.utf8)) })
        return Checker().run(project).filter { $0.severity != .note }
    }

    /// Where `needle` starts in `file`, as `path:line:column`, pointing at `offset` bytes into it.
    static func position(of needle: String, in path: String, files: [String: String], offset: Int = 0) -> String {
        let text = files[path] ?? ""
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                return "\(path):\(number + 1):\(line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1 + offset)"
            }
        }
        return "\(path): '\(needle)' not found"
    }

    static func replace(_ old: String, _ new: String, in path: String) -> (inout [String: String]) -> Void {
        { files in files[path] = files[path]?.replacingOccurrences(of: old, with: new) }
    }

    @Test func exampleIsClean() {
        #expect(Self.findings { _ in }.map(\.description) == [])
    }

    @Test func renamedOutletPropertyIsOutletMissing() throws {
        let findings = Self.findings(Self.replace("var statusLabel", "var statusText", in: "Sources/BViewController.swift"))
        let finding = try #require(findings.first)
        #expect(findings.count == 1 && finding.ruleID == "outlet-missing")
        #expect("\(finding.location)" == Self.position(of: "<outlet property=\"statusLabel\"", in: "Base.lproj/Main.storyboard", files: Self.files))
    }

    @Test func droppedActionIsActionMissing() throws {
        let findings = Self.findings(Self.replace("@IBAction func notificationsChanged(_ sender: UISwitch) {}", "", in: "Sources/SettingsViewController.swift"))
        let finding = try #require(findings.first)
        #expect(findings.count == 1 && finding.ruleID == "action-missing")
        #expect("\(finding.location)" == Self.position(of: "<action selector=\"notificationsChanged:\"", in: "Base.lproj/Settings.storyboard", files: Self.files))
    }

    @Test func misspelledStoryboardNameIsIdentifierUnknown() throws {
        let findings = Self.findings(Self.replace("UIStoryboard(name: \"Dashboard\"", "UIStoryboard(name: \"Dashbord\"", in: "Sources/DashboardViewController.swift"))
        #expect(findings.map(\.ruleID) == ["identifier-unknown"])
        var mutated = Self.files
        Self.replace("UIStoryboard(name: \"Dashboard\"", "UIStoryboard(name: \"Dashbord\"", in: "Sources/DashboardViewController.swift")(&mutated)
        #expect(findings.first.map { "\($0.location)" } == Self.position(of: "\"Dashbord\"", in: "Sources/DashboardViewController.swift", files: mutated))
    }

    @Test func deletedStoryboardBreaksBothReferences() {
        let findings = Self.findings { $0["Base.lproj/Settings.storyboard"] = nil }
        #expect(findings.map(\.ruleID) == ["storyboard-reference-broken", "storyboard-reference-broken"])
        #expect(Set(findings.map { "\($0.location)" }) == [
            Self.position(of: "<viewControllerPlaceholder storyboardName=\"Settings\"", in: "Base.lproj/Dashboard.storyboard", files: Self.files),
            Self.position(of: "<viewControllerPlaceholder storyboardName=\"Settings\"", in: "Base.lproj/Main.storyboard", files: Self.files),
        ])
    }

    @Test func removedUnwindActionIsUnwindActionMissing() throws {
        let findings = Self.findings(Self.replace("@IBAction func unwindToA(_ segue: UIStoryboardSegue) {}", "", in: "Sources/AViewController.swift"))
        let finding = try #require(findings.first)
        #expect(findings.count == 1 && finding.ruleID == "unwind-action-missing")
        #expect("\(finding.location)" == Self.position(of: "<segue destination=\"ccc-ex-001\" kind=\"unwind\" unwindAction=\"unwindToA:\"", in: "Base.lproj/Main.storyboard", files: Self.files))
    }

    @Test func wrongCastIsInstantiateCastMismatch() {
        let findings = Self.findings(Self.replace("as! DashboardViewController", "as! MapChildViewController", in: "Sources/DashboardViewController.swift"))
        #expect(findings.map(\.ruleID) == ["instantiate-cast-mismatch"])
    }

    @Test func removedInspectableIsRuntimeAttributeUnknownKey() {
        let findings = Self.findings(Self.replace("@IBInspectable var endColor", "var endColor", in: "Sources/GradientView.swift"))
        #expect(findings.map(\.ruleID) == ["runtime-attribute-unknown-key"])
        #expect(findings.first.map { "\($0.location)" } == Self.position(of: "<userDefinedRuntimeAttribute type=\"color\" keyPath=\"endColor\"", in: "Base.lproj/Dashboard.storyboard", files: Self.files))
    }

    @Test func clearedEmbedIdentifierIsEmbedSegueUnidentified() {
        let findings = Self.findings(Self.replace("identifier=\"embedStats\" ", "", in: "Base.lproj/Dashboard.storyboard"))
        #expect(findings.map(\.ruleID).sorted() == ["embed-segue-unidentified", "identifier-unknown"])
    }
}
