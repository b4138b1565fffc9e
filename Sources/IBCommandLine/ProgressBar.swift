import Foundation

/// A one-line progress bar on standard error, drawn only on a terminal and only once a run has
/// lasted long enough to be worth watching.
struct ProgressBar {
    let total: Int
    let console: Console
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false

    /// Runs shorter than this never show a bar.
    static let delay: TimeInterval = 0.5

    init(total: Int, console: Console) {
        self.total = total
        self.console = console
    }

    mutating func update(done: Int, current: String) {
        guard console.errIsTerminal, total > 1 else { return }
        let now = Date()
        guard now.timeIntervalSince(start) >= Self.delay, now.timeIntervalSince(lastDraw) >= 0.1 || done == total else { return }
        lastDraw = now
        drawn = true
        let width = 30
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let name = (current as NSString).lastPathComponent
        console.status("\r\u{1B}[2K\(bar) \(done)/\(total) \(name.prefix(40))")
    }

    /// Clears the bar so that what follows starts on a clean line.
    func finish() {
        if drawn { console.status("\r\u{1B}[2K") }
    }

    /// Clears the bar before a line of output; the next update draws it again below that line.
    mutating func clear() {
        finish()
        drawn = false
        lastDraw = .distantPast
    }
}
