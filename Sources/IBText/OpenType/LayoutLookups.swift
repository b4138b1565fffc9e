/// The lookups a GSUB or GPOS table applies for some features of a script, in the order they
/// run (by lookup index, as HarfBuzz and Core Text run them), each with its flag and subtables.
enum LayoutLookups {
    /// One lookup: its type (an extension's resolved to the type it wraps), flag and subtables.
    struct Lookup: Sendable {
        var type: UInt16
        var flag: UInt16
        var subtables: [FontBytes]
    }

    /// At most this many subtables in one lookup, and lookups in a table.
    static let maximumCount = 8192

    /// The indices of the lookups of `features` for `script` (else the table's default script),
    /// in its default language, in the order they run.
    static func indices(in table: FontBytes, features: Set<String>, script tag: String) throws -> [Int] {
        let scriptList = try table.at(Int(try table.u16(4)), table: table.table)
        let featureList = try table.at(Int(try table.u16(6)), table: table.table)

        let scriptCount = Int(try scriptList.u16(0))
        try scriptList.require(2, count: scriptCount, size: 6)
        var scriptsByTag: [String: FontBytes] = [:]
        for index in 0..<scriptCount {
            scriptsByTag[try scriptList.tag(2 + 6 * index)] = try scriptList.at(Int(try scriptList.u16(6 + 6 * index)))
        }
        guard let script = [tag, "DFLT", "dflt", "latn"].lazy.compactMap({ scriptsByTag[$0] }).first,
              let language = try script.offset16(0) else { return [] }

        let featureCount = Int(try featureList.u16(0))
        try featureList.require(2, count: featureCount, size: 6)
        var indices = [Int]()
        let required = Int(try language.u16(2))
        if required != 0xFFFF { indices.append(required) }
        let count = Int(try language.u16(4))
        try language.require(6, count: count, size: 2)
        for index in 0..<count { indices.append(Int(try language.u16(6 + 2 * index))) }

        var lookups = Set<Int>()
        for index in indices where index < featureCount {
            guard features.contains(try featureList.tag(2 + 6 * index)) else { continue }
            let feature = try featureList.at(Int(try featureList.u16(6 + 6 * index)))
            let count = Int(try feature.u16(2))
            try feature.require(4, count: count, size: 2)
            for lookup in 0..<count { lookups.insert(Int(try feature.u16(4 + 2 * lookup))) }
        }
        return lookups.sorted()
    }

    /// Per script, the indices of the lookups of `type` that `features` run, in order, and each
    /// such lookup read once by `read` with its flag.
    static func collect<Table>(in table: FontBytes, features: Set<String>, scripts: [String], type: UInt16, extensionType: UInt16,
                               read: (Lookup) throws -> Table) throws -> ([Int: (flag: UInt16, table: Table)], [String: [Int]]) {
        var lookups: [Int: (flag: UInt16, table: Table)] = [:], byScript: [String: [Int]] = [:]
        var otherTypes: Set<Int> = []
        for script in scripts {
            var kept: [Int] = []
            for index in try indices(in: table, features: features, script: script) where !otherTypes.contains(index) {
                if lookups[index] == nil {
                    let lookup = try lookup(at: index, in: table, extensionType: extensionType)
                    guard lookup.type == type else {
                        otherTypes.insert(index)
                        continue
                    }
                    lookups[index] = (lookup.flag, try read(lookup))
                }
                kept.append(index)
            }
            byScript[script] = kept
        }
        return (lookups, byScript)
    }

    /// Whether the table has a feature of this tag for any script (HarfBuzz kerns with the `kern`
    /// table only when GPOS has no `kern` feature at all).
    static func hasFeature(_ tag: String, in table: FontBytes) throws -> Bool {
        let featureList = try table.at(Int(try table.u16(6)), table: table.table)
        let count = Int(try featureList.u16(0))
        try featureList.require(2, count: count, size: 6)
        return try (0..<count).contains { try featureList.tag(2 + 6 * $0) == tag }
    }

    /// The lookup at `index` of the table's lookup list.
    static func lookup(at index: Int, in table: FontBytes, extensionType: UInt16) throws -> Lookup {
        let lookupList = try table.at(Int(try table.u16(8)), table: table.table)
        let count = Int(try lookupList.u16(0))
        guard index < count else { throw FontError.damaged(table.table, "lookup \(index) of \(count)") }
        return try lookup(try lookupList.at(Int(try lookupList.u16(2 + 2 * index))), extensionType: extensionType)
    }

    /// One lookup, its extension subtables resolved.
    static func lookup(_ table: FontBytes, extensionType: UInt16) throws -> Lookup {
        var type = try table.u16(0)
        let flag = try table.u16(2), count = Int(try table.u16(4))
        guard count <= maximumCount else { throw FontError.damaged(table.table, "\(count) subtables") }
        try table.require(6, count: count, size: 2)
        var subtables = try (0..<count).map { try table.at(Int(try table.u16(6 + 2 * $0))) }
        if type == extensionType {
            // Each extension subtable names the real type (the same for all) and a 32-bit offset.
            var wrapped: UInt16?
            subtables = try subtables.map { subtable in
                let real = try subtable.u16(2)
                guard real != extensionType, wrapped == nil || wrapped == real else { throw FontError.damaged(table.table, "extension of type \(real)") }
                wrapped = real
                return try subtable.at(Int(try subtable.u32(4)))
            }
            type = wrapped ?? type
        }
        return Lookup(type: type, flag: flag, subtables: subtables)
    }
}
