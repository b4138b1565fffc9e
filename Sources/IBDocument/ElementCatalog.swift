import Foundation
import IBFoundation

/// What Interface Builder element names stand for: their role and the class each platform
/// instantiates, read from the `elements.json` resource (sources named in that file).
public struct ElementCatalog: Sendable {
    /// The role an element plays in a document.
    public enum Role: String, Sendable, Codable, Hashable {
        /// A view controller, window controller, interface controller, …
        case controller
        /// A view (UIView/NSView/WKInterfaceObject).
        case view
        /// File's Owner, First Responder, Exit, external objects.
        case placeholder
        /// A storyboard reference (`viewControllerPlaceholder`, `controllerPlaceholder`).
        case reference
        /// The application object of a macOS storyboard.
        case application
        /// An AppKit cell.
        case cell
        /// A bar or navigation item.
        case barItem
        /// A gesture recognizer.
        case gestureRecognizer
        /// A layout guide (safe area, top/bottom layout guide).
        case layoutGuide
        /// Any other instantiated object (formatters, menus, bindings controllers, layouts, …).
        case object
    }

    /// One element's entry.
    public struct Entry: Sendable, Codable, Hashable {
        /// The element's role.
        public var role: Role
        /// The UIKit class on iOS and tvOS.
        public var iOS: String?
        /// The AppKit class.
        public var macOS: String?
        /// The WatchKit class.
        public var watchOS: String?
    }

    private struct File: Decodable {
        var elements: [String: Entry]
    }

    /// Every element with a role, by name.
    public let entries: [String: Entry]

    /// The catalog bundled with ibkit.
    public static let standard: ElementCatalog = {
        guard let url = (InstalledResources.bundle(of: "IBDocument") ?? Bundle.module).url(forResource: "elements", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let file = try? JSONDecoder().decode(File.self, from: data) else {
            preconditionFailure("ibkit's elements.json resource is missing or malformed; the package is broken")
        }
        return ElementCatalog(entries: file.elements)
    }()

    /// The role of an element name; nil for property elements (`rect`, `color`, `connections`, …).
    public func role(of element: String) -> Role? { entries[element]?.role }

    /// The class the platform instantiates for the element, when there is one.
    public func className(of element: String, on platform: Platform) -> String? {
        guard let entry = entries[element] else { return nil }
        switch platform {
        case .iOS, .tvOS: return entry.iOS
        case .macOS: return entry.macOS
        case .watchOS: return entry.watchOS ?? entry.iOS
        }
    }
}
