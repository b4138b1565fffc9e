import Foundation
import IBFoundation
import IBProject
import IBSource
import IBStructuralEdit
import IBTargets
import IBXML

/// A script applied to a document and, with a project, to what the document shares with it: a
/// renamed class renamed in the project's other documents and code, and the outlets and actions
/// the script asks to declare (`"declare": true`) added to the classes' code.
///
/// All or nothing like the document's edits: a member whose class has no declaration in the
/// project refuses the script, naming the edit.
public struct ProjectEdit: Sendable {
    /// One file's bytes before and after.
    public struct FileChange: Sendable {
        /// The file.
        public var path: String
        /// Its bytes before the script.
        public var before: [UInt8]
        /// Its bytes after.
        public var after: [UInt8]
    }

    /// What the script made of the document itself.
    public var document: StructuralEditor.Result
    /// Every changed file, the document first.
    public var files: [FileChange]
    /// What was asked and needed nothing (a member the class already declares).
    public var notes: [String] = []

    /// Applies `script` to the document `tree` read from `path`, and to `project` (a folder or
    /// `.xcodeproj`) when given.
    public static func apply(_ script: EditScript, to tree: XMLTree, path: String, project: String?) throws(EditFailure) -> ProjectEdit {
        let original = tree.bytes
        let document = try StructuralEditor.apply(script, to: tree, path: path)
        var edit = ProjectEdit(document: document, files: [FileChange(path: path, before: original, after: document.bytes)])
        guard let project else {
            if let first = document.declarations.first {
                throw EditFailure(index: first.edit, op: first.op, message: "\"declare\" needs --project: the project holds the code of \(first.owner)")
            }
            return edit
        }
        // Reading the project's code is for edits that reach it.
        guard !document.declarations.isEmpty || !document.renames.isEmpty else { return edit }
        var workspace = Workspace(project: project, editing: path)
        try edit.declare(document.declarations, renames: document.renames, in: &workspace)
        try edit.rename(document.renames, in: &workspace, script: script)
        edit.files += workspace.changes
        return edit
    }

    private mutating func declare(_ declarations: [CodeDeclaration], renames: [(from: String, to: String)], in workspace: inout Workspace) throws(EditFailure) {
        for declaration in declarations {
            // The code still has the name the class had before the script renamed it.
            let codeName = renames.reversed().reduce(declaration.owner) { name, rename in name == rename.to ? rename.from : name }
            func failure(_ message: String) -> EditFailure { EditFailure(index: declaration.edit, op: declaration.op, message: message) }
            guard let type = workspace.sources.type(named: codeName), type.isDeclared else {
                throw failure("the project declares no class \(codeName) in Swift or Objective-C to add \(declaration.name) to")
            }
            // The class or a superclass the project declares may have it already: declaring it
            // again would be an override Swift refuses.
            if let owner = workspace.declaringClass(of: declaration.member, from: type) {
                notes.append("\(owner == codeName ? codeName : "\(codeName)'s superclass \(owner)") already declares \(declaration.name)")
                continue
            }
            let file = type.location.file
            let text = workspace.text(file)
            switch type.language {
            case .swift:
                let placement: SwiftClassSource.Placement = if case .outlet = declaration.member { .withOutlets } else { .atEnd }
                guard let changed = SwiftClassSource.adding(MemberText.swift(declaration), toClass: codeName, placement: placement, in: text) else {
                    throw failure("\(file) does not declare the class \(codeName) where the project index found it")
                }
                workspace.set(file, changed)
            case .objectiveC:
                guard let header = ObjCClassSource.adding([MemberText.objectiveCInterface(declaration)], to: .interface, of: codeName, in: text) else {
                    throw failure("\(file) has no @interface \(codeName) to declare \(declaration.name) in")
                }
                workspace.set(file, header)
                if case .action = declaration.member {
                    guard let (implementation, body) = workspace.implementation(of: codeName),
                          let changed = ObjCClassSource.adding(MemberText.objectiveCImplementation(declaration), to: .implementation, of: codeName, in: body) else {
                        throw failure("the project has no @implementation \(codeName) to add \(declaration.name) to")
                    }
                    workspace.set(implementation, changed)
                }
            }
        }
    }

    private mutating func rename(_ renames: [(from: String, to: String)], in workspace: inout Workspace, script: EditScript) throws(EditFailure) {
        // The script's renameClass edits, in order, are the renames: each failure names its edit.
        let renameEdits = script.edits.indices.filter { if case .renameClass = script.edits[$0] { true } else { false } }
        for (offset, rename) in renames.enumerated() {
            let index = (offset < renameEdits.count ? renameEdits[offset] : 0) + 1
            if let other = workspace.sources.types.values.first(where: { $0.name == rename.to && $0.isDeclared }) {
                throw EditFailure(index: index, op: "renameClass", message: "the project already declares a class \(rename.to) (\(other.location))")
            }
            for document in workspace.documents {
                let bytes = workspace.bytes(document)
                guard String(decoding: bytes, as: UTF8.self).contains("customClass=\"\(rename.from)\"") else { continue }
                do {
                    let renamed = try StructuralEditor.apply(EditScript(edits: [.renameClass(from: rename.from, to: rename.to)]), to: bytes, path: document)
                    workspace.set(document, renamed.bytes)
                } catch {
                    throw EditFailure(index: index, op: "renameClass", message: "\(document): \(error.description)")
                }
            }
            for source in workspace.sourcePaths {
                let text = workspace.text(source)
                let renamed = source.hasSuffix(".swift") ? SwiftClassSource.renaming(rename.from, to: rename.to, in: text)
                    : ObjCClassSource.renaming(rename.from, to: rename.to, in: text)
                if let renamed { workspace.set(source, renamed) }
            }
        }
    }
}

/// The project's files as the script leaves them: what was read, and what changed.
private struct Workspace {
    let sources: SourceIndex
    let sourcePaths: [String]
    /// The project's documents other than the one being edited.
    let documents: [String]
    private var current: [String: [UInt8]] = [:]
    private var original: [String: [UInt8]] = [:]
    private var order: [String] = []

