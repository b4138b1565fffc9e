import IBFoundation

/// A storyboard ID the code builds from a class's name instead of spelling it: a generic helper
/// or a protocol extension (`instantiate()`, `storyboardIdentifier`) that hands UIKit
/// `String(describing: T.self)`, `"\(self)"` or `NSStringFromClass(self)`, perhaps with a
/// suffix removed or words added, for whichever controller class it is called on.
public struct TypeNameIdentifier: Sendable, Hashable {
    /// Text written before the class name (`"Scene\(self)"`).
    public var prefix = ""
    /// Text written after the class name (`"\(self)Scene"`).
    public var suffix = ""
    /// Texts removed from the name (`.replacingOccurrences(of: "ViewController", with: "")`).
    public var removed: [String] = []
    /// Where the name is turned into a string.
    public var location: SourceLocation

    /// A plain class name as the identifier.
    public init(location: SourceLocation) { self.location = location }

    /// The identifier the code builds for a class of this name.
    public func identifier(forClass name: String) -> String {
        var text = prefix + name + suffix
        for part in removed where !part.isEmpty { text = text.replacingOccurrences(of: part, with: "") }
        return text
    }
}
