import Foundation
import IBDocument
import IBLayout
import IBXML

/// UIKit's pickers as the canvas draws them: a picker view's wheel with Interface Builder's sample
/// rows, a date picker in its wheels, compact or inline style showing the date it stores.
extension ViewDrawing {
    /// The rows Interface Builder shows in a picker view it has no data for.
    static let samplePickerRows = ["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"]

    func pickerView() -> [SVGElement] {
        wheels([Self.samplePickerRows], selected: 2)
    }

    /// Columns of rows around a selection band across the middle, fading away from it.
    func wheels(_ columns: [[String]], selected: Int) -> [SVGElement] {
        let rowHeight = 32.0
        var elements = [shape(Rect(x: frame.x + 8, y: frame.midY - 17, width: max(frame.width - 16, 0), height: 34),
                              fill: colors.dark ? "rgba(118,118,128,0.24)" : "rgba(118,118,128,0.12)", radius: 8, type: "picker-selection")]
        let width = frame.width / Double(max(columns.count, 1))
        for (column, rows) in columns.enumerated() {
            for (index, row) in rows.enumerated() {
                let offset = Double(index - selected)
                let y = frame.midY + offset * rowHeight
                guard y - rowHeight / 2 >= frame.y - 0.5, y + rowHeight / 2 <= frame.maxY + 0.5 else { continue }
                let cell = Rect(x: frame.x + width * Double(column), y: y - rowHeight / 2, width: width, height: rowHeight)
                let opacity = max(1 - abs(offset) * 0.3, 0.25)
                elements += caption(row, in: cell.insetBy(dx: 4), color: colors.dark ? "rgba(255,255,255,\(n(opacity)))" : "rgba(0,0,0,\(n(opacity)))",
                                    alignment: "center", size: index == selected ? 21 : 20)
            }
        }
        return elements
    }

    /// The date the picker stores (`<date key="date">`), else Interface Builder's sample moment.
    var pickerDate: Date {
        let tree = object.document.tree
        let seconds = tree.firstChildElement(of: object.node, named: "date", where: "key", is: "date").flatMap { tree.number("timeIntervalSinceReferenceDate", of: $0) }
        return Date(timeIntervalSinceReferenceDate: seconds.flatMap { $0.isFinite && abs($0) < 1e11 ? $0 : nil } ?? 0)
    }

    /// Dates as text in English and UTC, so that a drawing is the same on every machine; one per
    /// picker drawn (making a formatter costs more than using it).
    final class DateText {
        private let formatter = DateFormatter()

        init() {
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
        }

        func callAsFunction(_ date: Date, _ format: String) -> String {
            formatter.dateFormat = format
            return formatter.string(from: date)
        }
    }

    func datePicker() -> [SVGElement] {
        let mode = object.attribute("datePickerMode") ?? "dateAndTime"
        let date = pickerDate, formatted = DateText()
        switch object.attribute("style") {
        case "compact":
            // Grey capsules with the date and the time, leading.
            var parts: [String] = []
            if mode != "time" { parts.append(formatted(date, "MMM d, yyyy")) }
            if mode != "date" { parts.append(formatted(date, "h:mm a")) }
            var elements: [SVGElement] = [], x = frame.x
            let font = metrics.resized(to: 17)
            for part in parts where x < frame.maxX {
                let width = min(font.width(of: part) + 22, frame.maxX - x)
                let pill = Rect(x: x, y: frame.midY - min(frame.height, 34) / 2, width: width, height: min(frame.height, 34))
                elements.append(shape(pill, fill: colors.dark ? "rgba(118,118,128,0.24)" : "rgba(118,118,128,0.12)", radius: 6, type: "date-pill"))
                elements += caption(part, in: pill.insetBy(dx: 4), color: ink, alignment: "center", size: 17)
                x += width + 6
            }
            return elements
        case "inline":
            return calendar(date, formatted: formatted)
        default:
            return wheels(dateColumns(date, mode: mode, formatted: formatted), selected: 2)
        }
    }

    /// The wheels' columns for a date picker's mode, the stored date in the middle row.
    func dateColumns(_ date: Date, mode: String, formatted: DateText) -> [[String]] {
        let day = 86_400.0
        let around = (-2...2).map { Double($0) }
        func shifted(_ step: Double, _ format: String) -> [String] { around.map { formatted(date.addingTimeInterval($0 * step), format) } }
        switch mode {
        case "date": return [shifted(30 * day, "MMMM"), shifted(day, "d"), shifted(365 * day, "yyyy")]
        case "time": return [shifted(3600, "h"), shifted(60, "mm"), ["", "", formatted(date, "a"), formatted(date, "a") == "AM" ? "PM" : "", ""]]
        case "countDownTimer": return [around.map { "\(Int($0) + 1) hours" }, around.map { "\(Int($0) * 5 + 10) min" }]
        default: return [shifted(day, "EEE MMM d"), shifted(3600, "h"), shifted(60, "mm"), ["", "", formatted(date, "a"), "", ""]]
        }
    }

    /// An inline date picker: the month and year, the weekday initials, the days in weeks, the
    /// stored day marked.
    func calendar(_ date: Date, formatted: DateText) -> [SVGElement] {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC") ?? gregorian.timeZone
        let parts = gregorian.dateComponents([.year, .month, .day], from: date)
        guard let first = gregorian.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)),
              let days = gregorian.range(of: .day, in: .month, for: first)?.count else { return [] }
        let lead = gregorian.component(.weekday, from: first) - 1
        var elements = caption(formatted(date, "MMMM yyyy"), in: Rect(x: frame.x + 16, y: frame.y, width: max(frame.width - 32, 0), height: 44), color: ink, size: 17)
        let cell = Size(width: frame.width / 7, height: min(44, max(frame.height - 70, 0) / 6))
        for (index, initial) in ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"].enumerated() {
            elements += caption(initial, in: Rect(x: frame.x + cell.width * Double(index), y: frame.y + 44, width: cell.width, height: 20),
                                color: secondaryInk, alignment: "center", size: 13)
        }
        for day in 1...days {
            let slot = lead + day - 1
            let box = Rect(x: frame.x + cell.width * Double(slot % 7), y: frame.y + 66 + cell.height * Double(slot / 7), width: cell.width, height: cell.height)
            guard box.maxY <= frame.maxY + 0.5 else { break }
            if day == parts.day {
                elements.append(SVGElement("circle", [("cx", n(box.midX)), ("cy", n(box.midY)), ("r", n(min(box.width, box.height) / 2 - 2)), ("fill", "rgba(0,122,255,0.15)")]))
            }
            elements += caption(String(day), in: box, color: day == parts.day ? tint : ink, alignment: "center", size: 20)
        }
        return elements
    }
}
