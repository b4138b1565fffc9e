import Foundation
import IBEdit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// ANSI colours for `ibkit diff` in a terminal or git's pager: added green, removed red,
/// changed and moved yellow, as `git diff` colours its own lines.
public struct DiffColors {
    /// Whether to colour at all.
    let enabled: Bool

    init(enabled: Bool) { self.enabled = enabled }

    /// Colour when standard output is a terminal, or git's pager shows it, unless NO_COLOR is set
    /// or the terminal is dumb (https://no-color.org).
    public static func wanted(git: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if environment["NO_COLOR"].map({ !$0.isEmpty }) == true || environment["TERM"] == "dumb" { return false }
        if isatty(1) == 1 { return true }
        return git && environment["GIT_PAGER_IN_USE"] == "true"
    }

    /// One change, coloured by its kind.
    func line(_ change: DiffChange) -> String {
        let text = change.description
        switch change.kind {
        case .added: return paint(text, "32")
        case .removed: return paint(text, "31")
        case .changed, .moved: return paint(text, "33")
        }
    }

    /// The per-file header, bold.
    func header(_ text: String) -> String { paint(text, "1") }

    /// A remark, dim.
    func note(_ text: String) -> String { paint(text, "2") }

    private func paint(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
