import Foundation
import IBFoundation

/// What the project's Swift and Objective-C sources declare that documents depend on: classes with
/// their outlets, actions and key-value coding keys, and the identifier strings the code uses.
///
/// A plain value with no knowledge of documents. Files are parsed once (`parse`), then assembled
/// into one index per scope (`init(files:environment:module:)`): the sources a target compiles,
/// with its `#if` conditions decided and its module name.
public struct SourceIndex: Sendable {
    /// Classes by name, each with its declaration and extensions merged.
    public private(set) var types: [String: SourceType] = [:]
    /// Identifier strings handed to UIKit/AppKit, in file order.
    public private(set) var identifierUses: [IdentifierUse] = []
    /// Strings the code spells out anywhere, handed to UIKit/AppKit or not (see `SourceFileIndex.namedStrings`).
    public private(set) var namedStrings: Set<String> = []
    /// The files indexed.
    public private(set) var files: [String] = []
    /// How the code builds storyboard IDs from class names, if it does (see `TypeNameIdentifier`).
    public private(set) var typeNameIdentifiers: [TypeNameIdentifier] = []
    private var typeNameHolders: [String: [TypeNameIdentifier]] = [:]
    /// The types each class's `prepare(for:sender:)` casts segues' controllers to, by class.
    public private(set) var prepareCasts: [String: Set<String>] = [:]
    private var instantiateArgumentNames: Set<String> = []
    /// Files that could not be read.
    public private(set) var diagnostics: [Diagnostic] = []
    private var objcNames: [String: String] = [:]

    /// An empty index.
    public init() {}

    /// The modules the indexed classes belong to, where the project tells.
    public private(set) var modules: Set<String> = []
    /// The modules the indexed files import (`import Foo`, `@import Foo;`, `#import <Foo/…>`).
    public private(set) var importedModules: Set<String> = []
    /// Selector → the classes declaring an exposed method with it.
    private var exposedSelectors: [String: Set<String>] = [:]

    /// Whether no source file was indexed.
    public var isEmpty: Bool { files.isEmpty }

    /// Assembles parsed files: declarations whose `#if` cannot hold in `environment` are left
    /// out, extensions of a `typealias` extend its class, and each file's classes get the module
    /// `module` gives it.
    public init(files parsed: [SourceFileIndex], environment: CompilationEnvironment = .unknown, module: (String) -> String? = { _ in nil }) {
        var aliases: [String: String] = [:]
        for file in parsed { aliases.merge(file.typeAliases) { first, _ in first } }
        for file in parsed {
            var file = file.filtered(for: environment)
            let name = module(file.path)
            for i in file.types.indices {
                file.types[i].module = name
                if !file.types[i].isDeclared, let target = Self.resolve(file.types[i].name, aliases: aliases) { file.types[i].name = target }
                if environment.infersObjC, file.types[i].language == .swift { file.types[i].exposeAllMembers() }
            }
            add(file)
        }
    }

    /// An alias's class, following aliases of aliases.
    static func resolve(_ name: String, aliases: [String: String]) -> String? {
        var current = name
        var steps = 0
        while let next = aliases[current], steps < 8 { current = next; steps += 1 }
        return current == name ? nil : current
    }

    /// Adds what one file declares.
    public mutating func add(_ file: SourceFileIndex) {
        files.append(file.path)
        importedModules.formUnion(file.imports)
        identifierUses.append(contentsOf: file.identifierUses)
        namedStrings.formUnion(file.namedStrings)
        addTypeNameIdentifiers(of: file)
        prepareCasts.merge(file.prepareCasts) { $0.union($1) }
        diagnostics.append(contentsOf: file.diagnostics)
        for entry in file.types { merge(entry) }
    }

