/// Why a tap could not happen: nothing to tap, something in the way, or a UIKit failure on the way.
public enum InteractionError: Error, CustomStringConvertible {
    /// No visible control, bar item, tab or cell matches.
    case notFound(String, candidates: [String])
    /// The control is there but a touch at its center reaches something else.
    case notHittable(String, reason: String)
    /// UIKit failed while handling the tap.
    case failed(RuntimeFailure)

    /// A sentence for the command line.
    public var description: String {
        switch self {
        case .notFound(let query, let candidates):
            let list = candidates.isEmpty ? "nothing on screen can be tapped" : "tappable: " + candidates.joined(separator: ", ")
            return "nothing on screen matches '\(query)' (\(list))"
        case .notHittable(let label, let reason): return "\(label) cannot be tapped: \(reason)"
        case .failed(let failure): return failure.description
        }
    }
}
