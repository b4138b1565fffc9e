import IBDocument
import IBFoundation
import IBXML

/// One difference between two versions of a document, in the terms of Xcode's outline.
public struct DiffChange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kinds of difference.
    public enum Kind: String, Sendable, Codable {
        /// The element is only in the new version.
        case added
        /// The element is only in the old version.
        case removed
        /// The element has a new parent, or a new place among its siblings.
        case moved
        /// An attribute, text or keyed property of the element changed.
        case changed
    }

    /// What kind of difference.
    public var kind: Kind
    /// Where it is: `View Controller 'Settings' › Stack View › Label 'Title'`.
    public var path: String
    /// The property that changed (`text`, `frame`, `state normal`), for `changed`.
    public var property: String?
    /// The old value (or description of what was removed).
    public var old: String?
    /// The new value (or description of what was added).
    public var new: String?
    /// The 1-based line in the old file.
    public var oldLine: Int?
    /// The 1-based line in the new file.
    public var newLine: Int?

    /// Creates a change.
    public init(kind: Kind, path: String, property: String? = nil, old: String? = nil, new: String? = nil, oldLine: Int? = nil, newLine: Int? = nil) {
        self.kind = kind
        self.path = path
        self.property = property
        self.old = old
        self.new = new
        self.oldLine = oldLine
        self.newLine = newLine
    }

    /// One line a person reads, with both files' lines.
    public var description: String {
        let lines = "[\(oldLine.map(String.init) ?? "-")→\(newLine.map(String.init) ?? "-")]"
        switch kind {
        case .added: return "+ \(path)\(new.map { " \($0)" } ?? "") \(lines)"
        case .removed: return "- \(path)\(old.map { " \($0)" } ?? "") \(lines)"
        case .moved: return "~ \(path): moved \(old ?? "?") → \(new ?? "?") \(lines)"
        case .changed: return "~ \(path): \(property ?? "?") \(old ?? "nothing") → \(new ?? "nothing") \(lines)"
        }
    }
}

/// A semantic diff: elements matched by id, what Xcode rewrites on every save ignored.
public enum DocumentDiff {
    /// The differences from `old` to `new`, in the new document's order (removals in the old's).
    public static func changes(from old: DocumentVersion, to new: DocumentVersion) -> [DiffChange] {
        let names = (old: DiffNaming(version: old), new: DiffNaming(version: new))
        var changes: [DiffChange] = []
        let line = { (version: DocumentVersion, key: String) in version.location(key)?.line }
        for key in [new.rootKey] + new.globalKeys {
            guard old.nodes[key] != nil else {
                // An element added inside an added one is part of its parent's addition.
                if let parent = new.parent(key), new.nodes[ElementKey.owner(of: parent)] != nil,
                   old.nodes[ElementKey.owner(of: parent)] == nil, ElementKey.owner(of: parent) != new.rootKey { continue }
                let summary = names.new.summary(key)
                changes.append(DiffChange(kind: .added, path: names.new.path(added: key, summarized: summary != nil), new: summary, newLine: line(new, key)))
                continue
            }
            // Named only when it changed: naming reads the typed model, which an unchanged
            // document never needs.
            let path = { names.new.path(key) }
            if key != new.rootKey, let was = old.parent(key), let now = new.parent(key), was != now {
                changes.append(DiffChange(kind: .moved, path: path(), old: names.old.place(was), new: names.new.place(now),
                                          oldLine: line(old, key), newLine: line(new, key)))
            }
            changes += propertyChanges(key, old: old, new: new, naming: names.new, path: path, isRoot: key == new.rootKey)
        }
        for key in old.globalKeys where new.nodes[key] == nil {
            if let parent = old.parent(key), new.nodes[ElementKey.owner(of: parent)] == nil,
               old.nodes[ElementKey.owner(of: parent)] != nil, ElementKey.owner(of: parent) != old.rootKey { continue }
            let summary = names.old.summary(key)
            changes.append(DiffChange(kind: .removed, path: names.old.path(added: key, summarized: summary != nil), old: summary, oldLine: line(old, key)))
        }
        return changes
    }

