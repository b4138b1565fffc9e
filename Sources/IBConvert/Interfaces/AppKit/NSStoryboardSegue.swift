// Storyboards, storyboard segues and nibs.

/// A transition or containment relationship between two scenes in a storyboard.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstoryboardsegue
open class NSStoryboardSegue: NSObject {
    /// The identifier for the storyboard segue.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstoryboardsegue/identifier-swift.property
    public let identifier: NSStoryboardSegue.Identifier?
    /// The source controller of the storyboard segue.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstoryboardsegue/sourcecontroller
    public let sourceController: Any
    /// The destination controller of the storyboard segue.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstoryboardsegue/destinationcontroller
    public let destinationController: Any

    /// Creates a storyboard segue with the specified identifier, source and destination controllers.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstoryboardsegue/init(identifier:source:destination:)
    public init(identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any) {
        self.identifier = identifier
        self.sourceController = sourceController
        self.destinationController = destinationController
        super.init()
    }

    /// Performs the visual transition for the segue (recorded as a `perform` transition).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstoryboardsegue/perform()
    open func perform() {
        guard let source = _ibkitObject(sourceController), let destination = _ibkitObject(destinationController) else { return }
        _IBKitRecording.transition("perform", from: source, to: destination)
    }

    /// A type that identifies a storyboard segue.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstoryboardsegue/identifier-swift.typealias
    public typealias Identifier = String
}

/// An encapsulation of the design-time view controller and window controller graph represented in an Interface Builder storyboard resource file.
///
/// Minimal: it loads nothing.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstoryboard
open class NSStoryboard: NSObject {
    /// Creates a storyboard based on the named storyboard file in the specified bundle.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstoryboard/init(name:bundle:)
    public init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) { super.init() }
    /// Creates the initial view controller or window controller from a storyboard (always nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstoryboard/instantiateinitialcontroller()
    open func instantiateInitialController() -> Any? { nil }
    /// A type that names a storyboard.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstoryboard/name
    public typealias Name = String
}

/// An object wrapper, or container, for an Interface Builder nib file.
///
/// Minimal: it loads nothing; table views and collection views register it by identifier.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsnib
open class NSNib: NSObject {
    let _ibkitName: NSNib.Name

    /// Returns an nib object initialized to the nib file in the specified bundle (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsnib/init(nibnamed:bundle:)
    public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {
        _ibkitName = nibName
        super.init()
    }
    /// A type that names a nib file.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsnib/name
    public typealias Name = String
}
