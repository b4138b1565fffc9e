import IBDocument
import IBFoundation
import IBLayout

/// `ibkit layout DOC...`: every view's solved frame beside the stored one, the views the
/// constraints leave ambiguous, and the constraints that cannot hold together.
public enum LayoutAction {
    /// Lays out every document under the paths; 1 when a file could not be read, holds a number
    /// no layout can use, or a device is unknown.
    public static func run(paths: [String], device deviceID: String?, json: Bool, console: Console) -> Int32 {
        var device: LayoutDevice?
        if let deviceID {
            guard let known = LayoutDevice.named(deviceID) else {
                console.err("error: unknown device '\(deviceID)'; known: " + LayoutDevice.all.map(\.id).joined(separator: ", "))
                return 1
            }
            device = known
        }
        let (documents, missing) = DocumentFinder.find(paths)
        console.reportMissing(missing)
        var failed = !missing.isEmpty
        var reports: [LayoutReport] = []
        for path in documents {
            do {
                let document = try Document.load(contentsOf: path)
                // Frames solved around an ignored number would be shown as if they were right.
                let badNumbers = NumberCheck.problems(in: document)
                guard badNumbers.isEmpty else {
                    failed = true
                    badNumbers.forEach { console.err($0.description) }
                    continue
                }
                let report = LayoutReport(path: path, layouts: LayoutEngine.layout(document, device: device), comparesStoredFrames: device == nil)
                if json { reports.append(report) } else { console.block(LayoutReportRenderer.text(report)) }
            } catch {
                failed = true
                console.err(error.description)
            }
        }
        if json { console.printJSON(reports) }
        return failed ? 1 : 0
    }
}
