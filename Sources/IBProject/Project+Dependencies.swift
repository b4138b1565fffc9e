import IBDocument
import IBFoundation
import IBSource
import IBTargets

/// A class a dependency provides, as the documents use it.
public struct DependencyClassUse: Sendable {
    /// The class name as the documents write it.
    public var className: String
    /// The dependency presumed to provide it.
    public var dependency: Dependency
    /// Its first use, in document order.
    public var firstUse: SourceLocation
    /// How many objects use it.
    public var uses: Int
}

/// Classes that come from the project's dependencies rather than its own sources.
extension Project {
    /// The dependency a class that no source of `scope` declares presumably comes from: the one
    /// providing its document module, or, without a module (an Objective-C class), the one whose
    /// name shares the longest prefix of at least two letters with the class name
    /// (`MASShortcutView` → `MASShortcut`, `SPUStandardUpdaterController` → `Sparkle`), or by the
    /// known prefixes of widely used dependencies (`SUUpdater` → `Sparkle`), or else the one
    /// dependency that the files using the class in code import. Nil when the class is
    /// the project's own, or no dependency fits.
    public func dependency(providing className: String, module: String?, scope: SourceScope) -> Dependency? {
        let dependencies = buildModel.dependencies
        guard !dependencies.isEmpty, !scope.hierarchy.isDeclaredInSources(className) else { return nil }
        if let module {
            if let provider = buildModel.dependency(providing: module) { return provider }
            if scope.projectModules.contains(module) { return nil }
        }
        // Without sources, a class the project declares cannot be told from one a dependency
        // does: only the module says.
        guard hasSources else { return nil }
        let plain = ClassHierarchy.plain(className)
        let classWords = Set(Self.words(plain))
        // By the longest shared prefix, then by the words shared (PINAnimatedImageView is nearer
        // PINRemoteImage than PINCache), then by name.
        var best: (dependency: Dependency, score: (Int, Int))?
        for dependency in dependencies.sorted() {
            for name in [dependency.name] + dependency.modules.sorted() {
                let prefix = Self.sharedPrefix(name.lowercased(), plain.lowercased())
                guard prefix >= 2 else { continue }
                let score = (prefix, classWords.intersection(Self.words(name)).count)
                if best == nil || score > best!.score { best = (dependency, score) }
            }
        }
        if let best { return best.dependency }
        if let known = DependencyClassPrefixes.dependency(providing: plain, among: dependencies) { return known }
        // A class the code uses in files that import a dependency (`import Sparkle` beside
        // `SUUpdater.shared()`) is that dependency's, when only one of them fits.
        let imported = dependencyImportsByName[plain] ?? []
        return imported.count == 1 ? imported.first : nil
    }

    /// For each capitalized name a source uses, the dependencies its file imports.
    static func dependencyImports(_ files: [SourceFileIndex], dependencies: [Dependency]) -> [String: Set<Dependency>] {
        guard !dependencies.isEmpty else { return [:] }
        var byModule: [String: Dependency] = [:]
        for dependency in dependencies.sorted() {
            for module in dependency.modules.union([dependency.name]) where byModule[module] == nil { byModule[module] = dependency }
        }
        var result: [String: Set<Dependency>] = [:]
        for file in files {
            let imported = Set(file.imports.compactMap { byModule[$0] })
            guard !imported.isEmpty else { continue }
            for name in file.referencedTypeNames { result[name, default: []].formUnion(imported) }
        }
        return result
    }

    /// The classes of `documents` that dependencies provide, each once, in order of first use;
    /// documents no target bundles are left out.
    public func dependencyClasses(in documents: [Document]) -> [DependencyClassUse] {
        guard !buildModel.dependencies.isEmpty else { return [] }
        var found: [String: DependencyClassUse] = [:]
        var order: [String] = []
        for document in documents.sorted(by: { $0.path < $1.path }) {
            if case .noTarget = membership(of: document) { continue }
            let scope = scope(for: document)
            for object in document.allObjects {
                guard let name = object.customClass, object.placeholder != .firstResponder, object.placeholder != .exit,
                      !scope.hierarchy.isKnown(name) else { continue }
                if found[name] != nil { found[name]!.uses += 1; continue }
                guard let dependency = dependency(providing: name, module: object.customModule, scope: scope) else { continue }
                found[name] = DependencyClassUse(className: name, dependency: dependency, firstUse: object.location, uses: 1)
                order.append(name)
            }
        }
        return order.compactMap { found[$0] }
    }

    static func sharedPrefix(_ a: String, _ b: String) -> Int {
        zip(a.unicodeScalars, b.unicodeScalars).prefix { $0 == $1 }.count
    }

    /// The words of a camel-case name, lowercased: `PINRemoteImage` → pin, remote, image.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last?.isLowercase == true || next?.isLowercase == true)
            if startsWord || !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = character.isLetter || character.isNumber ? String(character) : ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
