/// The placeholders of a document: objects that stand for something created elsewhere.
public enum PlaceholderKind: Hashable, Sendable, Codable {
    /// File's Owner: the object passed as owner when the nib is loaded (`IBFilesOwner`, id -1 on
    /// iOS; a `customObject` with id -2 in macOS documents).
    case filesOwner
    /// First Responder: actions sent up the responder chain (`IBFirstResponder`, id -2 on iOS; -1 on macOS).
    case firstResponder
    /// The application object of a macOS nib (`customObject` id -3).
    case application
    /// A storyboard scene's Exit, the target of unwind segues.
    case exit
    /// An external object supplied by the loader under this identifier.
    case external(identifier: String)

    init?(_ object: IBObject) {
        switch object.elementName {
        case "exit":
            self = .exit
        case "placeholder":
            switch object.attribute("placeholderIdentifier") {
            case "IBFilesOwner": self = .filesOwner
            case "IBFirstResponder": self = .firstResponder
            case let identifier?: self = .external(identifier: identifier)
            case nil: return nil
            }
        case "customObject" where object.document.platform == .macOS:
            switch object.id {
            case "-2": self = .filesOwner
            case "-1": self = .firstResponder
            case "-3": self = .application
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The name Interface Builder shows.
    public var displayName: String {
        switch self {
        case .filesOwner: "File's Owner"
        case .firstResponder: "First Responder"
        case .application: "Application"
        case .exit: "Exit"
        case .external(let identifier): "External Object \(identifier)"
        }
    }
}
