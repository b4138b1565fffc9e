/// An unknown the solver finds a value for. Identity is the object: two variables with the same
/// name are different unknowns.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for messages (`view.left`).
    public let name: String

    /// A new unknown.
    public init(_ name: String) { self.name = name }

    /// Identity: the same object.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The name.
    public var description: String { name }
}
