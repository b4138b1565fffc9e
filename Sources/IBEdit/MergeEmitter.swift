import IBXML

/// Builds the merged document from the three versions and the fates of their elements.
///
/// Id-bearing elements merge attribute by attribute; an id-less element that has attributes or
/// text (`<rect key="frame">`, `<color key="textColor">`, `<state key="normal">`) is one property
/// and is taken whole from the side that changed it; lists (`<subviews>`, `<constraints>`,
/// `<connections>`) merge member by member. What cannot be decided becomes a ``ConflictBlock``.
struct MergeEmitter {
    let versions: [Side: DocumentVersion]
    var fates: MergeFates
    let strategy: MergeStrategy
    /// The side whose tool stamps are newer.
    let newerSide: Side
    private(set) var blocks: [ConflictBlock] = []
    private(set) var conflicts: [MergeConflict] = []
    /// For each conflict, the block whose markers show it (none for text settled as ours).
    private(set) var conflictBlocks: [Int?] = []
    private var emitted: Set<String> = []
    private var placedAt: [String: [String]] = [:]
    /// Ids present in the merged document, for the dangling-reference check.
    private let liveIDs: Set<String>
    /// Ids that ours or theirs already left dangling; not the merge's doing.
    private let danglingBefore: Set<String>
    /// Kept elements found to refer to a removed one.
    private(set) var dangling: [String: String] = [:]

    init(versions: [Side: DocumentVersion], fates: MergeFates, strategy: MergeStrategy) {
        self.versions = versions
        self.fates = fates
        self.strategy = strategy
        newerSide = ToolVersion.of(versions[.theirs]!) > ToolVersion.of(versions[.ours]!) ? .theirs : .ours
        for key in fates.order {
            if let parent = fates.placement(of: key) { placedAt[parent, default: []].append(key) }
        }
        liveIDs = Set(fates.order.filter(fates.isLive).compactMap(ElementKey.id))
        var before = Set<String>()
        for side in [Side.ours, .theirs] {
            let tree = versions[side]!.tree
            let ids = Set(versions[side]!.globalKeys.compactMap(ElementKey.id))
            tree.forEachElement(withAnyAttributeOf: ElementKey.referenceAttributes) { _, attribute in
                let value = tree.value(of: attribute)
                if !ids.contains(value) { before.insert(value) }
            }
        }
        danglingBefore = before
    }

    private func version(_ side: Side) -> DocumentVersion { versions[side]! }

    /// The merged root element.
    mutating func emitRoot() -> XMLElementValue {
        let key = version(.ours).rootKey
        var root = XMLElementValue(name: version(.ours).name(key), attributes: mergeAttributes(key, sources: Side.allCases, isRoot: true))
        root.children = emitChildren(key, sources: Side.allCases)
        for key in fates.order where fates.isLive(key) && !emitted.contains(key) {
            let message = "its new place \(fates.placement(of: key) ?? "?") is gone from the merged document"
            record(.unplaced, key, message)
            root.children.append(block(for: key, kind: .unplaced))
        }
        return root
    }

    // MARK: Elements

    private mutating func emitGlobal(_ key: String) -> XMLContentValue? {
        guard emitted.insert(key).inserted else { return nil }
        switch fates.fates[key] {
        case .kept:
            let sources = Side.allCases.filter { version($0).nodes[key] != nil }
            var element = XMLElementValue(name: version(sources.last!).name(key), attributes: mergeAttributes(key, sources: sources))
            element.children = mergeText(key, sources: sources) + emitChildren(key, sources: sources)
            if let missing = danglingReference(in: element) {
                dangling[key] = "it refers to \(missing), which the merge removed"
            }
            return .element(element)
        case .conflict(_, let kind):
            record(kind, key, fates.messages[key] ?? "")
            markEmitted(below: key)
            return block(for: key, kind: kind)
        case .deleted, nil:
            return nil
        }
    }

    /// Every id-bearing element under `key` in any version is inside its conflict block.
    private mutating func markEmitted(below key: String) {
        for side in Side.allCases {
            var stack = version(side).children(key)
            while let next = stack.popLast() {
                if ElementKey.isGlobal(next) { emitted.insert(next) }
                stack += version(side).children(next)
            }
        }
    }

