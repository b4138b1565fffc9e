/// Why a script was refused: which edit (counted from 1), of which operation, and why. When one
/// edit fails nothing is written.
public struct EditFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The edit's place in the script, from 1; nil when the script as a whole is unreadable.
    public var index: Int?
    /// The edit's operation, when it names one.
    public var op: String?
    /// What is wrong, naming what is allowed where the script asked for something else.
    public var message: String

    /// A failure of edit `index` (`op`), or of the whole script when `index` is nil.
    public init(index: Int?, op: String?, message: String) {
        self.index = index
        self.op = op
        self.message = message
    }

    public var description: String {
        guard let index else { return message }
        return "edit \(index)" + (op.map { " (\($0))" } ?? "") + ": " + message
    }
}
