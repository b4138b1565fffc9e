import Foundation
import IBFoundation

/// What the project's Swift and Objective-C sources declare that documents depend on: classes with
/// their outlets, actions and key-value coding keys, and the identifier strings the code uses.
///
/// A plain value with no knowledge of documents; built once per run, then read by every rule.
public struct SourceIndex: Sendable {
    /// Classes by name, each with its declaration and extensions merged.
    public private(set) var types: [String: SourceType] = [:]
    /// Identifier strings handed to UIKit/AppKit, in file order.
    public private(set) var identifierUses: [IdentifierUse] = []
    /// The files indexed.
    public private(set) var files: [String] = []
    /// Files that could not be read.
    public private(set) var diagnostics: [Diagnostic] = []
    private var objcNames: [String: String] = [:]

    /// An empty index.
    public init() {}

    /// The modules the indexed classes belong to, where the layout tells.
    public private(set) var modules: Set<String> = []
    /// Selector → the classes declaring an exposed method with it.
    private var exposedSelectors: [String: Set<String>] = [:]

    /// Whether no source file was indexed.
    public var isEmpty: Bool { files.isEmpty }

    /// Adds what one file declares.
    public mutating func add(_ file: SourceFileIndex) {
        files.append(file.path)
        identifierUses.append(contentsOf: file.identifierUses)
        diagnostics.append(contentsOf: file.diagnostics)
        for entry in file.types { merge(entry) }
    }

    private mutating func merge(_ entry: SourceType) {
        if let objcName = entry.objcName { objcNames[objcName] = entry.name }
        if let module = entry.module { modules.insert(module) }
        for method in entry.methods where method.isExposed { exposedSelectors[method.selector, default: []].insert(entry.name) }
        guard var existing = types[entry.name] else { types[entry.name] = entry; return }
        if entry.isDeclared && !existing.isDeclared {
            existing.superclass = entry.superclass
            existing.location = entry.location
            existing.isDeclared = true
            existing.language = entry.language
            existing.module = entry.module
            existing.objcName = entry.objcName
        } else if existing.superclass == nil {
            existing.superclass = entry.superclass
        }
        existing.conformances += entry.conformances.filter { !existing.conformances.contains($0) }
        existing.isDesignable = existing.isDesignable || entry.isDesignable
        existing.outlets += entry.outlets
        existing.methods += entry.methods
        existing.properties += entry.properties
        types[entry.name] = existing
    }

    /// The classes that declare an Objective-C-visible method with this selector, sorted by name.
    public func types(exposing selector: String) -> [SourceType] {
        (exposedSelectors[selector] ?? []).sorted().compactMap { types[$0] }
    }

    /// The class named `name` as a document writes it: plain, module-qualified (`App.Cell`), or
    /// by its `@objc(Name)` runtime name.
    public func type(named name: String) -> SourceType? {
        if let found = types[name] { return found }
        if let swiftName = objcNames[name] { return types[swiftName] }
        if let dot = name.lastIndex(of: ".") { return types[String(name[name.index(after: dot)...])] }
        return nil
    }

    /// Indexes every file, on all cores, in a deterministic order.
    ///
    /// - Parameters:
    ///   - text: a file's text when it is supplied rather than read from disk (nil: read it).
    ///   - module: the module a file belongs to, when the project layout tells.
    public static func build(files paths: [String], text: @Sendable (String) -> String? = { _ in nil },
                             module: @Sendable (String) -> String? = { _ in nil }) -> SourceIndex {
        let sorted = paths.sorted()
        let results = ConcurrentSlots<SourceFileIndex>(count: sorted.count)
        DispatchQueue.concurrentPerform(iterations: sorted.count) { i in
            let path = sorted[i]
            results[i] = text(path).map { SourceFileIndex.index(text: $0, path: path, module: module(path)) }
                ?? SourceFileIndex.read(path: path, module: module(path))
        }
        var index = SourceIndex()
        for file in results.values { index.add(file) }
        return index
    }
}

