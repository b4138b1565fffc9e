import IBFoundation

/// What a merge could not decide, with where it sits.
public struct MergeConflict: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kinds of undecidable change.
    public enum Kind: String, Sendable, Codable {
        /// Both sides set one attribute (or keyed property) of one element differently.
        case bothChanged = "both-changed"
        /// One side deleted an element the other edited.
        case deletedAndEdited = "deleted-and-edited"
        /// Both sides moved an element to different places.
        case movedTwice = "moved-twice"
        /// A kept element refers to one the merge removed.
        case danglingReference = "dangling-reference"
        /// An element's new place is gone from the merged document.
        case unplaced
    }

    /// What kind of conflict.
    public var kind: Kind
    /// The element (`#id`, `scene#id`, or a place under one: `#id/rect[key=frame]`).
    public var element: String
    /// What each side did, in words.
    public var message: String
    /// Where the element is in ours (else theirs, else base).
    public var location: SourceLocation?

    /// `file:line:column: error: …`, as compilers report.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)error: merge conflict (\(kind.rawValue)) at \(element): \(message)"
    }
}

/// How a merge settles what it cannot decide.
public enum MergeStrategy: String, Sendable, CaseIterable {
    /// Leave conflict markers and fail (the default).
    case markers
    /// Take ours wherever the sides disagree.
    case ours
    /// Take theirs wherever the sides disagree.
    case theirs
}