    private mutating func emitChildren(_ key: String, sources: [Side]) -> [XMLContentValue] {
        let lists = Dictionary(uniqueKeysWithValues: sources.map { ($0, version($0).children(key)) })
        var keep = Set<String>()
        for list in lists.values { for child in list where !ElementKey.isGlobal(child) { keep.insert(child) } }
        let placed = placedAt[key] ?? []
        keep.formUnion(placed)
        var order = OrderMerge.merge(base: lists[.base] ?? lists[sources[0]]!, ours: lists[.ours] ?? lists[sources[0]]!,
                                     theirs: lists[.theirs] ?? lists[sources[0]]!, keep: keep)
        var placedSet = Set(order)
        for side in Side.allCases where !sources.contains(side) {
            OrderMerge.insert(from: version(side).children(key), into: &order, placed: &placedSet, keep: keep)
        }
        var children: [XMLContentValue] = []
        for child in order {
            let versions = self.versions
            let comment = { (side: Side) in sources.contains(side) ? versions[side]!.leadingComments[child] : nil }
            let base = comment(.base), ours = comment(.ours), theirs = comment(.theirs)
            let comments = (ours == base ? theirs : ours) ?? ours ?? theirs ?? base ?? []
            let before = children.count
            if ElementKey.isGlobal(child) {
                if let value = emitGlobal(child) { children.append(value) }
            } else if let value = emitPlace(child, sources: sources) {
                children.append(value)
            }
            if children.count > before { children.insert(contentsOf: comments.map(XMLContentValue.comment), at: before) }
        }
        return children
    }

    /// An id-less element: a list merges member by member, a property is taken whole.
    private mutating func emitPlace(_ key: String, sources: [Side]) -> XMLContentValue? {
        let present = sources.filter { version($0).nodes[key] != nil }
        guard let any = present.first else { return nil }
        // Only the base has it: every side that kept its parent deleted it, and what it holds
        // goes with it (a `<userDefinedRuntimeAttributes>` both sides emptied).
        if present == [.base], sources.count > 1 { return nil }
        if present.allSatisfy({ version($0).isContainer(key) }) {
            let children = emitChildren(key, sources: present)
            guard !children.isEmpty || isPresent(key, sources: sources) else { return nil }
            return .element(XMLElementValue(name: version(any).name(key), children: children))
        }
        if present.count > 1, !ElementKey.isGlobal(ElementKey.owner(of: key)) {
            // Outside any id-bearing element (the header, `<resources>`, an archive's `<data>`)
            // nothing names a property as a whole, so it merges attribute by attribute.
            guard isPresent(key, sources: sources) || present.contains(.ours) && present.contains(.theirs) else { return nil }
            var element = XMLElementValue(name: version(any).name(key), attributes: mergeAttributes(key, sources: present))
            element.children = mergeText(key, sources: present) + emitChildren(key, sources: present)
            return .element(element)
        }
        let versions = self.versions
        let signature = { (side: Side) -> String? in
            sources.contains(side) ? (versions[side]!.nodes[key] == nil ? nil : versions[side]!.placeSignature(key)) : nil
        }
        var chosen: Side?
        if sources.count == 1 {
            chosen = any
        } else {
            let base = signature(.base), ours = signature(.ours), theirs = signature(.theirs)
            if ours == theirs || theirs == base {
                chosen = ours == nil ? nil : .ours
            } else if ours == base {
                chosen = theirs == nil ? nil : .theirs
            } else if let pick = settle(key) {
                chosen = version(pick).nodes[key] == nil ? nil : pick
            } else {
                record(.bothChanged, key, "\(fates.names.ours) and \(fates.names.theirs) both changed \(describe(place: key))")
                return block(for: key, kind: .bothChanged)
            }
        }
        guard let chosen else { return nil }
        var element = XMLElementValue(name: version(chosen).name(key), attributes: version(chosen).attributes(key))
        let text = version(chosen).text(key)
        if !text.isEmpty, !text.allSatisfy(\.isWhitespace) { element.children.append(.text(text)) }
        element.children += emitChildren(key, sources: [chosen])
        return .element(element)
    }

    /// Whether a list element stays when both sides' members are gone from it.
    private func isPresent(_ key: String, sources: [Side]) -> Bool {
        let has = { (side: Side) in sources.contains(side) && self.version(side).nodes[key] != nil }
        if sources.count == 1 { return has(sources[0]) }
        let base = has(.base), ours = has(.ours), theirs = has(.theirs)
        return ours == theirs ? ours : (ours == base ? theirs : ours)
    }

    /// The side that settles a disagreement nobody has to decide: recomputed geometry (ours),
    /// tool stamps (the newer side), or the strategy the user asked for.
    private func settle(_ placeKey: String) -> Side? {
        if Geometry.isGeometry(placeKey: placeKey) { return .ours }
        if ToolVersion.isStamp(placeKey: placeKey) { return newerSide }
        switch strategy {
        case .markers: return nil
        case .ours: return .ours
        case .theirs: return .theirs
        }
    }

