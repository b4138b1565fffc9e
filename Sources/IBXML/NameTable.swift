/// Interns element and attribute names so that each is compared as a small integer.
///
/// Looking a name up by its bytes allocates nothing, which keeps the parser's inner loop free
/// of `String` creation; a document has a few hundred distinct names at most.
struct NameTable {
    private(set) var strings: [String] = []
    private var utf8: [[UInt8]] = []
    private var slots: [Int32]
    private var mask: Int

    /// The most names a table holds; the IDs are 16 bits wide.
    static let capacity = Int(UInt16.max)

    init() {
        slots = Array(repeating: -1, count: 1024)
        mask = 1023
    }

    var count: Int { strings.count }

    func name(_ id: UInt16) -> String { strings[Int(id)] }

    func bytes(_ id: UInt16) -> [UInt8] { utf8[Int(id)] }

    /// The ID of `name`, if it was interned.
    func lookup(_ name: String) -> UInt16? {
        var copy = name
        return copy.withUTF8 { buffer in
            find(buffer.baseAddress, buffer.count).map { UInt16($0) }
        }
    }

    /// The ID for the bytes, interning them on first sight; nil when the table is full.
    mutating func intern(_ base: UnsafePointer<UInt8>, _ count: Int) -> UInt16? {
        var slot = Self.hash(base, count) & mask
        while true {
            let existing = slots[slot]
            if existing < 0 { break }
            if Self.equal(utf8[Int(existing)], base, count) { return UInt16(existing) }
            slot = (slot + 1) & mask
        }
        guard strings.count < Self.capacity else { return nil }
        let bytes = Array(UnsafeBufferPointer(start: base, count: count))
        let id = Int32(strings.count)
        strings.append(String(decoding: bytes, as: UTF8.self))
        utf8.append(bytes)
        slots[slot] = id
        if strings.count * 2 > slots.count { grow() }
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

    private func find(_ base: UnsafePointer<UInt8>?, _ count: Int) -> Int? {
        guard let base else { return nil }
        var slot = Self.hash(base, count) & mask
        while true {
            let existing = slots[slot]
            if existing < 0 { return nil }
            if Self.equal(utf8[Int(existing)], base, count) { return Int(existing) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let newCount = slots.count * 2
        slots = Array(repeating: -1, count: newCount)
        mask = newCount - 1
        for (id, bytes) in utf8.enumerated() {
            var slot = bytes.withUnsafeBufferPointer { Self.hash($0.baseAddress!, $0.count) } & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }

    @inline(__always)
    static func hash(_ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in 0..<count {
            h = (h ^ UInt64(base[i])) &* 0x0000_0100_0000_01b3
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    @inline(__always)
    static func equal(_ bytes: [UInt8], _ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard bytes.count == count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            for i in 0..<count where stored[i] != base[i] { return false }
            return true
        }
    }
}
