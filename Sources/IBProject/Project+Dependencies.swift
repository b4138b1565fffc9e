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
    /// providing its document module; without a module (an Objective-C class), the one whose
    /// checked-out files declare it (`Pods/NAME/`, `Carthage/Checkouts/NAME/`, a package
    /// checkout), else the one whose name starts with the class's prefix (`MASShortcutView` →
    /// `MASShortcut`, nearest by shared words), else by the known prefixes of widely used
    /// dependencies (`SUUpdater` → `Sparkle`), else the one dependency that the files using the
    /// class in code import. Nil when the class is the project's own, or no dependency fits.
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
        if let declaring = dependency(declaring: plain, among: dependencies) { return declaring }
        let classWords = Set(Self.words(plain))
        // A dependency whose name starts with the class's prefix (MAS of MASShortcutView; two
        // letters shared by chance, SV of SVGKImageView and SVProgressHUD, are no evidence), by
        // the longest shared prefix, then by the words shared (PINAnimatedImageView is nearer
        // PINRemoteImage than PINCache), then by name.
        let classPrefix = Self.classPrefix(plain).lowercased()
        var best: (dependency: Dependency, score: (Int, Int))?
        for dependency in dependencies.sorted() where classPrefix.count >= 2 {
            for name in [dependency.name] + dependency.modules.sorted() {
                let prefix = Self.sharedPrefix(name.lowercased(), plain.lowercased())
                guard prefix >= classPrefix.count else { continue }
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

    /// The dependency whose checked-out files declare the class: a source under `Pods/NAME/`,
    /// `Carthage/Checkouts/NAME/` or a package checkout `checkouts/NAME/`.
    func dependency(declaring className: String, among dependencies: [Dependency]) -> Dependency? {
        for file in parsedSources where file.types.contains(where: { $0.name == className && $0.isDeclared }) {
            let parts = file.path.split(separator: "/")
            for (index, part) in parts.enumerated() where ["Pods", "Checkouts", "checkouts"].contains(part) && index + 1 < parts.count {
                let folder = parts[index + 1].lowercased()
                if let found = dependencies.sorted().first(where: { $0.name.lowercased() == folder || $0.modules.contains { $0.lowercased() == folder } }) {
                    return found
                }
            }
        }
        return nil
    }

    /// An Objective-C class's prefix: its leading capitals but the one that starts the first
    /// word (`MAS` of `MASShortcutView`, `SPU` of `SPUUpdater`); empty for `ChartView`.
    static func classPrefix(_ name: String) -> String {
        let capitals = name.prefix { $0.isUppercase }
        guard capitals.count < name.count else { return String(capitals) }
        return String(capitals.dropLast())
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
