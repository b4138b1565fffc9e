import IBDocument
import IBFoundation

/// Picks the converter for a document's platform: UIKit for iOS and tvOS, AppKit for macOS.
public enum DocumentConverter {
    /// Whether ibkit converts documents of the platform.
    public static func converts(_ platform: Platform?) -> Bool { platform == .iOS || platform == .tvOS || platform == .macOS }

    /// The files for the document and its notes; nil when its platform is not converted (watchOS).
    public static func convert(_ document: Document, options: ConvertOptions = ConvertOptions()) -> (files: [ConvertedFile], notes: [ConversionNote])? {
        // An Xcode 4 archive has no typed model to convert from: say so rather than write nothing.
        if let reason = document.format.unavailableReason, document.platform != nil {
            return ([], [ConversionNote(location: SourceLocation(file: document.path, line: 1, column: 1), message: "not converted: \(reason)")])
        }
        switch document.platform {
        case .iOS?, .tvOS?: return UIKitConverter(document: document, options: options).convert()
        case .macOS?: return AppKitConverter(document: document, options: options).convert()
        default: return nil
        }
    }
}
