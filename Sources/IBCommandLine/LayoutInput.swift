import IBDocument
import IBFoundation
import IBLayout
import IBLayoutVariants
import IBLegacyArchive
import IBLocalization

/// What the commands that lay documents out (`layout`, `render`) read the same way: the
/// configuration asked for (device, language, text size), and documents whose numbers a layout
/// can use.
enum LayoutInput {
    /// The configuration the options name; nil after an error that lists the known values, when
    /// a device or text size is unknown.
    static func configuration(device id: String?, language: String?, contentSize: String?, console: Console) -> (configuration: LayoutConfiguration, device: LayoutDevice?)? {
        var configuration = LayoutConfiguration(language: language.map(LocalizedDocument.Language.init))
        var device: LayoutDevice?
        if let id {
            if id == "window-minimum" {
                configuration.device = .windowMinimum
            } else if let known = LayoutDevice.named(id) {
                configuration.device = .device(known)
                device = known
            } else {
                console.err("error: unknown device '\(id)'; known: " + (LayoutDevice.all.map(\.id) + ["window-minimum"]).joined(separator: ", "))
                return nil
            }
        }
        if let contentSize {
            guard let category = ContentSizeCategory(name: contentSize) else {
                console.err("error: unknown content size '\(contentSize)'; known: " + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))
                return nil
            }
            configuration.contentSize = category
        }
        return (configuration, device)
    }

    /// The document at `path` under `configuration` (its language, text size and window size),
    /// or nil after its errors are printed: frames solved around an ignored number would be
    /// shown as if they were right.
    /// With `upgradingArchives`, an Interface Builder 3 `<archive>` is read as the modern document
    /// Xcode would upgrade it to (what a drawing needs; its lines are the converted document's).
    static func document(at path: String, under configuration: LayoutConfiguration = .base, upgradingArchives: Bool = false, console: Console) -> Document? {
        do {
            var document = try Document.load(contentsOf: path)
            if upgradingArchives, document.format == .legacyArchive {
                guard let upgraded = upgraded(document, console: console) else { return nil }
                document = upgraded
            }
            let badNumbers = NumberCheck.problems(in: document)
            guard badNumbers.isEmpty else {
                badNumbers.forEach { console.err($0.description) }
                return nil
            }
            return try DocumentVariant.document(document, under: configuration)
        } catch {
            console.err(error.description)
            return nil
        }
    }

    /// The modern document an archive converts to; nil after saying why it cannot be read.
    static func upgraded(_ archive: Document, console: Console) -> Document? {
        let xml: String
        do {
            xml = try LegacyArchive.modernDocument(from: archive.tree)
        } catch {
            console.err("\(archive.path):1:1: error: cannot read this Interface Builder 3 archive: \(error.description)")
            return nil
        }
        do {
            return try Document.parse(Array(xml.utf8), path: archive.path)
        } catch {
            console.err("\(archive.path):1:1: error: the modern document this Interface Builder 3 archive converts to does not read: \(error.description)")
            return nil
        }
    }
}
