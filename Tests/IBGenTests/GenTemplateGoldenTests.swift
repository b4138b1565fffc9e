import Foundation
@testable import IBGen
import IBProject
import IBTestSupport
import Testing

/// What each option does to the generated code, as goldens (`Goldens/*.generated.txt`, rewritten by
/// `IBKIT_RECORD=1 swift test`), each of which also type-checks against the stub frameworks.
@Suite(.serialized) struct GenTemplateGoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static func context(_ folder: String) -> GenContext {
        GenContext(project: Project(files: ProjectScanner.files(in: [fixtures.appendingPathComponent(folder).path]).files))
    }

    /// Renders, compares with the golden, and type-checks.
    static func expectGolden(_ name: String, fixture: String, options: GenOptions, templates: URL? = nil, typeChecks: Bool = true) throws {
        let context = Self.context(fixture)
        let files = try Generator(userTemplates: templates).render(TemplateContext(context: context, options: options))
        let produced = files.map { "// ==== \($0.name)\n" + $0.contents }.joined(separator: "\n")
        let golden = goldens.appendingPathComponent(name + ".generated.txt")
        if ProcessInfo.processInfo.environment["IBKIT_RECORD"] != nil {
            try produced.write(to: golden, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: golden, encoding: .utf8)
        #expect(committed == produced, "Goldens/\(name).generated.txt is stale: review the change, then IBKIT_RECORD=1 swift test")
        guard typeChecks else { return }
        let framework = TemplateContext(context: context, options: options).framework
        let harness = try GeneratedCodeTypeCheckTests.harness(framework)
        let failure = try harness.check(context, options: options, in: GeneratedCodeTypeCheckTests.scratch.appendingPathComponent("golden-\(name)"))
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func defaultsGiveInternalEnumsAndAModuleImportPerExternalClass() throws {
        try Self.expectGolden("defaults", fixture: "GenApp", options: GenOptions())
    }

    @Test func publicAccessRenamedEnumsAndAGivenBundle() throws {
        var options = GenOptions()
        options.accessLevel = .public
        options.scenesEnumName = "Scenes"
        options.seguesEnumName = "Segues"
        options.cellsEnumName = "Cells"
        options.nibsEnumName = "Nibs"
        options.identifiableProtocolName = "SceneIdentifiable"
        options.bundle = "Bundle.main"
        try Self.expectGolden("public-renamed-bundle", fixture: "GenApp", options: options)
    }

    @Test func theTargetModuleIsNeitherImportedNorQualifiedAndExtraImportsAreAdded() throws {
        var options = GenOptions()
        options.targetModule = "Accounts"
        options.extraImports = ["QuartzCore"]
        options.identifiableProtocolName = nil
        try Self.expectGolden("target-module-imports", fixture: "GenApp", options: options)
    }

    @Test func appKitStoryboardsGetNSStoryboardAndWindowControllers() throws {
        try Self.expectGolden("appkit", fixture: "GenMac", options: GenOptions())
    }

    @Test func aUserTemplateReplacesTheBundledOneOfTheSameName() throws {
        try Self.expectGolden("user-template", fixture: "GenApp", options: GenOptions(),
                              templates: Self.fixtures.appendingPathComponent("UserTemplates"), typeChecks: false)
        let files = try Generator(userTemplates: Self.fixtures.appendingPathComponent("UserTemplates"))
            .render(TemplateContext(context: Self.context("GenApp"), options: GenOptions()))
        #expect(files.first { $0.name == "NibFiles.swift" }?.contents.hasPrefix("// A team's own nib loaders") == true)
        #expect(files.first { $0.name == "StoryboardScenes.swift" }?.contents.contains("enum StoryboardScene") == true)
    }

    @Test func aBrokenUserTemplateIsAnErrorNamingTheFile() throws {
        let folder = GeneratedCodeTypeCheckTests.scratch.appendingPathComponent("broken-template")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "{% for x in %}".write(to: folder.appendingPathComponent("segues.stencil"), atomically: true, encoding: .utf8)
        #expect {
            try Generator(userTemplates: folder).render(TemplateContext(context: Self.context("GenApp"), options: GenOptions()))
        } throws: { error in
            "\(error)".contains(folder.appendingPathComponent("segues.stencil").path)
        }
    }

    @Test func theMajorityFrameworkIsChosenAndTheOthersAreNamed() {
        let context = GenContext(project: Project(files: ProjectScanner.files(in: [Self.fixtures.path]).files))
        let picked = TemplateContext(context: context, options: GenOptions())
        #expect(picked.framework == .uikit)
        #expect(picked.skipped == ["Preferences.storyboard"])
    }
}
