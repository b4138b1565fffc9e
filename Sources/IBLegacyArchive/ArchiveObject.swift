import IBXML

/// One value of an Interface Builder 3 keyed archive: what `<string>`, `<int>`, `<real>`,
/// `<bool>`, `<bytes>`, `<object>` and `<nil>` hold.
enum ArchiveValue {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case data([UInt8])
    case object(ArchiveObject)
    case null
}

/// An object of the archive: its class, its keyed properties and, for arrays and sets, its items.
/// Objects are shared by reference, as the archive shares them (`<reference ref=…>`).
final class ArchiveObject {
    /// The archived class (`IBUILabel`, `NSButtonCell`, `NSMutableArray`, …).
    let className: String
    /// Where it is defined in the archive.
    let node: XMLNodeID
    var properties: [String: ArchiveValue] = [:]
    var items: [ArchiveValue] = []

    init(className: String, node: XMLNodeID) {
        self.className = className
        self.node = node
    }

    subscript(key: String) -> ArchiveValue? { properties[key] }

    /// The object under `key`, if an object is there.
    func object(_ key: String) -> ArchiveObject? {
        if case .object(let object)? = properties[key] { return object }
        return nil
    }

    /// The objects of the array or set under `key`.
    func list(_ key: String) -> [ArchiveObject] { object(key)?.objects ?? [] }

    /// The items that are objects.
    var objects: [ArchiveObject] {
        items.compactMap { if case .object(let object) = $0 { object } else { nil } }
    }

    /// The text under `key`: a string, or a mutable string archived as an object of its own.
    func string(_ key: String) -> String? { properties[key].flatMap(Self.text) }

    static func text(_ value: ArchiveValue) -> String? {
        switch value {
        case .string(let string): return string
        case .object(let object): return object.string("NS.bytes") ?? object.string("NSString")
        default: return nil
        }
    }

    func int(_ key: String) -> Int? {
        switch properties[key] {
        case .integer(let value)?: return value
        case .real(let value)? where value.isFinite && abs(value) < 1e15: return Int(value)
        case .bool(let value)?: return value ? 1 : 0
        default: return nil
        }
    }

    func double(_ key: String) -> Double? {
        switch properties[key] {
        case .integer(let value)?: return Double(value)
        case .real(let value)? where value.isFinite: return value
        default: return nil
        }
    }

    /// A flag word, read as the unsigned 32 bits it is (archives write them signed).
    func flags(_ key: String) -> UInt32 { UInt32(truncatingIfNeeded: int(key) ?? 0) }

    func bool(_ key: String) -> Bool? {
        switch properties[key] {
        case .bool(let value)?: return value
        case .integer(let value)?: return value != 0
        default: return nil
        }
    }

    func data(_ key: String) -> [UInt8]? {
        if case .data(let bytes)? = properties[key] { return bytes }
        return nil
    }
}
