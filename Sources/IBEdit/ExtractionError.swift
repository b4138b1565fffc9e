import IBFoundation
import IBXML

/// Why scenes cannot be moved into a new storyboard; nothing is written when one is thrown.
public enum ExtractionError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The document does not parse.
    case unreadable(DocumentError)
    /// The document is a xib, a legacy archive or no Interface Builder document at all.
    case notAStoryboard
    /// Launch screens are shown before the app runs: they cannot hold storyboard references.
    case launchScreen
    /// No scene answers to the name given.
    case sceneNotFound(String)
    /// More than one scene answers to the name given (a custom class several scenes share).
    case ambiguousScene(String, [String])
    /// No scene was named.
    case noScenes
    /// The new storyboard's name is empty, has a character a file name cannot hold, or is the document's own.
    case invalidName(String)
    /// A storyboard of that name already exists; references to it would be ambiguous.
    case nameTaken(String, path: String)
    /// Elements of moved and kept scenes refer to each other by id other than through a segue:
    /// such a reference cannot cross storyboards.
    case crossingReferences([String])
    /// The rewritten storyboards failed the check made before anything is written: a defect of ibkit.
    case wouldBreak(String)

    /// The message, without a location.
    public var description: String {
        switch self {
        case .unreadable(let error): return error.message
        case .wouldBreak(let reason): return "the result would break references (\(reason)); nothing was written"
        case .notAStoryboard: return "not a storyboard; only a storyboard's scenes can move into another storyboard"
        case .launchScreen: return "a launch screen cannot use storyboard references; its scenes cannot move"
        case .sceneNotFound(let name): return "no scene has the scene ID, controller id, storyboard ID or custom class '\(name)'"
        case .ambiguousScene(let name, let ids):
            return "'\(name)' names \(ids.count) scenes (\(ids.joined(separator: ", "))); give a scene ID or storyboard ID"
        case .noScenes: return "no scene to move was named"
        case .invalidName(let name): return "'\(name)' cannot name the new storyboard"
        case .nameTaken(let name, let path): return "a storyboard named '\(name)' already exists (\(path))"
        case .crossingReferences(let lines):
            return "moved and kept scenes refer to each other other than through segues, which cannot cross storyboards:\n"
                + lines.map { "  " + $0 }.joined(separator: "\n")
        }
    }
}
