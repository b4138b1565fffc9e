import Foundation
import IBDocument
import IBFoundation
import IBLayout
import IBLayoutVariants

/// A text that needs more width or lines than its view gets in some configuration.
public struct TextTruncated: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "text-truncated",
        summary: "A text is cut in some language, device or text size: truncated, clipped, or wrapped past its number of lines.",
        rationale: """
        A German title cut to "Einstellu…" or a button label clipped on the smallest iPhone is not a crash; it \
        ships because nobody ran that language on that screen. ibkit lays each scene out as the app runs it on \
        the smallest and largest screens the target supports, in every language the document is translated \
        into, right to left when the app ships a right-to-left language, and at large text sizes for text \
        that adjusts, measuring each text as UIKit and AppKit do (autoshrink included); \
        `layout_pseudo_language: true` also tries documents without translations in a pseudo-language 40% \
        longer (notes that prepare them for translation). A window, and a view \
        its host sizes to fit or that no host the document names sizes, grows for its content as AppKit and \
        UIKit let it. The configuration the designer saw reports a text only when its stored frame cuts it \
        clearly too. A placeholder (Interface Builder's default text, text a binding, a table's data, the \
        owner's code through an outlet or the view's own class sets) and a text measured with an estimate \
        are notes, never findings as designed; views the constraints leave free, a system cell style's labels \
        and controls whose geometry ibkit does not know are not judged. One finding per view lists every \
        configuration it is cut in. Enabled with `ibkit check --layout` or `layout: true`.
        """,
        severity: .warning,
        isOptIn: true,
        examples: [
            .xib(true, TextTruncated.example(text: "A title much longer than its label", width: 60, marked: true)),
            .xib(false, TextTruncated.example(text: "Title", width: 60)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// One finding per cut text, at the view, naming the first configuration and listing the others.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        let analysis = LayoutVariantsCache.shared.analysis(of: document, in: context)
        let unreadable = analysis.unreadable.map { error in
            Diagnostic(ruleID: "strings-unreadable", severity: .error, message: error.message + " (its language was not laid out)", location: error.location)
        }
        // The outlets and the owners' sources, read once for all of a document's findings.
        var outlets: [String: [(owner: IBObject, property: String)]]?
        var sources: [String: String] = [:]
        return unreadable + variantFindings(document, in: context, kind: .textTruncated, sourcesPlaceholder: { found in
            if outlets == nil { outlets = Self.outlets(in: document) }
            return Self.placeholder(found.object, outlets: outlets ?? [:], in: context, sources: &sources)
        })
    }

    /// Why the sources make the view's text a stand-in for what the app shows: the owner's code
    /// sets it through an outlet, or the view's own class sizes, draws or restyles its text.
    static func placeholder(_ view: IBObject, outlets: [String: [(owner: IBObject, property: String)]], in context: CheckContext,
                            sources: inout [String: String]) -> String? {
        if let property = codeSetting(view, outlets: outlets, in: context, sources: &sources) { return "outlet '\(property)' sets the text in code" }
        if let className = restylingClass(of: view, in: context) { return "its class \(className) sizes or restyles its text in code" }
        return nil
    }

    /// The members through which a label's or button's own class changes the text's size: an
    /// intrinsic size, a text rectangle or drawing of its own, a font or text set as it loads.
    static let restylingMembers: Set<String> = [
        "intrinsicContentSize", "sizeThatFits(_:)", "drawText(in:)", "textRect(forBounds:limitedToNumberOfLines:)", "titleRect(forContentRect:)",
        "awakeFromNib()", "prepareForInterfaceBuilder()", "font", "text", "attributedText", "contentEdgeInsets", "titleEdgeInsets",
        "drawTextInRect:", "textRectForBounds:limitedToNumberOfLines:", "titleRectForContentRect:", "sizeThatFits:", "awakeFromNib",
        "setFont:", "setText:", "initWithCoder:",
    ]

    /// The project class (the view's own or an ancestor the sources declare) that overrides a
    /// member through which it sizes or restyles its text.
    static func restylingClass(of view: IBObject, in context: CheckContext) -> String? {
        guard let className = view.customClass else { return nil }
        for link in context.hierarchy.chain(of: className).links {
            guard let type = link.source, type.isDeclared else { break }
            let members = type.methods.map(\.name) + type.methods.map(\.selector) + type.properties.map(\.name)
            if members.contains(where: restylingMembers.contains) { return type.name }
        }
        return nil
    }

    /// The outlet whose code sets the view's text, when the owner's source assigns it
    /// (`titleLabel.text = …`, `button.setTitle(…)`, `field.stringValue = …`).
    static func codeSetting(_ view: IBObject, outlets: [String: [(owner: IBObject, property: String)]], in context: CheckContext,
                            sources: inout [String: String]) -> String? {
        guard let id = view.id else { return nil }
        let setters = [".text =", ".text=", ".attributedText =", ".setTitle(", ".setAttributedTitle(", ".stringValue =", ".title =",
                       " setText:", " setStringValue:", " setTitle:"]
        for (owner, property) in outlets[id] ?? [] {
            guard let className = context.runtimeClass(of: owner), let type = context.sources.type(named: className) else { continue }
            // An Objective-C outlet is declared in the header and set in the implementation beside it.
            let declared = [type.location.file] + type.outlets.filter { $0.name == property }.map(\.location.file)
            let files = Set(declared + declared.filter { $0.hasSuffix(".h") }.flatMap { header in [".m", ".mm"].map { String(header.dropLast(2)) + $0 } })
            for file in files.sorted() {
                if sources[file] == nil { sources[file] = context.project.reader.contents(file).map { String(decoding: $0, as: UTF8.self) } ?? "" }
                guard let source = sources[file], !source.isEmpty else { continue }
                if setters.contains(where: { source.contains(property + $0) }) { return property }
            }
        }
        return nil
    }

    /// Each view's incoming outlets (owner and property), by the view's id.
    static func outlets(in document: Document) -> [String: [(owner: IBObject, property: String)]] {
        var outlets: [String: [(owner: IBObject, property: String)]] = [:]
        for owner in document.allObjects {
            for connection in owner.connections where connection.kind == .outlet {
                guard let destination = connection.destinationID, let property = connection.property else { continue }
                outlets[destination, default: []].append((owner, property))
            }
        }
        return outlets
    }

    /// A 200-point root with one label of `width` points pinned at its top left.
    static func example(text: String, width: Int, marked: Bool = false) -> String {
        """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                \(marked ? RuleExample.marker : "")<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                    <rect key="frame" x="20" y="20" width="\(width)" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="\(width)" id="w1"/>
                    </constraints>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
            </constraints>
        </view>
        """
    }
}
