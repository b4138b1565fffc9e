/// The platform a document targets, from its `targetRuntime`.
public enum Platform: String, Sendable, Codable, Hashable, CaseIterable {
    /// `iOS.CocoaTouch` (and its `.iPad` variant): UIKit.
    case iOS
    /// `AppleTV`: UIKit on tvOS.
    case tvOS
    /// `MacOSX.Cocoa`: AppKit.
    case macOS
    /// `watchKit`: WatchKit.
    case watchOS

    /// The platform named by a `targetRuntime` value; nil for an unknown runtime.
    public init?(targetRuntime: String) {
        switch targetRuntime {
        case let runtime where runtime.hasPrefix("iOS.CocoaTouch"): self = .iOS
        case "AppleTV": self = .tvOS
        case "MacOSX.Cocoa": self = .macOS
        case "watchKit": self = .watchOS
        default: return nil
        }
    }

    /// The platform named by a document `type` such as `com.apple.InterfaceBuilder3.Cocoa.XIB`.
    public init?(documentType: String) {
        if documentType.contains("CocoaTouch") { self = .iOS } else if documentType.contains("AppleTV") { self = .tvOS } else if documentType.contains("WatchKit") { self = .watchOS } else if documentType.contains(".Cocoa.") { self = .macOS } else { return nil }
    }

    /// The UI framework whose classes the document's objects are.
    public var framework: String {
        switch self {
        case .iOS, .tvOS: "UIKit"
        case .macOS: "AppKit"
        case .watchOS: "WatchKit"
        }
    }
}
