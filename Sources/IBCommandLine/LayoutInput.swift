import IBDocument
import IBFoundation
import IBLayout
import IBLocalization

/// What the commands that lay documents out (`layout`, `render`) read the same way: the device
/// asked for, and documents whose numbers a layout can use.
enum LayoutInput {
    /// The device `id` names (nil for each document's own); `ok` is false, after an error that
    /// lists the known ones, when the id is unknown.
    static func device(_ id: String?, console: Console) -> (ok: Bool, device: LayoutDevice?) {
        guard let id else { return (true, nil) }
        guard let known = LayoutDevice.named(id) else {
            console.err("error: unknown device '\(id)'; known: " + LayoutDevice.all.map(\.id).joined(separator: ", "))
            return (false, nil)
        }
        return (true, known)
    }

    /// The document at `path`, in `language` when one is asked for, or nil after its errors are
    /// printed: frames solved around an ignored number would be shown as if they were right.
    static func document(at path: String, language: LocalizedDocument.Language? = nil, console: Console) -> Document? {
        do {
            let document = try Document.load(contentsOf: path)
            let badNumbers = NumberCheck.problems(in: document)
            guard badNumbers.isEmpty else {
                badNumbers.forEach { console.err($0.description) }
                return nil
            }
            guard let language else { return document }
            return try LocalizedDocument.localized(document, in: language)
        } catch {
            console.err(error.description)
            return nil
        }
    }
}
