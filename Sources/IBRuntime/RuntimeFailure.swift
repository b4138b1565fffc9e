import IBFoundation

/// Something that would stop UIKit while loading or driving documents: the exception it raises
/// (or the dead end it reaches), with the document location of the cause.
///
/// The simulation returns failures as values and never crashes on one.
public struct RuntimeFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// `setValue(_:forKey:)` on a class without that key (an outlet or runtime attribute).
        case unknownKey
        /// A nib that does not exist in the project.
        case nibNotFound
        /// A controller's nib loaded without connecting File's Owner's `view`.
        case viewOutletNotSet
        /// A storyboard that does not exist in the project.
        case storyboardNotFound
        /// `instantiateViewController(withIdentifier:)` with an unknown identifier.
        case identifierNotFound
        /// `performSegue(withIdentifier:)` with an identifier the controller's scene lacks.
        case segueNotFound
        /// An action sent to a target that does not implement it.
        case unrecognizedSelector
        /// A segue, relationship or reference that leads to no controller.
        case destinationMissing
        /// Storyboard references (or embeds) that lead back to themselves while loading.
        case recursion
    }

    /// What went wrong.
    public var kind: Kind
    /// The exception UIKit raises (`NSUnknownKeyException`), or nil for a dead end without one.
    public var exception: String?
    /// The exception's reason as UIKit words it, or ibkit's explanation of the dead end.
    public var reason: String
    /// The element that causes it.
    public var location: SourceLocation
    /// What the simulation was doing (`loading scene 'Detail' of Main.storyboard`).
    public var context: [String] = []

    /// Creates a failure.
    public init(_ kind: Kind, exception: String?, reason: String, at location: SourceLocation) {
        self.kind = kind
        self.exception = exception
        self.reason = reason
        self.location = location
    }

    /// `NSUnknownKeyException: [<…> setValue:forUndefinedKey:]: …`.
    public var message: String { exception.map { "\($0): \(reason)" } ?? reason }

    /// `file:line:column: error: message`.
    public var description: String { "\(location): error: \(message)" }

    /// The failure as a `load-fails` diagnostic; addresses become `0x…` so that messages are stable.
    public var diagnostic: Diagnostic {
        Diagnostic(ruleID: "load-fails", severity: .error, message: Self.withoutAddresses(message), location: location,
                   notes: context.map { Diagnostic.Note(message: $0, location: location) })
    }

    static func withoutAddresses(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "0x") {
            result += rest[..<range.lowerBound]
            result += "0x…"
            rest = rest[range.upperBound...].drop { $0.isHexDigit }
        }
        return result + rest
    }
}
