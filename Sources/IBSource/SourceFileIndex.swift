import Foundation
import IBFoundation

/// What one source file declares, before it is merged into a `SourceIndex`.
public struct SourceFileIndex: Sendable {
    /// The file's path.
    public var path: String
    /// The classes, extensions and categories the file declares, each as written there.
    public var types: [SourceType] = []
    /// The identifier strings the file hands to UIKit/AppKit.
    public var identifierUses: [IdentifierUse] = []
    /// Every other string the file spells out (constants, `static let`s, `SceneIdentifier("…")`,
    /// a `String` enum's raw values): an identifier among them may reach UIKit through a name.
    public var namedStrings: Set<String> = []
    /// Storyboard IDs built from a class's name, handed straight to an instantiate call.
    public var typeNameIdentifiers: [TypeNameIdentifier] = []
    /// Properties, functions and variables whose value is built from a class's name, by name:
    /// an instantiate call naming one (`T.storyboardIdentifier`) builds its ID that way.
    public var typeNameHolders: [String: [TypeNameIdentifier]] = [:]
    /// The names that instantiate calls' identifier arguments refer to, when they are not literals.
    public var instantiateArgumentNames: Set<String> = []
    /// The types each class's `prepare(for:sender:)` casts a segue's controllers to (`as?`, `as!`,
    /// `is`, Objective-C's `(Child *)`), by class: the children it configures; `*` when it sets a
    /// member of the destination whatever its class (`segue.destination.title = …`).
    public var prepareCasts: [String: Set<String>] = [:]
    /// Why the file could not be read, when it could not.
    public var diagnostics: [Diagnostic] = []
    /// The modules the file imports (`UIKit`, `AppKit`, …).
    public var imports: Set<String> = []
    /// Capitalized names the file uses as types or values (`SUUpdater` in `SUUpdater.shared()`):
    /// with `imports`, what says which module a class the sources never declare comes from.
    public var referencedTypeNames: Set<String> = []
    /// `typealias` names for classes: alias → class.
    public var typeAliases: [String: String] = [:]
    /// Whether any declaration sits under an `#if`.
    public var hasConditions = false

    /// Creates an empty file index.
    public init(path: String) { self.path = path }

    /// The file extensions ibkit indexes.
    public static let sourceExtensions: Set<String> = ["swift", "h", "m", "mm"]

    /// Reads and indexes the file at `path`, choosing the reader by extension.
    public static func read(path: String, module: String? = nil) -> SourceFileIndex {
        guard let data = FileManager.default.contents(atPath: path) else {
            var file = SourceFileIndex(path: path)
            file.diagnostics.append(Diagnostic(ruleID: "source-unreadable", severity: .error,
                                               message: "cannot read source file", location: SourceLocation(file: path, line: 1, column: 1)))
            return file
        }
        return index(text: String(decoding: data, as: UTF8.self), path: path, module: module)
    }

    /// Indexes source text; the extension of `path` picks Swift or Objective-C.
    public static func index(text: String, path: String, module: String? = nil) -> SourceFileIndex {
        var file = path.hasSuffix(".swift")
            ? SwiftIndexer.index(text: text, path: path)
            : ObjCScanner.index(text: text, path: path)
        if let module {
            for i in file.types.indices { file.types[i].module = module }
        }
        return file
    }
}

extension SourceFileIndex {
    /// The file as a target compiles it: classes and members under an `#if` that cannot hold in
    /// `environment` are left out.
    public func filtered(for environment: CompilationEnvironment) -> SourceFileIndex {
        guard hasConditions else { return self }
        var file = self
        file.types = types.compactMap { type -> SourceType? in
            if let condition = type.condition, !condition.mayHold(in: environment) { return nil }
            var kept = type
            kept.outlets = type.outlets.filter { $0.condition?.mayHold(in: environment) ?? true }
            kept.methods = type.methods.filter { $0.condition?.mayHold(in: environment) ?? true }
            kept.properties = type.properties.filter { $0.condition?.mayHold(in: environment) ?? true }
            return kept
        }
        return file
    }
}
