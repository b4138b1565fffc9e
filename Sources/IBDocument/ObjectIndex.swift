import IBXML

/// Maps Interface Builder object ids to the elements that declare them, without decoding strings.
///
/// Built in one pass over the attribute records; keys are byte ranges of the document, so a
/// document with 100,000 objects costs one table of 32-bit slots. Ids that hold entity
/// references (never seen in Xcode documents) are decoded and kept aside.
public struct ObjectIndex {
    private let tree: XMLTree
    private var slots: [Int32]
    private var entries: [Entry] = []
    private var decoded: [String: Int] = [:]
    private let mask: Int
    /// Ids declared by more than one element, each with every declaring element.
    public private(set) var duplicates: [String: [XMLNodeID]] = [:]

    private struct Entry {
        var element: XMLNodeID
        var valueStart: Int32
        var valueEnd: Int32
    }

    /// Indexes every element of `tree` that has an `id` attribute.
    public init(tree: XMLTree) {
        self.tree = tree
        // Every element holds at most one id, so the node count bounds the table without a counting pass.
        let bound = tree.nodeCount
        var capacity = 16
        while capacity < bound * 2 { capacity <<= 1 }
        slots = Array(repeating: -1, count: capacity)
        mask = capacity - 1
        entries.reserveCapacity(bound / 2)
        var pending: [(XMLNodeID, XMLAttributeID)] = []
        tree.bytes.withUnsafeBufferPointer { bytes in
            let visit = { (element: XMLNodeID, attribute: XMLAttributeID) in
                if tree.valueNeedsDecoding(attribute) {
                    pending.append((element, attribute))
                } else {
                    insert(element, tree.valueByteRange(of: attribute)!, bytes)
                }
            }
            // An unedited tree knows its ids from the parse; an edited one is walked.
            if tree.isEdited { tree.forEachElement(withAttribute: "id", visit) } else { tree.forEachParsedID(visit) }
        }
        for (element, attribute) in pending {
            let id = tree.value(of: attribute)
            if let existing = self.element(withID: id) {
                duplicates[id, default: [existing]].append(element)
            } else {
                decoded[id] = entries.count
                entries.append(Entry(element: element, valueStart: -1, valueEnd: -1))
            }
        }
    }

    private mutating func insert(_ element: XMLNodeID, _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) {
        let base = bytes.baseAddress! + range.lowerBound
        var slot = Self.hash(base, range.count) & mask
        while true {
            let existing = slots[slot]
            if existing < 0 { break }
            let entry = entries[Int(existing)]
            if Self.equal(bytes, entry, base, range.count) {
                let id = String(decoding: UnsafeBufferPointer(start: base, count: range.count), as: UTF8.self)
                duplicates[id, default: [entry.element]].append(element)
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(entries.count)
        entries.append(Entry(element: element, valueStart: Int32(range.lowerBound), valueEnd: Int32(range.upperBound)))
    }

    /// How many distinct ids are indexed.
    public var count: Int { entries.count }

    /// The element that declares `id`; the first one when the id is duplicated.
    public func element(withID id: String) -> XMLNodeID? {
        if let index = decoded[id] { return entries[index].element }
        var key = id
        return key.withUTF8 { keyBytes -> XMLNodeID? in
            guard let base = keyBytes.baseAddress else { return nil }
            return tree.bytes.withUnsafeBufferPointer { bytes -> XMLNodeID? in
                var slot = Self.hash(base, keyBytes.count) & mask
                while true {
                    let existing = slots[slot]
                    if existing < 0 { return nil }
                    let entry = entries[Int(existing)]
                    if Self.equal(bytes, entry, base, keyBytes.count) { return entry.element }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ entry: Entry, _ key: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard entry.valueStart >= 0, Int(entry.valueEnd - entry.valueStart) == count else { return false }
        let start = Int(entry.valueStart)
        for i in 0..<count where bytes[start + i] != key[i] { return false }
        return true
    }

    /// Ids are short (Xcode's are ten bytes, `abc-12-xyz`): mix the first and last eight bytes.
    @inline(__always)
    private static func hash(_ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var h = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
        if count >= 8 {
            h ^= UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
            h = (h &* 0xFF51_AFD7_ED55_8CCD) ^ UInt64(littleEndian: UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self))
        } else {
            for i in 0..<count { h = (h ^ UInt64(base[i])) &* 0x0000_0100_0000_01b3 }
        }
        h = (h ^ (h >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
