import Foundation
@testable import IBGen
import IBProject

/// Generates code for a set of documents and type-checks it against the stub frameworks, with an
/// empty class declared for every custom class the documents name (in its own module when the
/// document names one).
struct TypeCheckHarness {
    let stubs: StubFrameworks

    /// nil when the generated code type-checks, else swiftc's output with the generated files' paths.
    func check(_ context: GenContext, options: GenOptions = GenOptions(), in folder: URL) throws -> String? {
        var options = options
        options.framework = stubs.framework
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = try Generator().render(TemplateContext(context: context, options: options))
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let (own, modules) = customClasses(context, targetModule: options.targetModule)
        for module in modules.keys.sorted() {
            try stubs.compile(module: module, classes: modules[module] ?? [], into: folder)
        }
        let customs = folder.appendingPathComponent("CustomClasses.swift")
        let customSource = stubs.imports + own.map { "open class \($0.name): \($0.base) {}\n" }.joined()
        try customSource.write(to: customs, atomically: true, encoding: .utf8)
        return try StubFrameworks.swiftc(["-typecheck", "-parse-as-library", "-swift-version", "6", "-I", stubs.folder.path, "-I", folder.path, customs.path] + paths)
    }

    /// The custom classes to declare: the target's own, and those of other modules by module.
    func customClasses(_ context: GenContext, targetModule: String?) -> ([(name: String, base: String)], [String: [(name: String, base: String)]]) {
        let appKit = stubs.framework == .appkit
        let controller = appKit ? "NSViewController" : "UIViewController"
        let view = appKit ? "NSView" : "UIView"
        var references: [(GenContext.ClassRef, String)] = []
        for storyboard in context.storyboards where UIFramework(platform: storyboard.platform) == stubs.framework {
            references += ([storyboard.initialScene?.controller].compactMap { $0 } + storyboard.scenes.map(\.controller)).map { ($0, controller) }
            for group in storyboard.segues {
                references += ([group.source] + group.segues.compactMap(\.destination)).map { ($0, controller) }
            }
            for group in storyboard.cells {
                references += group.cells.map { ($0.cell, group.container == "table" ? "UITableViewCell" : "UICollectionViewCell") }
            }
        }
        for xib in context.xibs where UIFramework(platform: xib.platform) == stubs.framework {
            references += [xib.owner].compactMap { $0 }.map { ($0, "NSObject") }
            references += xib.views.map { ($0, view) } + xib.cells.map { ($0.cell, view) }
        }
        let knowledge = FrameworkKnowledge.standard
        func depth(_ name: String) -> Int {
            var count = 0
            var current = knowledge.classes[name]?.superclass
            while let next = current, count < 64 { count += 1; current = knowledge.classes[next]?.superclass }
            return count
        }
        var own: [String: String] = [:]
        var modules: [String: [String: String]] = [:]
        for (reference, fallback) in references where reference.isCustom && !knowledge.knows(reference.name) && SwiftName.isPlainIdentifier(reference.name) {
            let known = knowledge.knows(reference.baseClass) && TypeResolver.module(of: reference.baseClass).map { $0 == stubs.framework.moduleName || StubFrameworks.sideModules.contains($0) } == true
            let base = known ? reference.baseClass : fallback
            // A class named twice (File's Owner of its own cell xib, say) gets its most specific base.
            func keep(_ current: String?) -> String { current.map { depth($0) >= depth(base) ? $0 : base } ?? base }
            if let module = reference.module, module != targetModule {
                modules[module, default: [:]][reference.name] = keep(modules[module]?[reference.name])
            } else {
                own[reference.name] = keep(own[reference.name])
            }
        }
        func sorted(_ classes: [String: String]) -> [(name: String, base: String)] { classes.keys.sorted().map { ($0, classes[$0] ?? view) } }
        return (sorted(own), modules.mapValues(sorted))
    }
}