    private func describe(place key: String) -> String {
        let owner = ElementKey.owner(of: key)
        return "\(key.dropFirst(owner.count + 1)) of \(owner)"
    }

    mutating func record(_ kind: MergeConflict.Kind, _ key: String, _ message: String, marked: Bool = true) {
        // Every caller but text writes its block next, so the block's index is the next one.
        conflictBlocks.append(marked ? blocks.count : nil)
        let versions = self.versions
        let location = [Side.ours, .theirs, .base].lazy.compactMap { versions[$0]!.location(key) }.first
        conflicts.append(MergeConflict(kind: kind, element: key, message: message, location: location))
    }

    private mutating func block(for key: String, kind: MergeConflict.Kind) -> XMLContentValue {
        var sides: [Side: XMLElementValue] = [:]
        for side in Side.allCases {
            if let node = version(side).nodes[key] { sides[side] = version(side).tree.elementValue(of: node) }
        }
        blocks.append(.element(sides))
        return .comment(ConflictBlock.placeholder(blocks.count - 1))
    }

    // MARK: Attributes and text

    private mutating func mergeAttributes(_ key: String, sources: [Side], isRoot: Bool = false) -> [XMLAttributeValue] {
        let lists = Dictionary(uniqueKeysWithValues: sources.map { ($0, version($0).attributes(key)) })
        guard sources.count > 1 else { return lists[sources[0]]! }
        let value = { (side: Side, name: String) in lists[side]?.first { $0.name == name }?.value }
        let names = OrderMerge.merge(base: lists[.base]?.map(\.name) ?? [], ours: lists[.ours]?.map(\.name) ?? [],
                                     theirs: lists[.theirs]?.map(\.name) ?? [],
                                     keep: Set(lists.values.flatMap { $0.map(\.name) }))
        var result: [XMLAttributeValue] = []
        var clashes: [AttributeClash] = []
        for name in names {
            let base = value(.base, name), ours = value(.ours, name), theirs = value(.theirs, name)
            let merged: String?
            if ours == theirs || theirs == base { merged = ours } else if ours == base { merged = theirs } else if isRoot && ToolVersion.stampAttributes.contains(name) || ToolVersion.isStamp(placeKey: key) {
                merged = value(newerSide, name)
            } else if Geometry.attributes.contains(name) || strategy == .ours {
                merged = ours
            } else if strategy == .theirs {
                merged = theirs
            } else {
                clashes.append(AttributeClash(name: name, base: base, ours: ours, theirs: theirs))
                record(.bothChanged, key, "\(fates.names.ours) set \(name) to \(Self.quoted(ours)), \(fates.names.theirs) to \(Self.quoted(theirs)) (base: \(Self.quoted(base)))")
                merged = ConflictBlock.sentinel(blocks.count)
            }
            if let merged { result.append(XMLAttributeValue(name, merged)) }
        }
        if !clashes.isEmpty { blocks.append(.attributes(clashes)) }
        return result
    }

    private mutating func mergeText(_ key: String, sources: [Side]) -> [XMLContentValue] {
        let versions = self.versions
        let text = { (side: Side) -> String? in sources.contains(side) ? versions[side]!.text(key) : nil }
        let base = text(.base), ours = text(.ours), theirs = text(.theirs)
        var merged = ours == theirs || theirs == base ? ours : (ours == base ? theirs : (strategy == .theirs ? theirs : ours))
        let stamp = ToolVersion.isStamp(placeKey: key)
        if stamp, ours != theirs, theirs != base, ours != base { merged = text(newerSide) ?? merged }
        if ours != theirs, theirs != base, ours != base, strategy == .markers, !stamp {
            record(.bothChanged, key, "\(fates.names.ours) and \(fates.names.theirs) both changed its text", marked: false)
        }
        guard let merged, !merged.allSatisfy(\.isWhitespace) else { return [] }
        return [.text(merged)]
    }

    private static func quoted(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "nothing" }

    // MARK: References

    /// The first id an element (or its id-less descendants) refers to that the merge removed.
    private func danglingReference(in element: XMLElementValue) -> String? {
        for attribute in element.attributes where ElementKey.referenceAttributes.contains(attribute.name) {
            if !liveIDs.contains(attribute.value), !danglingBefore.contains(attribute.value), !attribute.value.hasPrefix("⟪") { return attribute.value }
        }
        for child in element.children {
            guard case .element(let nested) = child, nested.attribute("id") == nil else { continue }
            if let missing = danglingReference(in: nested) { return missing }
        }
        return nil
    }
}
