/// A member an edit asks to add to a class's code (`"declare": true`), so that the connection it
/// made has the outlet property or action method UIKit and AppKit look up at load and at tap.
public struct CodeDeclaration: Sendable, Equatable {
    /// What to declare.
    public enum Member: Sendable, Equatable {
        /// An outlet property `name` holding a `type`.
        case outlet(name: String, type: String)
        /// An action method with an Objective-C `selector`.
        case action(selector: String)
    }

    /// The class that gains the member (the custom class the document names).
    public var owner: String
    /// The member.
    public var member: Member
    /// Whether the document is AppKit's (actions take no event; `NSEvent` otherwise).
    public var isAppKit: Bool
    /// The script's edit that asked for it (1-based), to name it when the code cannot take it.
    public var edit: Int
    /// The edit's operation.
    public var op: String

    /// The member's name as code spells it: the outlet's name, or the selector's first part.
    public var name: String {
        switch member {
        case .outlet(let name, _): name
        case .action(let selector): String(selector.split(separator: ":").first ?? "")
        }
    }
}
