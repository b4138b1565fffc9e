import IBDocument
import IBFoundation

/// An object of the simulation: what `init(coder:)` would have created from a document element,
/// or a stand-in the loader supplies (an owner, an external object, a `layer`).
///
/// Objects are classes because UIKit's are: outlets, parents and presenters share them.
public class SimObject: CustomStringConvertible {
    /// The class the object is at run time: the element's custom class, else its UIKit/AppKit class.
    public let className: String
    /// The element the object was decoded from; nil for stand-ins.
    public let element: IBObject?
    /// A made-up address, unique within one runtime, printed where UIKit prints `0x…`.
    public let address: UInt64
    /// Values set by key-value coding: outlets, outlet collections, runtime attributes.
    public internal(set) var values: [String: SimValue] = [:]
    /// Actions connected to this object as a control (or bar item, or menu item).
    public internal(set) var actions: [ActionBinding] = []
    /// Segues this object triggers when tapped.
    public internal(set) var triggeredSegues: [SegueTemplate] = []
    /// The class is only known to be an `NSObject` with nothing added: File's Owner when a nib is
    /// loaded with a nil owner. Key-value coding on it is always judged.
    public internal(set) var isBareObject = false
    /// The class is not known at all: File's Owner of a nib whose document names no class, loaded
    /// by code ibkit does not run. Nothing is judged on it.
    public internal(set) var isOfUnknownClass = false
    /// The controller whose scene or view the object was loaded with; segues it triggers leave it.
    public internal(set) weak var owningController: SimViewController?

    init(className: String, element: IBObject?, address: UInt64) {
        self.className = className
        self.element = element
        self.address = address
    }

    /// `<ClassName: 0x…>`, as `NSObject.description` prints.
    public var description: String { "<\(className): \(addressText)>" }

    /// The address as UIKit prints it.
    public var addressText: String { "0x" + String(address, radix: 16) }

    /// A short name for traces and hierarchies: the custom class, else the element class and id.
    public var label: String {
        guard let element, element.customClass == nil, let id = element.id else { return className }
        return "\(className)(\(id))"
    }

    /// What key-value coding stored under `keyPath` (`layer.borderWidth` walks through `layer`).
    public func value(forKeyPath keyPath: String) -> SimValue? {
        var current: SimObject = self
        let components = keyPath.split(separator: ".").map(String.init)
        for component in components.dropLast() {
            guard case .object(let next)? = current.values[component] else { return nil }
            current = next
        }
        return components.last.flatMap { current.values[$0] }
    }

    /// The object an outlet holds, when it holds one.
    public func outlet(_ key: String) -> SimObject? {
        if case .object(let object)? = values[key] { return object }
        return nil
    }

    /// The accessibility identifier set in the document.
    public var accessibilityIdentifier: String? { element?.accessibilityIdentifier }

    /// The visible title: a button's normal title, a label's text, a bar item's or cell's title.
    public var title: String? { element?.displayTitle }
}

/// A value set by key-value coding.
public enum SimValue {
    /// An object (an outlet's destination, a stand-in along a key path).
    case object(SimObject)
    /// An outlet collection's objects, in connection order.
    case objects([SimObject])
    /// A user-defined runtime attribute's value.
    case attribute(RuntimeValue)
}

/// An action connected to a control: `addTarget(_:action:for:)` on iOS, `target`/`action` on macOS.
public struct ActionBinding {
    /// The selector sent (`didTap:`).
    public var selector: String
    /// The control event (`touchUpInside`); nil on macOS.
    public var event: String?
    /// The target; nil when it is First Responder, so the responder chain answers.
    public var target: SimObject?
    /// Where the connection is written.
    public var location: SourceLocation
}
