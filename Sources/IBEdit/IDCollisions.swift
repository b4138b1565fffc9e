import IBXML

/// Ids that both sides created for different elements: theirs get fresh ids, references included.
///
/// Equal random ids are one object both branches took from a shared commit; equal sequential
/// (numeric) ids on different content, or on different kinds of element, are two objects.
enum IDCollisions {
    /// Renames colliding ids in `theirs` (an edit of its tree) and says which.
    static func separate(base: DocumentVersion, ours: DocumentVersion, theirs theirsVersion: DocumentVersion) -> [(old: String, new: String)] {
        let theirs = theirsVersion.tree
        var taken = Set<String>()
        for version in [base, ours, theirsVersion] { taken.formUnion(version.globalKeys.compactMap(ElementKey.id)) }
        var renamed: [(old: String, new: String)] = []
        for key in theirsVersion.globalKeys {
            guard let id = ElementKey.id(in: key), base.nodes[key] == nil, ours.nodes[key] != nil else { continue }
            // Xcode's random ids (`abc-de-fgh`) are the same object when they are equal, come
            // from a commit both branches share; its sequential numeric ids are handed out anew
            // on each branch, so there an equal id on different content is two objects.
            let differentKind = ours.name(key) != theirsVersion.name(key)
            let sequential = id.allSatisfy(\.isNumber) && ours.ownSignature(key) != theirsVersion.ownSignature(key)
            guard differentKind || sequential else { continue }
            let fresh = freshID(for: id, avoiding: taken)
            taken.insert(fresh)
            renamed.append((id, fresh))
        }
        guard !renamed.isEmpty else { return [] }
        let map = Dictionary(renamed, uniquingKeysWith: { first, _ in first })
        var edits: [(XMLNodeID, String, String)] = []
        theirs.forEachElement(withAnyAttributeOf: ElementKey.referenceAttributes.union(["id"])) { node, attribute in
            let value = theirs.value(of: attribute)
            if let fresh = map[value] { edits.append((node, theirs.name(of: attribute), fresh)) }
        }
        for (node, name, value) in edits { try? theirs.setAttribute(name, to: value, of: node) }
        return renamed
    }

    /// An id in Xcode's `abc-de-fgh` shape, derived from the old one, that no version uses.
    static func freshID(for id: String, avoiding taken: Set<String>) -> String {
        var ids = XcodeIDs(seed: id.utf8.reduce(UInt64(1469598103934665603)) { ($0 ^ UInt64($1)) &* 1099511628211 })
        return ids.next(avoiding: taken)
    }
}
