import IBDocument
import IBLayout

/// `ibkit layout`'s text: one block per root view, a line per view, then conflicts.
enum LayoutReportRenderer {
    static func text(_ report: LayoutReport) -> String {
        var lines: [String] = []
        for root in report.roots where !root.views.isEmpty || !root.conflicts.isEmpty {
            let device = root.device.map { " on \($0) \(root.orientation)" } ?? ""
            lines.append("\(report.path): \(root.className ?? "view") (\(root.id ?? "?"))\(device), \(LayoutFormat.number(root.size.width))×\(LayoutFormat.number(root.size.height))")
            for view in root.views {
                var line = "  \(report.path):\(view.line): \(view.className ?? "view") (\(view.id ?? "?")) \(LayoutFormat.rect(view.frame))"
                line += "  from " + view.source.rawValue
                if let measurement = view.textMeasurement { line += " (\(measurement))" }
                if let delta = view.misplacedBy, let stored = view.stored {
                    line += "  misplaced: stored \(LayoutFormat.rect(stored)), Δ "
                        + LayoutFormat.changes(delta, over: 0.005, names: ["x", "y", "w", "h"]).joined(separator: " ")
                }
                if !view.ambiguous.isEmpty { line += "  ambiguous: " + view.ambiguous.joined(separator: ", ") }
                lines.append(line)
            }
            for conflict in root.conflicts {
                lines.append("  conflict: these \(conflict.constraints.count) constraints cannot hold together; UIKit breaks \(conflict.broken.name)")
                for item in conflict.constraints {
                    lines.append("    \(item.name): \(item.relation)")
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
