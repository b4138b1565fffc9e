import Foundation
import IBDocument
import IBProject

/// The scenes storyboard references stand for, read from the storyboards beside the document.
final class ReferencedScenes: @unchecked Sendable {
    private var documents: [String: Document?] = [:]
    private let lock = NSLock()

    /// The controller a reference stands for: the scene with its storyboard ID, or the
    /// storyboard's initial controller; nil when the storyboard is not beside `document`.
    func destination(of reference: StoryboardReference, from document: Document) -> IBObject? {
        guard let name = reference.storyboardName, reference.bundleIdentifier == nil else {
            // A reference to a scene of the same storyboard.
            return reference.referencedIdentifier.flatMap { StoryboardLookup.scene(withIdentifier: $0, in: document) }
        }
        guard let target = storyboard(named: name, near: document.path) else { return nil }
        if let identifier = reference.referencedIdentifier { return StoryboardLookup.scene(withIdentifier: identifier, in: target) }
        return target.initialViewController
    }

    /// `name.storyboard` in the document's folder, else in a `.lproj` folder beside it (Base first).
    private func storyboard(named name: String, near path: String) -> Document? {
        let folder = (path as NSString).deletingLastPathComponent
        let parent = (folder as NSString).deletingLastPathComponent
        var candidates = [(folder as NSString).appendingPathComponent(name + ".storyboard")]
        let localized = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter { $0.hasSuffix(".lproj") }
            .sorted { ($0 == "Base.lproj" ? 0 : 1, $0) < ($1 == "Base.lproj" ? 0 : 1, $1) }
        candidates += localized.map { (parent as NSString).appendingPathComponent("\($0)/\(name).storyboard") }
        candidates.append((parent as NSString).appendingPathComponent(name + ".storyboard"))
        for candidate in candidates {
            lock.lock()
            if let cached = documents[candidate] {
                lock.unlock()
                if let cached { return cached }
                continue
            }
            lock.unlock()
            let loaded = FileManager.default.fileExists(atPath: candidate) ? try? Document.load(contentsOf: candidate) : nil
            lock.lock()
            documents[candidate] = .some(loaded)
            lock.unlock()
            if let loaded { return loaded }
        }
        return nil
    }
}