    init(project: String, editing path: String) {
        let files = ProjectScanner.inputs(ofProject: project)
        let edited = CanonicalPath.key(path)
        documents = files.filter { $0.kind == .document && CanonicalPath.key($0.path) != edited }.map(\.path).sorted()
        // Only what finds classes: the sources, and the projects that say which ones targets compile.
        let loaded = Project(files: files.filter { $0.kind != .document })
        sources = loaded.sources
        sourcePaths = loaded.sources.files.sorted()
    }

    func bytes(_ path: String) -> [UInt8] {
        current[path] ?? FileManager.default.contents(atPath: path).map(Array.init) ?? []
    }

    func text(_ path: String) -> String { String(decoding: bytes(path), as: UTF8.self) }

    mutating func set(_ path: String, _ text: String) { set(path, Array(text.utf8)) }

    mutating func set(_ path: String, _ bytes: [UInt8]) {
        if original[path] == nil {
            original[path] = self.bytes(path)
            order.append(path)
        }
        current[path] = bytes
    }

    /// The class, from `type` up through the superclasses the project declares, that already
    /// has the member; nil when none has it.
    func declaringClass(of member: CodeDeclaration.Member, from type: SourceType) -> String? {
        var current: SourceType? = type
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate.name).inserted {
            switch member {
            case .outlet(let name, _) where candidate.outlet(named: name) != nil || candidate.property(named: name) != nil: return candidate.name
            case .action(let selector) where candidate.method(withSelector: selector) != nil: return candidate.name
            default: current = candidate.superclass.flatMap(sources.type(named:))
            }
        }
        return nil
    }

    /// The file holding `@implementation name`, with its text.
    func implementation(of name: String) -> (path: String, text: String)? {
        for path in sourcePaths where path.hasSuffix(".m") || path.hasSuffix(".mm") {
            let text = text(path)
            if text.contains("@implementation"), ObjCClassSource.has(.implementation, of: name, in: text) { return (path, text) }
        }
        return nil
    }

    var changes: [ProjectEdit.FileChange] {
        order.compactMap { path in
            guard let before = original[path], let after = current[path], before != after else { return nil }
            return ProjectEdit.FileChange(path: path, before: before, after: after)
        }
    }
}
