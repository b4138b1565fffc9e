/// An error that stops ibkit from reading one document, with the position it happened at.
///
/// Thrown (rather than returned as a ``Diagnostic``) because nothing further can be done with
/// that document; callers that walk many files turn it into a diagnostic and carry on.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where reading stopped.
    public var location: SourceLocation
    /// What was wrong, as one sentence.
    public var message: String

    /// Creates an error.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`.
    public var description: String { "\(location): error: \(message)" }

    /// The error as a diagnostic of rule `parse-error`.
    public var diagnostic: Diagnostic {
        Diagnostic(ruleID: "parse-error", severity: .error, message: message, location: location)
    }
}
