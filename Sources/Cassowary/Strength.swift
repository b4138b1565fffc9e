/// How much a constraint matters: UIKit's priorities, `required` (1000) down to 1.
///
/// Strengths are strictly ordered: the solver minimises the errors of priority 999 first, then,
/// without giving any of that up, those of 998, and so on (see `Weight`). No amount of error at one
/// priority is ever traded for error at a higher one, which a single weighted sum cannot promise.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, 1 to 1000.
    public let priority: Double

    /// A priority, clamped to 1...1000.
    public init(_ priority: Double) { self.priority = min(max(priority, 1), 1000) }

    private init(unclamped priority: Double) { self.priority = priority }

    /// 1000: must hold.
    public static let required = Strength(1000)
    /// 750, UIKit's `defaultHigh`.
    public static let defaultHigh = Strength(750)
    /// 250, UIKit's `defaultLow`.
    public static let defaultLow = Strength(250)
    /// 50, UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Strength(50)

    /// Below every UIKit priority, for preferences that only break ties: a layout engine keeps an
    /// undetermined view where the document drew it, and any real constraint, however weak, wins.
    public static let tieBreaker = Strength(unclamped: 0.5)

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// Ordered by priority.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
    /// `required` or the number.
    public var description: String { isRequired ? "required" : Expression.number(priority) }
}
