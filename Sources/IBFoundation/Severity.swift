/// How serious a diagnostic is; ordered from least to most serious.
public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
    /// Information that needs no action.
    case note
    /// A likely mistake that does not stop anything.
    case warning
    /// A definite fault: a crash at run time, or a document that cannot be read.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders by seriousness.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