    /// Reads both files and diffs them.
    public static func changes(old: [UInt8], oldPath: String, new: [UInt8], newPath: String) throws(DocumentError) -> [DiffChange] {
        try changes(from: DocumentVersion(bytes: old, path: oldPath), to: DocumentVersion(bytes: new, path: newPath))
    }

    /// Attributes, text and id-less properties of one element (down to the next id-bearing one).
    static func propertyChanges(_ key: String, old: DocumentVersion, new: DocumentVersion, naming: DiffNaming,
                                path: () -> String, isRoot: Bool) -> [DiffChange] {
        var changes: [DiffChange] = []
        let oldAttributes = old.attributes(key), newAttributes = new.attributes(key)
        var names = newAttributes.map(\.name)
        for attribute in oldAttributes where !names.contains(attribute.name) { names.append(attribute.name) }
        for name in names {
            if isRoot && ToolVersion.stampAttributes.contains(name) { continue }
            let was = oldAttributes.first { $0.name == name }?.value, now = newAttributes.first { $0.name == name }?.value
            if was != now {
                changes.append(DiffChange(kind: .changed, path: path(), property: name, old: was, new: now,
                                          oldLine: old.location(key)?.line, newLine: new.location(key)?.line))
            }
        }
        let oldText = old.text(key).trimmingWhitespace, newText = new.text(key).trimmingWhitespace
        if oldText != newText {
            changes.append(DiffChange(kind: .changed, path: path(), property: "text", old: String(oldText), new: String(newText),
                                      oldLine: old.location(key)?.line, newLine: new.location(key)?.line))
        }
        // Places pair by what they hold (`text`, `state normal`), so that an element Xcode renamed
        // between versions (`mutableString` → `string`) with the same content is no change.
        let oldPlaces = Self.places(of: key, in: old), newPlaces = Self.places(of: key, in: new)
        var properties = newPlaces.map(\.property)
        for place in oldPlaces where !properties.contains(place.property) { properties.append(place.property) }
        for property in properties {
            let was = oldPlaces.first { $0.property == property }?.key, now = newPlaces.first { $0.property == property }?.key
            if isRoot, let place = was ?? now, ToolVersion.isStamp(placeKey: place) { continue }
            if let was, let now, was == now, old.isContainer(was) || new.isContainer(now) {
                changes += propertyChanges(was, old: old, new: new, naming: naming, path: path, isRoot: false)
                continue
            }
            // A list that appears or goes with its first or last member: the members are the change.
            if was == nil || now == nil, let place = was ?? now, (was != nil ? old : new).isContainer(place),
               case let version = was != nil ? old : new, case let members = version.children(place), !members.isEmpty,
               version.name(place) == "resources" || members.allSatisfy(ElementKey.isGlobal) {
                if version.name(place) == "resources" {
                    for member in version.children(place) {
                        let line = version.location(member)?.line
                        let change = was != nil ? resourceChange(old: member, new: nil, in: (old, new), lines: (line, nil))
                                                : resourceChange(old: nil, new: member, in: (old, new), lines: (nil, line))
                        if let change { changes.append(change) }
                    }
                }
                continue
            }
            let oldLine = was.flatMap { old.location($0)?.line }, newLine = now.flatMap { new.location($0)?.line }
            if old.name(key) == "resources" || new.name(key) == "resources" {
                if let change = resourceChange(old: was, new: now, in: (old, new), lines: (oldLine, newLine)) { changes.append(change) }
                continue
            }
            var oldValue = was.map { DiffNaming.flat(old, $0) }, newValue = now.map { DiffNaming.flat(new, $0) }
            if oldValue == newValue, let was, let now, old.placeSignature(was) != new.placeSignature(now) {
                // Two colours with one hex: their components tell them apart.
                oldValue = DiffNaming.flat(old, was, raw: true)
                newValue = DiffNaming.flat(new, now, raw: true)
            }
            guard oldValue != newValue else { continue }
            changes.append(DiffChange(kind: .changed, path: path(), property: property, old: oldValue, new: newValue,
                                      oldLine: oldLine, newLine: newLine))
        }
        changes += reorderings(key, old: old, new: new, naming: naming)
        return changes
    }

