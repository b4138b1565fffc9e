import IBDocument
import IBFoundation
import IBLayout
import IBLayoutVariants
import IBText

/// `ibkit layout DOC...`: every view's solved frame beside the stored one, the views the
/// constraints leave ambiguous, and the constraints that cannot hold together.
public enum LayoutAction {
    /// Lays out every document under the paths; 1 when a file could not be read, holds a number
    /// no layout can use, or a device is unknown.
    public static func run(paths: [String], device deviceID: String?, language: String? = nil, contentSize: String? = nil, json: Bool, console: Console) -> Int32 {
        guard let (configuration, device) = LayoutInput.configuration(device: deviceID, language: language, contentSize: contentSize, console: console) else { return 1 }
        let (documents, missing) = DocumentFinder.find(paths)
        console.reportMissing(missing)
        var failed = !missing.isEmpty
        var reports: [LayoutReport] = []
        let fonts = FontFolders()
        for path in documents {
            guard let document = LayoutInput.document(at: path, under: configuration, console: console) else {
                failed = true
                continue
            }
            let text = TextMeasure.with(fonts: fonts.library(for: path, document: document, console: console))
            let report = LayoutReport(path: path, layouts: LayoutEngine.layout(document, device: device, text: text), comparesStoredFrames: configuration.isBase)
            if json { reports.append(report) } else { console.block(LayoutReportRenderer.text(report)) }
        }
        if json { console.printJSON(reports) }
        return failed ? 1 : 0
    }
}
