import Foundation
import IBFoundation
import IBLayout
import IBLocalization

/// One configuration a layout is solved under: a device, a language and a text size.
public struct LayoutConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// Which screen or window the root views fill.
    public enum Device: Hashable, Sendable {
        /// The device the document was designed on (its own window size on the Mac).
        case document
        /// Another device's screen.
        case device(LayoutDevice)
        /// A Mac window at its minimum size (`minSize`).
        case windowMinimum
    }

    /// The device.
    public var device: Device
    /// The language; nil for the document's own strings.
    public var language: LocalizedDocument.Language?
    /// The text size; nil for the default (Large).
    public var contentSize: ContentSizeCategory?

    /// A configuration from its parts.
    public init(device: Device = .document, language: LocalizedDocument.Language? = nil, contentSize: ContentSizeCategory? = nil) {
        self.device = device
        self.language = language
        self.contentSize = contentSize
    }

    /// What the designer saw on the canvas: the document's device, strings and text size.
    public static let base = LayoutConfiguration()

    /// Whether this is the base configuration.
    public var isBase: Bool { self == .base }

    /// The configuration as findings name it.
    public var name: Diagnostic.LayoutConfigurationName {
        let deviceName = switch device {
        case .document: "document"
        case .device(let device): device.id
        case .windowMinimum: "window-minimum"
        }
        return Diagnostic.LayoutConfigurationName(device: deviceName, language: language?.name ?? "base",
                                                  contentSizeCategory: (contentSize ?? .large).rawValue)
    }

    /// `in German (de) on iPhone SE (1st generation)`: the configuration in a person's words,
    /// only what differs from the base configuration.
    public var description: String {
        var parts: [String] = []
        if let language {
            let words = switch language {
            case .pseudo: "in the pseudo-language (+40%)"
            case .rightToLeft: "laid out right to left"
            case .named(let code): "in " + Self.languageName(code)
            }
            parts.append(words)
        }
        switch device {
        case .document: break
        case .device(let device): parts.append("on \(device.name)")
        case .windowMinimum: parts.append("at the window's minimum size")
        }
        if let contentSize { parts.append("at \(contentSize.spokenName)") }
        return parts.isEmpty ? "as designed" : parts.joined(separator: " ")
    }

    /// `German (de)`, `Portuguese (Brazil) (pt-BR)`: a language's English name with its code; the
    /// code alone where the system knows no name for it.
    static func languageName(_ code: String) -> String {
        guard let name = Locale(identifier: "en").localizedString(forIdentifier: code), !name.isEmpty, name != code else { return "'\(code)'" }
        return "\(name) (\(code))"
    }
}
