/// The sides of a three-way merge.
enum Side: Int, CaseIterable, Comparable {
    case base, ours, theirs

    static func < (lhs: Side, rhs: Side) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What becomes of one id-bearing element in the merged document.
enum Fate: Equatable {
    /// It is in the result, under this parent.
    case kept(parent: String)
    /// Both sides (or the one that had it) dropped it.
    case deleted
    /// It stays in the result as a conflict block, where `parent` says.
    case conflict(parent: String, MergeConflict.Kind)
}

/// Decides each id-bearing element's fate: kept (and where), deleted, or in conflict.
struct MergeFates {
    let versions: [Side: DocumentVersion]
    let strategy: MergeStrategy
    /// What messages call each side (a branch name, or "ours" and "theirs").
    let names: ConflictBlock.Labels
    private(set) var fates: [String: Fate] = [:]
    /// Keys in the order they are decided (ours' document order first).
    private(set) var order: [String] = []
    private(set) var messages: [String: String] = [:]

    init(versions: [Side: DocumentVersion], strategy: MergeStrategy, names: ConflictBlock.Labels = .init()) {
        self.versions = versions
        self.strategy = strategy
        self.names = names
        var seen = Set<String>()
        for side in [Side.ours, .theirs, .base] {
            for key in versions[side]!.globalKeys where seen.insert(key).inserted { order.append(key) }
        }
        for key in order { fates[key] = decide(key) }
        keepOwnersOfKeptElements()
    }

    private func parent(_ key: String, _ side: Side) -> String? { versions[side]!.parent(key) }

    /// What messages call a side.
    func name(_ side: Side) -> String {
        switch side {
        case .base: names.base
        case .ours: names.ours
        case .theirs: names.theirs
        }
    }

    private mutating func decide(_ key: String) -> Fate {
        let base = parent(key, .base), ours = parent(key, .ours), theirs = parent(key, .theirs)
        switch (base != nil, ours != nil, theirs != nil) {
        case (_, true, true):
            if ours == theirs || theirs == base { return .kept(parent: ours!) }
            if ours == base { return .kept(parent: theirs!) }
            messages[key] = "\(names.ours) moved it into \(ours!), \(names.theirs) into \(theirs!)"
            switch strategy {
            case .markers: return .conflict(parent: ours!, .movedTwice)
            case .ours: return .kept(parent: ours!)
            case .theirs: return .kept(parent: theirs!)
            }
        case (true, true, false):
            return deletedOnOneSide(key, editor: .ours, at: ours!)
        case (true, false, true):
            return deletedOnOneSide(key, editor: .theirs, at: theirs!)
        case (false, true, false):
            return .kept(parent: ours!)
        case (false, false, true):
            return .kept(parent: theirs!)
        case (_, false, false):
            return .deleted
        }
    }

    /// One side deleted the element: it goes, unless the other side edited it (geometry aside).
    private mutating func deletedOnOneSide(_ key: String, editor: Side, at parent: String) -> Fate {
        if versions[editor]!.ownSignature(key) == versions[.base]!.ownSignature(key) { return .deleted }
        let deleter: Side = editor == .ours ? .theirs : .ours
        let edit = SideEdits.changes(of: key, in: versions[editor]!, from: versions[.base]!)
        let taken = SideEdits.companions(of: key, base: versions[.base]!, deleter: versions[deleter]!)
        messages[key] = "\(name(deleter)) deleted it\(taken); \(name(editor)) \(edit)"
        switch strategy {
        case .markers: return .conflict(parent: parent, .deletedAndEdited)
        case .ours: return editor == .ours ? .kept(parent: parent) : .deleted
        case .theirs: return editor == .theirs ? .kept(parent: parent) : .deleted
        }
    }

    /// An element that stays cannot sit in one that goes: its deleted owner becomes a conflict
    /// (or, under a strategy, stays as the side that kept it).
    private mutating func keepOwnersOfKeptElements() {
        var changed = true
        while changed {
            changed = false
            for key in order {
                guard let parentKey = placement(of: key) else { continue }
                let owner = ElementKey.owner(of: parentKey)
                guard fates[owner] == .deleted else { continue }
                let holder = [Side.ours, .theirs].first { versions[$0]!.parent(owner) != nil }
                guard let holder, let place = versions[holder]!.parent(owner) else { continue }
                let deleter: Side = holder == .ours ? .theirs : .ours
                messages[owner] = "\(name(deleter)) deleted it\(SideEdits.companions(of: owner, base: versions[.base]!, deleter: versions[deleter]!)); \(name(holder)) changed what it holds"
                fates[owner] = strategy == .markers ? .conflict(parent: place, .deletedAndEdited) : .kept(parent: place)
                changed = true
            }
        }
    }

    /// Where a kept (or conflicting) element goes.
    func placement(of key: String) -> String? {
        switch fates[key] {
        case .kept(let parent), .conflict(let parent, _): parent
        case .deleted, nil: nil
        }
    }

    /// Whether the element is in the merged document, decided or not.
    func isLive(_ key: String) -> Bool { placement(of: key) != nil }

    /// Marks a kept element as a dangling-reference conflict.
    mutating func markDangling(_ key: String, message: String) {
        guard let parent = placement(of: key) else { return }
        fates[key] = .conflict(parent: parent, .danglingReference)
        messages[key] = message
    }

    /// Under a strategy, drops an element whose references the merge left dangling.
    mutating func drop(_ key: String) { fates[key] = .deleted }
}