    /// Links the file's class-name strings to instantiate calls in any file: a protocol
    /// extension in one file builds the ID that a generic helper in another hands UIKit.
    private mutating func addTypeNameIdentifiers(of file: SourceFileIndex) {
        var found = file.typeNameIdentifiers
        for name in file.instantiateArgumentNames where !instantiateArgumentNames.contains(name) {
            instantiateArgumentNames.insert(name)
            found += typeNameHolders[name] ?? []
        }
        for (name, templates) in file.typeNameHolders {
            typeNameHolders[name, default: []] += templates
            if instantiateArgumentNames.contains(name) { found += templates }
        }
        for template in found where !typeNameIdentifiers.contains(template) { typeNameIdentifiers.append(template) }
    }

    private mutating func merge(_ entry: SourceType) {
        if let objcName = entry.objcName { objcNames[objcName] = entry.name }
        if let module = entry.module { modules.insert(module) }
        for method in entry.methods where method.isExposed { exposedSelectors[method.selector, default: []].insert(entry.name) }
        guard types[entry.name] != nil else { types[entry.name] = entry; return }
        // Mutated in place: a class with many extensions is not copied once per extension.
        types[entry.name]!.absorb(entry)
    }

    /// The classes that declare an Objective-C-visible method with this selector, sorted by name.
    public func types(exposing selector: String) -> [SourceType] {
        (exposedSelectors[selector] ?? []).sorted().compactMap { types[$0] }
    }

    /// Every method with this selector, exposed or not, with its class: what a First Responder
    /// action may have meant.
    public func methods(withSelector selector: String) -> [(type: String, method: SourceMethod)] {
        types.keys.sorted().flatMap { name in
            types[name]!.methods.filter { $0.selector == selector }.map { (name, $0) }
        }
    }

    /// The class named `name` as a document writes it: plain, module-qualified (`App.Cell`), or
    /// by its `@objc(Name)` runtime name.
    public func type(named name: String) -> SourceType? {
        if let found = types[name] { return found }
        if let swiftName = objcNames[name] { return types[swiftName] }
        if let dot = name.lastIndex(of: ".") { return types[String(name[name.index(after: dot)...])] }
        return nil
    }

    /// Parses every file, on all cores, in a deterministic order.
    ///
    /// - Parameter text: a file's text when it is supplied rather than read from disk (nil: read it).
    public static func parse(files paths: [String], text: @Sendable (String) -> String? = { _ in nil }) -> [SourceFileIndex] {
        let sorted = paths.sorted()
        let results = ConcurrentSlots<SourceFileIndex>(count: sorted.count)
        ParallelWork.forEach(sorted.count) { i in
            let path = sorted[i]
            results[i] = text(path).map { SourceFileIndex.index(text: $0, path: path) } ?? SourceFileIndex.read(path: path)
        }
        return results.values
    }

    /// Parses and assembles every file with nothing known of the build.
    public static func build(files paths: [String], text: @Sendable (String) -> String? = { _ in nil },
                             module: @Sendable (String) -> String? = { _ in nil }) -> SourceIndex {
        SourceIndex(files: parse(files: paths, text: text), module: module)
    }
}

extension SourceType {
    /// Adds what another declaration or extension of the same class says.
    mutating func absorb(_ entry: SourceType) {
        if entry.isDeclared && !isDeclared {
            superclass = entry.superclass
            location = entry.location
            isDeclared = true
            language = entry.language
            module = entry.module
            objcName = entry.objcName
        } else if superclass == nil {
            superclass = entry.superclass
        }
        for conformance in entry.conformances where !conformances.contains(conformance) { conformances.append(conformance) }
        isDesignable = isDesignable || entry.isDesignable
        outlets += entry.outlets
        methods += entry.methods
        properties += entry.properties
    }

    /// Swift 3's inference: every member of a class is visible to Objective-C.
    mutating func exposeAllMembers() {
        guard !isDeclared || superclass != nil else { return }
        for i in methods.indices { methods[i].isExposed = true }
        for i in properties.indices { properties[i].isKVCCompliant = true }
    }
}
