import IBFoundation

/// A string literal the code hands to UIKit or AppKit as the name of something a document declares.
public struct IdentifierUse: Sendable, Hashable, Codable {
    /// What the string names.
    public enum Kind: String, Sendable, Codable, Hashable, CaseIterable {
        /// `UIStoryboard(name:bundle:)`, `NSStoryboard(name:bundle:)`.
        case storyboardName
        /// `instantiateViewController(withIdentifier:)`, `instantiateController(withIdentifier:)`.
        case storyboardIdentifier
        /// `performSegue(withIdentifier:sender:)`.
        case segueIdentifier
        /// A segue's identifier compared in `if`/`switch` (`segue.identifier == "x"`).
        case segueComparison
        /// `UINib(nibName:)`, `loadNibNamed`, `init(nibName:bundle:)`.
        case nibName
        /// `dequeueReusableCell(withIdentifier:)` and friends: the cell must be registered or be a prototype.
        case reuseIdentifier
        /// `register(_:forCellReuseIdentifier:)` and friends: the code itself declares the identifier.
        case reuseRegistration
    }

    /// What the string names.
    public var kind: Kind
    /// The string's value.
    public var value: String
    /// Where the literal is written.
    public var location: SourceLocation
    /// The storyboard the call is made on, when the receiver is a literal `UIStoryboard(name:)`.
    public var storyboardName: String?
    /// The class an instantiate result is cast to with `as!`/`as?`.
    public var castType: String?
    /// Whether the cast is forced (`as!`), which crashes on a mismatch.
    public var isForcedCast = false
    /// The class whose body holds the use.
    public var enclosingType: String?
    /// The function whose body holds the use (`prepare(for:sender:)`).
    public var enclosingFunction: String?
    /// Whether a missing identifier raises: `dequeueReusableCell(withIdentifier:)` without `for:`
    /// returns nil instead, and the code creates the cell itself.
    public var raisesWhenMissing = true
    /// For a nib name: whether a controller loads the nib as its own view (`init(nibName:bundle:)`),
    /// which needs File's Owner's view outlet; loaders handed an owner (`loadNibNamed(_:owner:)`,
    /// `UINib`, `NSNib`) do not.
    public var loadsControllerView = false

    /// For a nib or storyboard name: the bundle the call looks in; nil when it names none (the
    /// main bundle).
    public var bundle: BundleReference?

    /// The bundle a nib or storyboard is looked up in.
    public enum BundleReference: Sendable, Hashable, Codable {
        /// `nil`, `.main`, `Bundle.main`, `[NSBundle mainBundle]`, or the bundle of the class the
        /// call is written in (`Bundle(for: type(of: self))`, `[NSBundle bundleForClass:[self class]]`).
        case main
        /// `Bundle(for: T.self)`: the bundle of the module that builds `T`.
        case ofClass(String)
        /// Any other bundle (a variable, `Bundle(identifier:)`, a resource bundle's URL): it may be
        /// a dependency's, whose documents ibkit does not have.
        case other
    }

    /// Creates a use.
    public init(kind: Kind, value: String, location: SourceLocation) {
        self.kind = kind
        self.value = value
        self.location = location
    }
}
