import Foundation
import IBCheck
import IBFoundation
import IBProject
import IBTestSupport
import Testing

/// `check` on small projects written for it: what the project says decides which classes each
/// document sees, in which module and on which platform.
@Suite struct ProjectCheckTests {
    static let projects = Corpus.repositoryRoot.appendingPathComponent("Tests/IBCheckTests/Projects").path

    /// The findings on a fixture project, with paths relative to it.
    static func findings(_ name: String, configuration: Configuration = Configuration(), keeping: (ProjectFile) -> Bool = { _ in true }) -> [Diagnostic] {
        let root = projects + "/" + name
        let files = ProjectScanner.files(in: [root]).files.filter(keeping)
        return Checker(configuration: configuration).run(Project(files: files)).map { finding in
            var finding = finding
            finding.location.file = String(finding.location.file.dropFirst(root.count + 1))
            return finding
        }
    }

    static func summary(_ findings: [Diagnostic], _ severity: Severity = .error) -> [String] {
        findings.filter { $0.severity == severity }.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
    }

    @Test func anIOSAndAMacOSAppSharingAClassNameEachSeeTheirOwn() {
        let findings = Self.findings("SharedNames")
        #expect(Self.summary(findings) == ["Desk/Base.lproj/Main.storyboard:15 outlet-missing"])
        #expect(findings.first { $0.severity == .error }?.target == "Desk")
        #expect(findings.first { $0.severity == .error }?.message.contains("AppKit logs") == true)
    }

    @Test func withoutTheProjectTheDocumentsPlatformStillDecides() {
        let findings = Self.findings("SharedNames") { $0.kind != .xcodeProject }
        #expect(Self.summary(findings) == ["Desk/Base.lproj/Main.storyboard:15 outlet-missing"])
        #expect(findings.allSatisfy { $0.target == nil })
    }

    @Test func aFrameworkTargetsModuleConditionsAndTypealiasesCount() {
        let findings = Self.findings("FrameworkApp")
        #expect(Self.summary(findings) == ["Shop/Base.lproj/Cart.storyboard:10 custom-module-mismatch", "Shop/Base.lproj/Cart.storyboard:25 outlet-missing"])
        let moved = findings.first { $0.ruleID == "custom-module-mismatch" }
        #expect(moved?.message == "class 'BadgeView' is declared in module 'ShopKit', but the document looks it up in 'Shop' (target 'Shop')")
        #expect(moved?.notes.first?.location.file.hasSuffix("ShopKit/BadgeView.swift") == true)
        #expect(findings.first { $0.ruleID == "outlet-missing" }?.message.hasPrefix("outlet 'menuBar'") == true)
    }

    @Test func aStaleDocumentInNoTargetGetsOneNoteUnlessEveryDocumentIsAskedFor() {
        let findings = Self.findings("FrameworkApp").filter { $0.location.file.hasPrefix("Old/") }
        #expect(findings.map(\.ruleID) == ["document-not-in-target"])
        #expect(findings.first?.severity == .note)
        var everything = Configuration()
        everything.checksAllDocuments = true
        let checked = Self.findings("FrameworkApp", configuration: everything).filter { $0.location.file.hasPrefix("Old/") }
        #expect(checked.contains { $0.ruleID == "custom-class-unknown" })
        #expect(!checked.contains { $0.ruleID == "document-not-in-target" })
    }

    @Test func aSwiftPackageTargetWithADashIsAnUnderscoredModule() {
        let findings = Self.findings("SwiftPackage")
        #expect(Self.summary(findings) == ["Sources/Modals-iOS/Resources/SheetViewController.xib:14 custom-module-mismatch"])
        #expect(findings.first?.message == "class 'SheetBadge' is declared in module 'Modals_iOS', but the document looks it up in 'Modals-iOS' (target 'Modals-iOS')")
    }

    @Test func podsThatAreNotCheckedOutAreOneNotePerClass() {
        let findings = Self.findings("PodsApp")
        #expect(findings.filter { $0.severity != .note }.isEmpty)
        let notes = findings.filter { $0.ruleID == "class-from-dependency" }
        #expect(notes.count == 1)
        #expect(notes.first?.message == "class 'PINAnimatedImageView' comes from dependency 'PINRemoteImage' (CocoaPods), whose sources were not found; its outlets, actions and runtime attributes were not checked (3 uses)")
        #expect(notes.first?.notes.first?.location.file.hasSuffix("Podfile.lock") == true)
        #expect(!findings.contains { $0.ruleID == "project-unreadable" })
    }

    @Test func aDamagedProjectIsOneErrorAndItsDocumentsAreStillChecked() {
        let findings = Self.findings("Damaged")
        #expect(Self.summary(findings) == ["App.xcodeproj/project.pbxproj:10 project-unreadable", "App/Main.storyboard:13 outlet-missing"])
    }

    @Test func reportersCarryTheTarget() throws {
        let findings = Self.findings("SharedNames").filter { $0.severity == .error }
        let json = Reporter.json.render(findings)
        #expect(json.contains("\"target\" : \"Desk\""))
        let sarif = try JSONSerialization.jsonObject(with: Data(Reporter.sarif.render(findings).utf8)) as? [String: Any]
        let results = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect((results.first?["properties"] as? [String: Any])?["target"] as? String == "Desk")
    }
}
