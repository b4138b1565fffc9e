import IBDocument
import IBFoundation
import IBXML

/// Xcode's Refactor to Storyboard: scenes move into a new storyboard and storyboard references
/// take their place, so every segue still reaches the same controller.
///
/// A segue that crosses between the two storyboards is pointed at a reference to its destination
/// (one per destination and storyboard); a reference names the controller by storyboard ID,
/// given one when it has none, or, for the storyboard's entry point, by nothing. Existing
/// references, here and in the `others` storyboards, follow the controllers they name. Moved
/// scenes keep their ids, so outlets, segue identifiers and unwinds need nothing.
public enum SceneExtraction {
    /// A storyboard the extraction rewrote besides the two it writes.
    public struct Rewritten: Sendable, Equatable {
        /// Where it is.
        public var path: String
        /// Its new bytes.
        public var bytes: [UInt8]
    }

    /// What an extraction produced; nothing is written by the library.
    public struct Result: Sendable {
        /// The document, with references where the moved scenes were.
        public var document: [UInt8]
        /// The new storyboard.
        public var newStoryboard: [UInt8]
        /// Other storyboards whose references now lead into the new storyboard.
        public var others: [Rewritten]
        /// Storyboard IDs that now live in the new storyboard: code that instantiates them from
        /// the document's storyboard must name the new one.
        public var movedIdentifiers: [String]
        /// Whether the entry point moved (the document's entry point is now a reference to it).
        public var entryPointMoved: Bool
        /// What was done besides moving, one line each.
        public var notes: [String]
    }

    /// Moves the scenes `selectors` name (scene ID, controller id, storyboard ID or a custom
    /// class only one scene has) out of the storyboard `bytes` into a new storyboard at `newPath`.
    ///
    /// `others` are the project's other storyboards: a reference there to a moved controller is
    /// rewritten, and one with the new storyboard's name makes the name taken.
    public static func extract(_ bytes: [UInt8], path: String, scenes selectors: [String], into newPath: String,
                               others: [(path: String, bytes: [UInt8])] = []) throws(ExtractionError) -> Result {
        let document: Document
        do { document = try Document.parse(bytes, path: path) } catch { throw .unreadable(error) }
        let tree = document.tree
        guard document.format == .document, document.isStoryboard, let root = tree.rootElement,
              tree.firstChildElement(of: root, named: "scenes") != nil else { throw .notAStoryboard }
        guard tree.attribute("launchScreen", of: root) != "YES" else { throw .launchScreen }
        let names = (original: StoryboardName.of(path), new: StoryboardName.of(newPath))
        guard StoryboardName.isValid(names.new), names.new != names.original else { throw .invalidName(names.new) }
        if let taken = others.first(where: { $0.path.hasSuffix(".storyboard") && StoryboardName.of($0.path) == names.new }) {
            throw .nameTaken(names.new, path: taken.path)
        }
        let plan = try ExtractionPlan(document: document, selectors: selectors)
        var builder = ExtractionBuilder(plan: plan, names: names)
        builder.retargetReferences()
        builder.reconnectCrossings()
        let newRoot = builder.newDocument()
        builder.rewriteOriginal()

        let original = LosslessWriter.bytes(of: tree)
        let extracted: [UInt8]
        do { extracted = try CanonicalWriter.bytes(ofDocument: newRoot, format: XcodeFormat.of(tree)) } catch { throw .wouldBreak(error.message) }
        try verify(original: original, extracted: extracted, path: path, newPath: newPath, before: document)
        let rewritten = others.compactMap { other in
            OtherStoryboards.rewrite(other, original: names.original, new: names.new,
                                     movedIdentifiers: builder.movedIdentifiers, entryMoved: builder.entryMoved)
        }
        return Result(document: original, newStoryboard: extracted, others: rewritten,
                      movedIdentifiers: builder.movedIdentifiers.sorted(), entryPointMoved: builder.entryMoved,
                      notes: builder.notes + rewritten.map { "\($0.path): references to moved scenes now name '\(names.new)'" })
    }

    /// Refuses results in which a reference that resolved before no longer does.
    private static func verify(original: [UInt8], extracted: [UInt8], path: String, newPath: String, before: Document) throws(ExtractionError) {
        let kept: Document, moved: Document
        do {
            kept = try Document.parse(original, path: path)
            moved = try Document.parse(extracted, path: newPath)
        } catch {
            throw .wouldBreak(error.description)
        }
        let danglingBefore = Set(before.danglingReferences.map(\.id))
        let broken = (kept.danglingReferences + moved.danglingReferences).filter { !danglingBefore.contains($0.id) }
        if let first = broken.first {
            throw .wouldBreak("\(first.attributeName)=\"\(first.id)\" at \(first.location) leads nowhere")
        }
    }
}

/// Storyboard names as UIKit looks them up.
enum StoryboardName {
    /// `Base.lproj/Main.storyboard` → `Main`; `Main~ipad.storyboard` → `Main`.
    static func of(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        if let tilde = name.firstIndex(of: "~") { name = String(name[..<tilde]) }
        return name
    }

    /// Whether a file name can carry it and Interface Builder can write it in an attribute.
    static func isValid(_ name: String) -> Bool {
        !name.isEmpty && !name.contains { $0 == "/" || $0 == ":" || $0.isNewline || $0 == "\0" }
    }
}
