import IBDocument
import IBXML

extension AppKitBuilder {
    /// Writes `let <name> = NSWindow(contentRect:styleMask:backing:defer:)`, its settings and its
    /// content view with everything inside.
    mutating func writeWindow(_ window: IBObject, name: String) {
        let tree = self.tree
        let rect = tree.childElements(of: window.node).first { tree.isElement($0, named: "rect") && tree.attribute("key", of: $0) == "contentRect" }
            .map { node in "NSRect(" + ["x", "y", "width", "height"].map { "\($0): \(SwiftLiteral.number(tree.number($0, of: node) ?? 0))" }.joined(separator: ", ") + ")" } ?? "NSRect(x: 0, y: 0, width: 480, height: 270)"
        var style = "[]"
        if let mask = tree.childElements(of: window.node).first(where: { tree.attribute("key", of: $0) == "styleMask" }) {
            let members = [("titled", "titled"), ("closable", "closable"), ("miniaturizable", "miniaturizable"), ("resizable", "resizable"),
                           ("texturedBackground", "texturedBackground"), ("unifiedTitleAndToolbar", "unifiedTitleAndToolbar"),
                           ("fullSizeContentView", "fullSizeContentView"), ("utility", "utilityWindow"), ("docModal", "docModalWindow"),
                           ("nonactivatingPanel", "nonactivatingPanel"), ("HUD", "hudWindow"), ("fullScreen", "fullScreen")]
            style = "[" + members.filter { tree.attribute($0.0, of: mask) == "YES" }.map { "." + $0.1 }.joined(separator: ", ") + "]"
        }
        if let custom = window.customClass, className(of: window) != custom { note(window, "class \(custom) is no Swift name; built as NSWindow") }
        source.line("let \(name) = \(className(of: window))(contentRect: \(rect), styleMask: \(style), backing: .buffered, defer: true)")
        for attribute in tree.attributes(of: window.node) {
            let key = tree.name(of: attribute), raw = tree.value(of: attribute)
            guard let mapping = Self.windowProperties[key] else {
                note(window, "attribute \(key)=\"\(raw)\" of window has no AppKit property ibkit knows; not converted")
                continue
            }
            write(mapping, raw: raw, name: name, object: window, keyPath: key)
        }
        for child in tree.childElements(of: window.node) {
            let element = tree.name(of: child), key = tree.attribute("key", of: child) ?? ""
            switch (element, key) {
            case ("size", "minSize"), ("size", "maxSize"), ("size", "contentMinSize"), ("size", "contentMaxSize"):
                source.line("\(name).\(key) = NSSize(width: \(SwiftLiteral.number(tree.number("width", of: child) ?? 0)), height: \(SwiftLiteral.number(tree.number("height", of: child) ?? 0)))")
            case ("value", "minSize"), ("value", "maxSize"), ("value", "minFullScreenContentSize"), ("value", "maxFullScreenContentSize"),
                 ("value", "contentMinSize"), ("value", "contentMaxSize"):
                guard tree.attribute("type", of: child) == "size" else { fallthrough }
                source.line("\(name).\(key) = NSSize(width: \(SwiftLiteral.number(tree.number("width", of: child) ?? 0)), height: \(SwiftLiteral.number(tree.number("height", of: child) ?? 0)))")
            case ("windowCollectionBehavior", _):
                let set = tree.attributes(of: child).filter { tree.value(of: $0) == "YES" }.compactMap { SwiftLiteral.member(tree.name(of: $0)) }
                if !set.isEmpty { source.line("\(name).collectionBehavior = [\(set.joined(separator: ", "))]") }
            case ("toolbar", _):
                note(window, "the window's toolbar is not converted yet")
            case ("view", "contentView"), ("rect", _), ("windowStyleMask", _), ("windowPositionMask", _), ("connections", _), ("point", _),
                 ("userDefinedRuntimeAttributes", _), ("userGuides", _):
                continue
            default:
                note(window, "<\(element)\(key.isEmpty ? "" : " key=\"\(key)\"")> of a window is not converted")
            }
        }
        writeRuntimeAttributes(of: window, name: name)
        guard let content = window.childObjects.first(where: { $0.role == .view && $0.key == "contentView" }), let contentName = names[content.node] else { return }
        source.line()
        buildDetachedView(content, name: contentName, attach: "\(name).contentView = \(contentName)")
    }

    /// The window attributes a document stores, and the property each sets.
    static let windowProperties: [String: PropertyMapping] = AppKitPropertyTable.bookkeeping.merging([
        "title": .property("title", .text(keyPath: "title")), "subtitle": .property("subtitle", .text(keyPath: "subtitle")),
        "releasedWhenClosed": .property("isReleasedWhenClosed", .bool), "restorable": .property("isRestorable", .bool),
        "hidesOnDeactivate": .property("hidesOnDeactivate", .bool), "oneShot": .property("isOneShot", .bool),
        "hasShadow": .property("hasShadow", .bool), "movableByWindowBackground": .property("isMovableByWindowBackground", .bool),
        "titlebarAppearsTransparent": .property("titlebarAppearsTransparent", .bool),
        "titleVisibility": .property("titleVisibility", .enumeration([:])), "tabbingMode": .property("tabbingMode", .enumeration([:])),
        "animationBehavior": .property("animationBehavior", .enumeration([:]), omitted: "default"),
        "allowsToolTipsWhenApplicationIsInactive": .property("allowsToolTipsWhenApplicationIsInactive", .bool),
        "autorecalculatesKeyViewLoop": .property("autorecalculatesKeyViewLoop", .bool),
        "frameAutosaveName": .statement(.text(keyPath: ""), { "\($0).setFrameAutosaveName(\($1))" }),
        "appearanceType": .statement(.enumeration([:]), { "\($0).appearance = NSAppearance(named: \($1))" }),
        // Shown by the loader or the app when it decides, not a property of the window.
        "visibleAtLaunch": .ignored, "showsToolbarButton": .ignored, "deferred": .ignored, "preferredBackingLocation": .ignored,
        "userLabel": .ignored, "level": .ignored, "canHide": .ignored, "toolbarStyle": .property("toolbarStyle", .enumeration([:])),
        "tabbingIdentifier": .property("tabbingIdentifier", .text(keyPath: "")),
    ]) { _, new in new }
}