    /// A resource added, removed or changed: `+ Named Color 'Accent' #3366CC`.
    static func resourceChange(old was: String?, new now: String?, in versions: (old: DocumentVersion, new: DocumentVersion),
                               lines: (old: Int?, new: Int?)) -> DiffChange? {
        let value = { (version: DocumentVersion, key: String) -> String in
            if let color = version.children(key).first(where: { version.name($0) == "color" }) { return DiffNaming.flat(version, color) }
            return version.attributes(key).filter { $0.name != "name" }.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        }
        let (version, key) = now.map { (versions.new, $0) } ?? (versions.old, was!)
        let name = version.nodes[key].flatMap { version.tree.attribute("name", of: $0) } ?? "?"
        let path = "\(Document.words(version.name(key))) '\(name)'"
        var oldValue = was.map { value(versions.old, $0) }, newValue = now.map { value(versions.new, $0) }
        if oldValue == newValue, let was, let now, versions.old.placeSignature(was) != versions.new.placeSignature(now) {
            oldValue = DiffNaming.flat(versions.old, was, raw: true)
            newValue = DiffNaming.flat(versions.new, now, raw: true)
        }
        switch (oldValue, newValue) {
        case (nil, let added?): return DiffChange(kind: .added, path: path, new: added.isEmpty ? nil : added, newLine: lines.new)
        case (let removed?, nil): return DiffChange(kind: .removed, path: path, old: removed.isEmpty ? nil : removed, oldLine: lines.old)
        case (let before?, let after?) where before != after:
            return DiffChange(kind: .changed, path: path, property: "value", old: before, new: after, oldLine: lines.old, newLine: lines.new)
        default: return nil
        }
    }

    /// An element's id-less children with the name a person knows them by.
    static func places(of key: String, in version: DocumentVersion) -> [(key: String, property: String)] {
        version.children(key).filter { !ElementKey.isGlobal($0) }.map { place in
            let local = String(place.dropFirst(key.count + 1))
            guard let node = version.nodes[place], let name = version.tree.attribute("key", of: node) else { return (place, local) }
            let tag = version.name(place)
            return (place, ["string", "mutableString", "rect", "color", "fontDescription", "size", "point"].contains(tag) ? name : "\(tag) \(name)")
        }
    }

    /// Lists whose order is what the user sees (z-order, menu and segment order).
    static let orderedLists: Set<String> = ["subviews", "items", "cells", "prototypes", "tableColumns", "segments", "tabViewItems", "toolbarItems"]

    /// Members of an ordered list that changed place among the members both versions keep.
    static func reorderings(_ key: String, old: DocumentVersion, new: DocumentVersion, naming: DiffNaming) -> [DiffChange] {
        guard let list = key.split(separator: "/").last, orderedLists.contains(String(list)) else { return [] }
        let oldList = old.children(key), newList = new.children(key)
        let inNew = Set(newList)
        let before = oldList.filter { inNew.contains($0) }
        let inBefore = Set(before)
        let after = newList.filter { inBefore.contains($0) }
        guard before != after else { return [] }
        let stayed = Set(KeptOrder.longest(from: before, to: after))
        let position = Dictionary(before.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return after.enumerated().filter { !stayed.contains($0.element) }.map { index, member in
            DiffChange(kind: .moved, path: naming.path(member), old: "position \((position[member] ?? 0) + 1)",
                       new: "position \(index + 1)", oldLine: old.location(member)?.line, newLine: new.location(member)?.line)
        }
    }
}
