import Foundation
import IBDocument
import IBFoundation
import IBLayout
import IBLayoutVariants
import IBRender
import IBText

/// `render --format html --layout`: the document laid out in its configurations, each finding
/// listed on the page and linked to a drawing of the configuration it first appears in
/// (`STEM@de-retina4_7-large-SCENE.svg` beside the page).
enum LayoutFindingDrawings {
    /// The page's findings, and how many drawings were written and whether one failed.
    static func write(_ document: Document, job: RenderAction.Job, settings: RenderAction.Settings, fonts: FontLibrary,
                      console: Console) -> (findings: [LinkedFinding], written: Int, failed: Bool) {
        let analysis = LayoutVariants.analyze(document, plan: LayoutVariantPlan.plan(for: job.path), text: .with(fonts: fonts))
        var drawings: [LayoutConfiguration: [String: String]] = [:]
        var written = 0, failed = false
        // As `check` weighs them: a placeholder's or an estimate's cut as designed is no finding.
        let findings = analysis.findings.compactMap { $0.weighed()?.finding }.map { found -> LinkedFinding in
            let line = found.location.line
            guard let configuration = found.occurrences.first?.configuration, let rootID = root(of: found.object)?.id else {
                return LinkedFinding(rule: found.kind.rawValue, line: line, message: found.message(), link: nil)
            }
            if drawings[configuration] == nil {
                drawings[configuration] = [:]
                guard let variant = try? DocumentVariant.document(document, under: configuration) else {
                    return LinkedFinding(rule: found.kind.rawValue, line: line, message: found.message(), link: nil)
                }
                let device: LayoutDevice? = if case .device(let device) = configuration.device { device } else { nil }
                for drawing in SceneRenderer.render(variant, device: device, dark: settings.dark, images: job.images, fonts: fonts, atRunTime: true) {
                    guard let id = drawing.rootID else { continue }
                    let name = "\(job.stem)@\(slug(configuration))-\(drawing.name).svg"
                    let file = URL(fileURLWithPath: settings.output).appendingPathComponent(name).path
                    do {
                        try AtomicFile.write(Array(drawing.svg.utf8), to: file)
                        console.out(file)
                        written += 1
                        drawings[configuration]?[id] = name
                    } catch {
                        failed = true
                        console.err("\(file): error: cannot write the drawing: \(error)")
                    }
                }
            }
            return LinkedFinding(rule: found.kind.rawValue, line: line, message: found.message(), link: drawings[configuration]?[rootID])
        }
        return (findings, written, failed)
    }

    /// The root view (laid out on its own) that holds a view.
    static func root(of object: IBObject) -> IBObject? {
        let roots = Set(LayoutEngine.roots(of: object.document).map(\.object.node))
        var current: IBObject? = object
        while let candidate = current {
            if roots.contains(candidate.node) { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// `de-retina4_7-large`: a configuration in a file name.
    static func slug(_ configuration: LayoutConfiguration) -> String {
        let name = configuration.name
        return [name.language, name.device, name.contentSizeCategory].joined(separator: "-")
    }
}
