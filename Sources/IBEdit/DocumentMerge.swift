import IBFoundation
import IBXML

/// A three-way merge of Interface Builder documents by meaning, not by line.
///
/// Elements are matched by id (scenes by scene id); each side's edits are kept, lists merge
/// member by member, geometry Xcode recomputes is taken from ours, the tool stamps from the newer
/// side. What only a person can decide is written with diff3-style markers and listed in
/// ``MergeResult/conflicts``.
public enum DocumentMerge {
    /// Merges `ours` and `theirs`, both descended from `base`.
    public static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], paths: (base: String, ours: String, theirs: String) = ("base", "ours", "theirs"),
                             strategy: MergeStrategy = .markers, labels: (ours: String, base: String, theirs: String)? = nil) throws(DocumentError) -> MergeResult {
        let baseTree = try XMLTree.parse(base, path: paths.base)
        let oursTree = try XMLTree.parse(ours, path: paths.ours)
        let theirsTree = try XMLTree.parse(theirs, path: paths.theirs)
        for tree in [baseTree, oursTree, theirsTree] { try requireDocument(tree) }
        let baseVersion = try DocumentVersion(tree: baseTree)
        let oursVersion = try DocumentVersion(tree: oursTree)
        var theirsVersion = try DocumentVersion(tree: theirsTree)
        let renamed = IDCollisions.separate(base: baseVersion, ours: oursVersion, theirs: theirsVersion)
        if !renamed.isEmpty { theirsVersion = try DocumentVersion(tree: theirsTree) }
        let versions: [Side: DocumentVersion] = [.base: baseVersion, .ours: oursVersion, .theirs: theirsVersion]

        var names = ConflictBlock.Labels()
        if let labels { names = ConflictBlock.Labels(ours: labels.ours, base: labels.base, theirs: labels.theirs) }
        var fates = MergeFates(versions: versions, strategy: strategy, names: names)
        var emitter = MergeEmitter(versions: versions, fates: fates, strategy: strategy)
        var root = emitter.emitRoot()
        if !emitter.dangling.isEmpty {
            // A kept element pointing at a removed one: a conflict for a person, or, under a
            // strategy the user chose, an element Xcode would drop anyway.
            for (key, message) in emitter.dangling.sorted(by: { $0.key < $1.key }) {
                if strategy == .markers { fates.markDangling(key, message: message) } else { fates.drop(key) }
            }
            emitter = MergeEmitter(versions: versions, fates: fates, strategy: strategy)
            root = emitter.emitRoot()
        }
        // Resources both sides added land in Xcode's sorted order, or the next save would move them.
        root = ResourceOrder.sortingResources(of: root)
        let format = XcodeFormat.of(emitter.newerSide == .theirs ? theirsTree : oursTree)
        var written = try CanonicalWriter.bytes(ofDocument: root, format: format)
        // Keep a byte order mark the way ours had it.
        if oursTree.bytes.starts(with: [0xEF, 0xBB, 0xBF]), !written.starts(with: [0xEF, 0xBB, 0xBF]) { written.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
        let (bytes, markerLines) = try ConflictBlock.write(written, blocks: emitter.blocks, format: format, labels: names)
        let notes = renamed.map { "both sides added id \($0.old); \(names.theirs)' became \($0.new), with every reference to it" }
        // A person resolves the merged file: point each conflict at its markers there.
        var conflicts = emitter.conflicts
        for (index, block) in emitter.conflictBlocks.enumerated() {
            if let block, let line = markerLines[block] { conflicts[index].location = SourceLocation(file: paths.ours, line: line, column: 1) }
        }
        return MergeResult(bytes: bytes, conflicts: conflicts, notes: notes)
    }

    /// Whether the bytes are a legacy `<archive>` document (Xcode 4 and earlier).
    ///
    /// Reads only up to the root's name (past the declaration, comments and whitespace), so asking
    /// costs nothing next to the merge, which parses every side once.
    public static func isLegacyArchive(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")), open + 1 < bytes.count {
            switch bytes[open + 1] {
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                // A declaration, comment or DOCTYPE: skip to its end.
                let closing: [UInt8] = bytes[(open + 1)...].starts(with: Array("!--".utf8)) ? Array("-->".utf8) : [UInt8(ascii: ">")]
                guard let end = firstRange(of: closing, in: bytes, from: open + 2) else { return false }
                index = end
            default:
                let name = bytes[(open + 1)...].prefix { $0 != 0x20 && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/") && $0 > 0x0D }
                return name.elementsEqual("archive".utf8)
            }
        }
        return false
    }

    private static func firstRange(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index..<index + needle.count].elementsEqual(needle) {
            return index + needle.count
        }
        return nil
    }

    /// Refuses what is not an Interface Builder `<document>`: merging it by id would be a guess.
    static func requireDocument(_ tree: XMLTree) throws(DocumentError) {
        guard let root = tree.rootElement, ["document", "archive"].contains(tree.name(of: root)) else {
            throw DocumentError(location: SourceLocation(file: tree.path, line: 1, column: 1),
                                message: "not an Interface Builder document (<document> root); legacy <archive> files merge as text")
        }
    }
}

/// What a merge produced.
public struct MergeResult: Sendable {
    /// The merged file: Xcode's formatting, with conflict markers where ``conflicts`` say.
    public var bytes: [UInt8]
    /// What was left for a person; empty when the merge is clean.
    public var conflicts: [MergeConflict]
    /// What the merge decided that a user may want to know (renamed ids).
    public var notes: [String]

    /// Whether the result holds no conflict.
    public var isClean: Bool { conflicts.isEmpty }
}
