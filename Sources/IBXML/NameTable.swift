/// Interns element and attribute names so that each is compared as a small integer.
///
/// Looking a name up by its bytes allocates nothing, which keeps the parser's inner loop free
/// of `String` creation; a document has a few hundred distinct names at most. All names' bytes
/// live in one flat buffer, so a probe touches no nested array.
struct NameTable {
    fileprivate(set) var storage: [UInt8] = []
    fileprivate(set) var offsets: [Int32] = [0]
    /// Each name's first eight bytes (zero-padded): most comparisons end here.
    private var heads: [UInt64] = []
    fileprivate(set) var slots: [Int32]
    fileprivate(set) var mask: Int

    /// The most names a table holds; the IDs are 16 bits wide.
    static let capacity = Int(UInt16.max)

    init() {
        slots = Array(repeating: -1, count: 1024)
        mask = 1023
        storage.reserveCapacity(4096)
    }

    var count: Int { offsets.count - 1 }

    /// The name as a string, decoded on demand: most of a document's names are never asked for.
    func name(_ id: UInt16) -> String {
        storage.withUnsafeBufferPointer { stored in
            let start = Int(offsets[Int(id)])
            return String(decoding: UnsafeBufferPointer(rebasing: stored[start..<Int(offsets[Int(id) + 1])]), as: UTF8.self)
        }
    }

    func bytes(_ id: UInt16) -> ArraySlice<UInt8> {
        storage[Int(offsets[Int(id)])..<Int(offsets[Int(id) + 1])]
    }

    /// Whether the name `id` is exactly these bytes.
    func matches(_ id: UInt16, _ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        storage.withUnsafeBufferPointer { stored in
            offsets.withUnsafeBufferPointer { bounds in
                Self.equal(stored, bounds, Int(id), base, count)
            }
        }
    }

    /// The length of name `id` when the bytes at `base` begin with it, else nil; one word compare
    /// for names of up to eight bytes. The caller checks that the name ends there.
    @inline(__always)
    func prefixLength(_ id: UInt16, _ base: UnsafePointer<UInt8>, available: Int) -> Int? {
        let index = Int(id)
        let length = Int(offsets[index + 1] - offsets[index])
        guard length <= available else { return nil }
        if length <= 8, available >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
            let mask: UInt64 = length == 8 ? ~0 : (1 << (8 * UInt64(length))) - 1
            return word & mask == heads[index] ? length : nil
        }
        return matches(id, base, length) ? length : nil
    }

    /// The ID of `name`, if it was interned.
    func lookup(_ name: String) -> UInt16? {
        Self.lookup(name, storage, offsets, slots, mask)
    }

    fileprivate static func lookup(_ name: String, _ storage: [UInt8], _ offsets: [Int32], _ slots: [Int32], _ mask: Int) -> UInt16? {
        var copy = name
        return copy.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return find(base, buffer.count, storage, offsets, slots, mask).map { UInt16($0) }
        }
    }

    /// The ID for the bytes, interning them on first sight; nil when the table is full.
    @inline(__always)
    mutating func intern(_ base: UnsafePointer<UInt8>, _ count: Int) -> UInt16? {
        intern(base, count, head: Self.head(base, count), hash: Self.hash(base, count))
    }

    /// Interns with a hash the caller computed while scanning the name (``seed``, ``step``, ``finish``).
    @inline(__always)
    mutating func intern(_ base: UnsafePointer<UInt8>, _ count: Int, head: UInt64, hash: Int) -> UInt16? {
        let found: Int32 = storage.withUnsafeBufferPointer { stored in
            offsets.withUnsafeBufferPointer { bounds in
                heads.withUnsafeBufferPointer { firstWords in
                    slots.withUnsafeBufferPointer { table in
                        var slot = hash & mask
                        while true {
                            let existing = table[slot]
                            if existing < 0 { return Int32(-1 - slot) }
                            if firstWords[Int(existing)] == head,
                               count <= 8 ? Int(bounds[Int(existing) + 1] - bounds[Int(existing)]) == count
                                          : Self.equal(stored, bounds, Int(existing), base, count) {
                                return existing
                            }
                            slot = (slot + 1) & mask
                        }
                    }
                }
            }
        }
        if found >= 0 { return UInt16(found) }
        guard self.count < Self.capacity else { return nil }
        let slot = Int(-1 - found)
        let id = Int32(self.count)
        storage.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        offsets.append(Int32(storage.count))
        heads.append(head)
        slots[slot] = id
        if self.count * 2 > slots.count { grow() }
        return UInt16(id)
    }

    /// Interns a name given as a string (names created by edits).
    mutating func intern(_ name: String) -> UInt16? {
        let bytes = Array(name.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return intern(base, buffer.count)
        }
    }

    private static func find(_ base: UnsafePointer<UInt8>, _ count: Int, _ storage: [UInt8], _ offsets: [Int32], _ slots: [Int32], _ mask: Int) -> Int? {
        storage.withUnsafeBufferPointer { stored in
            offsets.withUnsafeBufferPointer { bounds in
                var slot = Self.hash(base, count) & mask
                while true {
                    let existing = slots[slot]
                    if existing < 0 { return nil }
                    if Self.equal(stored, bounds, Int(existing), base, count) { return Int(existing) }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    private mutating func grow() {
        let newCount = slots.count * 2
        slots = Array(repeating: -1, count: newCount)
        mask = newCount - 1
        for id in 0..<count {
            let start = Int(offsets[id])
            let length = Int(offsets[id + 1]) - start
            var slot = storage.withUnsafeBufferPointer { Self.hash($0.baseAddress! + start, length) } & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }

    /// A name's first eight bytes as a little-endian word, zero-padded.
    @inline(__always)
    static func head(_ base: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        if count >= 8 { return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)) }
        var word: UInt64 = 0
        for i in 0..<count { word |= UInt64(base[i]) << (8 * UInt64(i)) }
        return word
    }

    /// The hash of a name: its head, its last eight bytes and its length, mixed.
    @inline(__always)
    static func hash(_ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        hash(head: head(base, count), base: base, count: count)
    }

    /// The hash given the head already loaded; names over eight bytes also mix in their tail.
    @inline(__always)
    static func hash(head: UInt64, base: UnsafePointer<UInt8>, count: Int) -> Int {
        var h = head ^ UInt64(count)
        if count > 8 {
            let tail = UInt64(littleEndian: UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self))
            h ^= (tail << 29) | (tail >> 35)
        }
        h = h &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h ^ (h >> 32))
    }

    @inline(__always)
    private static func equal(_ stored: UnsafeBufferPointer<UInt8>, _ bounds: UnsafeBufferPointer<Int32>, _ id: Int,
                              _ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let start = Int(bounds[id])
        guard Int(bounds[id + 1]) - start == count else { return false }
        let name = stored.baseAddress! + start
        for i in 0..<count where name[i] != base[i] { return false }
        return true
    }
}

/// A name table's lookup arrays behind a reference, for a reader that keeps the table in a class:
/// a method call on a struct stored in a class copies the struct (four arrays retained) first.
final class NameIndex: @unchecked Sendable {
    private let storage: [UInt8]
    private let offsets: [Int32]
    private let slots: [Int32]
    private let mask: Int
    /// How many names the table held.
    let count: Int

    init(_ table: NameTable) {
        (storage, offsets, slots, mask, count) = (table.storage, table.offsets, table.slots, table.mask, table.count)
    }

    /// The ID of `name`, if it was interned.
    func lookup(_ name: String) -> UInt16? { NameTable.lookup(name, storage, offsets, slots, mask) }
}
