/// A small project that shows a rule: its files, with `↓` marking where each finding must point.
///
/// The same examples run as tests (every marker must be found, nothing else) and are printed in
/// the generated rules document.
public struct RuleExample: Sendable {
    /// The marker placed just before the character a finding points at.
    public static let marker = "↓"

    /// Whether the example shows a finding (true) or code the rule accepts (false).
    public var triggers: Bool
    /// File path → text, markers included. Documents are written as complete files.
    public var files: [(path: String, text: String)]
    /// The `.ibkit.yml` the example runs with, for rules that take settings.
    public var configuration: String?

    /// An example from its files, run with `configuration` when given.
    public init(triggers: Bool, files: [(path: String, text: String)], configuration: String? = nil) {
        self.triggers = triggers
        self.files = files
        self.configuration = configuration
    }

    /// The same example run with a configuration.
    public func configured(_ yaml: String) -> RuleExample {
        var example = self
        example.configuration = yaml
        return example
    }

    /// An example with a storyboard (`Main.storyboard`) made of `scenes`, plus other files.
    public static func storyboard(_ triggers: Bool, _ scenes: String, initial: String? = nil, name: String = "Main", device: String? = nil,
                                  _ others: (path: String, text: String)...) -> RuleExample {
        RuleExample(triggers: triggers, files: [("\(name).storyboard", Fixture.storyboard(scenes, initial: initial, device: device))] + others)
    }

    /// An example with a xib (`View.xib`) holding `objects`, plus other files.
    public static func xib(_ triggers: Bool, _ objects: String, name: String = "View", _ others: (path: String, text: String)...) -> RuleExample {
        RuleExample(triggers: triggers, files: [("\(name).xib", Fixture.xib(objects))] + others)
    }

    /// The files without markers, and for each file the 1-based line and column every marker stands at.
    public var stripped: (files: [(path: String, text: String)], markers: [(path: String, line: Int, column: Int)]) {
        var files: [(String, String)] = []
        var markers: [(String, Int, Int)] = []
        for (path, text) in self.files {
            var clean = ""
            var line = 1
            var column = 1
            for character in text {
                if String(character) == Self.marker { markers.append((path, line, column)); continue }
                clean.append(character)
                if character == "\n" { line += 1; column = 1 } else { column += character.utf8.count }
            }
            files.append((path, clean))
        }
        return (files, markers)
    }
}

/// Complete documents around the fragments examples care about.
public enum Fixture {
    /// An iOS storyboard holding `scenes`, designed on `device` when one is given.
    public static func storyboard(_ scenes: String, initial: String? = nil, device: String? = nil) -> String {
        let entry = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        let designed = device.map { "\n    <device id=\"\($0)\" orientation=\"portrait\" appearance=\"light\"/>" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(entry)>\(designed)
            <scenes>
        \(indent(scenes, by: 8))
            </scenes>
        </document>

        """
    }

    /// An iOS xib holding `objects`.
    public static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(indent(objects, by: 8))
            </objects>
        </document>

        """
    }

    static func indent(_ text: String, by count: Int) -> String {
        let pad = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }
}
