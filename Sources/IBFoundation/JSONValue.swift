import Foundation

/// A JSON value of any shape: what JSON-RPC carries in `params`, `result` and `id`, and what an
/// edit script holds; `true` decodes as a boolean on every platform, never as the number 1.
public enum JSONValue: Hashable, Sendable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (JSON does not tell integers apart; `intValue` reads whole ones).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// Decodes any JSON value.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// Encodes the value as it is; whole numbers are written without a fraction.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 { try container.encode(Int64(value)) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member `key` of an object; nil for anything else.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, when the value is one.
    public var stringValue: String? { if case .string(let value) = self { return value } else { return nil } }
    /// The whole number, when the value is one that fits an `Int`.
    public var intValue: Int? {
        guard case .number(let value) = self, value.isFinite, value == value.rounded(), abs(value) < 9e15 else { return nil }
        return Int(value)
    }
    /// The boolean, when the value is one.
    public var boolValue: Bool? { if case .bool(let value) = self { return value } else { return nil } }
    /// The elements, when the value is an array.
    public var arrayValue: [JSONValue]? { if case .array(let value) = self { return value } else { return nil } }

    /// The value re-read as a `Decodable` type.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(self))
    }

    /// Any `Encodable` value as JSON.
    public init<T: Encodable>(encoding value: T) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }
}
