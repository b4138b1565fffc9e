import IBDocument
import IBXML

/// Which generation of AppKit's control bezels the designer's Mac drew a document's controls
/// with. Frames are stored around the bezels, so the same constraints store other frames in each.
enum AppKitControlEra: Comparable {
    /// Before macOS 11 (documents of Xcode 11 and older, tools below 17000, and those of Xcode 12
    /// whose check boxes say so).
    case classic
    /// macOS 11 to 15's controls (Xcode 12 to 16, and Xcode 26 on macOS 15).
    case bigSur
    /// macOS 26's controls: 24-point push buttons whose frames are their alignment rectangles.
    case tahoe

    /// The heights a regular push button is stored at with macOS 26's bezel (24, and what a few
    /// points of rounding leave); macOS 11 to 15's is stored 32.
    static let tahoePushButtonHeights = 20.0...25.0

    /// The era of a document's controls, decided once for all of them.
    static func of(_ document: Document) -> AppKitControlEra {
        document.derived("IBLayout.AppKitControlEra") { document in
            let tools = document.header.toolsBuild
            if tools < 17000 { return .classic }
            if tools < 18000 { return checkBoxesOfMacOS10(document) ? .classic : .bigSur }
            // Xcode 26 runs on macOS 15 and 26 and the header names neither: the stored bezels tell.
            // A regular push button is stored 32 points tall on macOS 11 to 15 and 24 on macOS 26.
            guard tools >= 24000 else { return .bigSur }
            let tree = document.tree
            var tahoe = false
            tree.forEachElement(withAttribute: "bezelStyle") { cell, attribute in
                guard !tahoe, tree.value(of: attribute) == "rounded", tree.name(of: cell) == "buttonCell",
                      [nil, "push"].contains(tree.attribute("type", of: cell)), tree.attribute("controlSize", of: cell) ?? "regular" == "regular",
                      let button = tree.parent(of: cell), tree.isElement(button, named: "button"),
                      tree.attribute("controlSize", of: button) ?? "regular" == "regular",
                      let frame = tree.firstChildElement(of: button, named: "rect", where: "key", is: "frame"),
                      let height = tree.number("height", of: frame) else { return }
                tahoe = tahoePushButtonHeights.contains(height)
            }
            return tahoe ? .tahoe : .bigSur
        }
    }

    /// The era of one control's bezel. Xcode 26 reframes only the controls the designer touched
    /// on macOS 26, so its documents keep both eras side by side: Vienna's preferences hold 14
    /// check boxes at macOS 15's 18 points and one at macOS 26's 16, iTerm2's preference panel 27
    /// push buttons at 32 and 4 at 24 (and 200 check boxes at 18, 4 at 16), Sequel-Ace's
    /// connection view one push button of each. Where a control's stored height tells its bezel,
    /// it decides; elsewhere the document's era (`of(_:)` for the document) holds.
    static func of(_ control: IBObject) -> AppKitControlEra {
        let era = of(control.document)
        guard control.document.header.toolsBuild >= 24000, let height = control.asView?.frame?.height else { return era }
        let tree = control.document.tree
        let cell = IntrinsicContentSize.appKitCell(of: control)
        let type = cell.flatMap { tree.attribute("type", of: $0) }
        let size = AlignmentInsets.controlSize(of: control)
        func told(tahoe: ClosedRange<Double>, bigSur: ClosedRange<Double>) -> AppKitControlEra {
            tahoe.contains(height) ? .tahoe : bigSur.contains(height) ? .bigSur : era
        }
        let pushBezel = [nil, "push"].contains(type) && cell.flatMap { tree.attribute("bezelStyle", of: $0) } == "rounded"
        switch (control.elementName, type, size) {
        case ("button", "check", "regular"), ("button", "radio", "regular"): return told(tahoe: 16...16, bigSur: 18...18)
        case ("button", "help", "regular"): return told(tahoe: 24...24, bigSur: 25...25)
        case ("button", _, "regular") where pushBezel: return told(tahoe: tahoePushButtonHeights, bigSur: 30...33)
        case ("button", _, "small") where pushBezel: return told(tahoe: 19...21, bigSur: 26...29)
        case ("popUpButton", nil, "regular"), ("popUpButton", "push", "regular"): return told(tahoe: 24...24, bigSur: 25...26)
        case ("colorWell", _, _): return told(tahoe: 26...26, bigSur: 22...23)
        default: return era
        }
    }

    /// Whether most of the document's regular check boxes and radio buttons at their natural width
    /// were drawn before macOS 11. Xcode 12 ran on macOS 10.15 and 11 and the header names neither;
    /// the frame is 22 points wider than the title before macOS 11 and 26 since. OpenEmu's alert
    /// test window holds five at 22, macvim's preferences seven at 26 (and one at 22: a document
    /// saved on both keeps both). A frame neither size fits is stretched by its constraints and
    /// says nothing; no evidence, or a tie, leaves macOS 11's.
    static func checkBoxesOfMacOS10(_ document: Document) -> Bool {
        let tree = document.tree
        var older = 0, newer = 0
        for object in document.allObjects where object.elementName == "button" {
            guard AlignmentInsets.controlSize(of: object) == "regular", let cell = IntrinsicContentSize.appKitCell(of: object),
                  ["check", "radio"].contains(tree.attribute("type", of: cell) ?? ""),
                  let title = IntrinsicContentSize.appKitTitle(of: object), !title.isEmpty, let width = object.asView?.frame?.width else { continue }
            let beyondTitle = width - TextMetrics(of: object, screen: 1).width(of: title)
            if abs(beyondTitle - 22) <= 1 { older += 1 } else if abs(beyondTitle - 26) <= 1 { newer += 1 }
        }
        return older > newer
    }
}
