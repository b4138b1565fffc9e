import Foundation
import IBFoundation
import IBGen
import IBProject

/// `ibkit gen`: type-safe Swift for the storyboards, scenes, segues, cells and xibs under the paths.
public enum GenAction {
    /// What `gen` was asked to do.
    public struct Options: Sendable {
        /// Documents, or folders to search for them.
        public var paths: [String] = []
        /// The folder the Swift files are written to; nil prints them on standard output.
        public var output: String?
        /// Writes nothing; names each file of `output` that generating would create or change, and fails if any.
        public var checksOutput = false
        /// Print the GenContext as JSON instead of rendering.
        public var printsContext = false
        /// Print the TemplateModel the templates read, as JSON, instead of rendering.
        public var printsTemplateModel = false
        /// A folder whose `.stencil` files replace the bundled templates of the same name.
        public var templates: String?
        /// A bundled template to print instead of generating.
        public var printTemplate: String?
        /// Names, access level, bundle, modules and framework.
        public var generation = GenOptions()

        /// Default options.
        public init() {}
    }

    /// Documents of one name in different folders (two targets' `Main.storyboard`), localized copies
    /// of one document counting once.
    static func sameNamedDocuments(in project: Project) -> [(String, [String])] {
        var result: [(String, [String])] = []
        for (suffix, groups) in [(".storyboard", project.storyboards), (".xib", project.nibs)] {
            for name in groups.keys.sorted() {
                var folders: [String: String] = [:]
                for document in groups[name] ?? [] {
                    let folder = ProjectRoot.folder(containing: document.path)
                    if folders[folder] == nil { folders[folder] = document.path }
                }
                if folders.count > 1 { result.append((name + suffix, folders.values.sorted())) }
            }
        }
        return result
    }

    /// Generates; 1 when a path or document could not be read or a template failed (the readable
    /// documents are still generated), else 0.
    public static func run(_ options: Options, console: Console) -> Int32 {
        if let name = options.printTemplate {
            do {
                console.block(try Generator.bundledTemplate(named: name.hasSuffix(".stencil") ? name : name + ".stencil"))
                return 0
            } catch {
                console.err("\(error)")
                return 1
            }
        }
        let (files, missing) = ProjectScanner.files(in: options.paths.isEmpty ? ["."] : options.paths)
        for path in missing { console.err("\(path):1:1: error: no such file or directory") }
        let kinds: Set<ProjectFile.Kind> = [.document, .xcodeProject, .workspace, .packageManifest, .dependencyLock]
        let bar = LockedValue(ProgressBar(total: files.filter { $0.kind == .document }.count, console: console))
        let project = Project(files: files.filter { kinds.contains($0.kind) }, followsTargetSources: false) { done, _, path in
            bar.withLock { $0.update(done: done, current: path) }
        }
        bar.withLock { $0.finish() }
        for diagnostic in project.loadDiagnostics { console.err(diagnostic.description) }
        for use in project.dependencyClasses(in: project.documents) {
            console.err("\(use.firstUse): note: class '\(use.className)' comes from dependency \(use.dependency.description): the generated code names it through its module")
        }
        var status: Int32 = missing.isEmpty && project.loadDiagnostics.isEmpty ? 0 : 1

        for (name, paths) in sameNamedDocuments(in: project) {
            console.err("note: \(paths.count) documents in different folders are named \(name); code is generated for one of them"
                + " (generate once per target to cover each): \(paths.prefix(3).joined(separator: ", "))\(paths.count > 3 ? ", …" : "")")
        }
        let context = GenContext(project: project)
        if options.printsContext {
            console.printJSON(context)
            return status
        }
        let rendered: [Generator.File]
        let templateContext = TemplateContext(context: context, options: options.generation)
        if options.printsTemplateModel {
            console.printJSON(templateContext.model)
            return status
        }
        do {
            rendered = try Generator(userTemplates: options.templates.map { URL(fileURLWithPath: $0) }).render(templateContext)
        } catch {
            console.err("\(error)")
            return 1
        }
        if !templateContext.skipped.isEmpty {
            let other = templateContext.framework == .uikit ? "appkit" : "uikit"
            console.err("note: \(templateContext.skipped.count) document(s) for another framework or watchOS left out"
                + " (--platform \(other) generates for them): \(templateContext.skipped.prefix(5).joined(separator: ", "))"
                + (templateContext.skipped.count > 5 ? ", …" : ""))
        }
        guard let output = options.output else {
            for file in rendered { console.block("// \(file.name)\n" + file.contents) }
            return status
        }
        if options.checksOutput {
            let stale = OutputWriter.outcomes(rendered, in: URL(fileURLWithPath: output)).filter { $0.outcome != .unchanged }
            for (name, outcome) in stale {
                console.out("\((output as NSString).appendingPathComponent(name)): \(outcome == .created ? "missing" : "out of date")")
            }
            if !stale.isEmpty {
                console.err("\(stale.count) generated file\(stale.count == 1 ? " is" : "s are") not what the documents generate; run ibkit gen -o \(output)")
                status = 1
            }
            return status
        }
        do {
            for (name, outcome) in try OutputWriter.write(rendered, to: URL(fileURLWithPath: output)) {
                console.err("\(outcome.rawValue) \((output as NSString).appendingPathComponent(name))")
            }
        } catch {
            console.err("\(output):1:1: error: cannot write the generated files: \(error.localizedDescription)")
            status = 1
        }
        return status
    }
}
