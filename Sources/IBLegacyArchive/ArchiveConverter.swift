/// Writes the modern document Xcode would make of an archive's object graph, for what a drawing
/// needs: views with their frames, autoresizing masks, text, fonts, colours and control state;
/// controllers with their bars; windows and menus; File's Owner and the other placeholders. Each
/// object keeps its archive `objectID` as its id, as Xcode's own upgrade keeps it.
final class ArchiveConverter {
    let data: ArchiveObject
    /// The archive's `type` (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`, …).
    let type: String
    /// Whether it is a UIKit archive (else AppKit).
    let isTouch: Bool
    private var ids: [ObjectIdentifier: String] = [:]
    private var used: Set<String> = []
    private var counter = 0
    private var customClasses: [String: String] = [:]

    init(data: ArchiveObject, type: String) {
        self.data = data
        self.type = type
        isTouch = type.contains("CocoaTouch")
        let container = data.object("IBDocument.Objects")
        for record in container?.object("objectRecords")?.list("orderedObjects") ?? [] {
            guard let object = record.object("object") else { continue }
            let id = record.int("objectID").map(String.init) ?? record.string("objectID") ?? record.int("id").map(String.init)
            if let id { ids[ObjectIdentifier(object)] = id; used.insert(id) }
        }
        for (key, value) in container?.object("flattenedProperties")?.properties ?? [:] where key.hasSuffix(".CustomClassName") {
            if let name = ArchiveObject.text(value) { customClasses[String(key.dropLast(".CustomClassName".count))] = name }
        }
    }

    /// The object's id: its archive `objectID`, else a fresh one.
    func id(of object: ArchiveObject) -> String {
        if let known = ids[ObjectIdentifier(object)] { return known }
        var candidate: String
        repeat {
            counter += 1
            candidate = "x\(counter)"
        } while used.contains(candidate)
        used.insert(candidate)
        ids[ObjectIdentifier(object)] = candidate
        return candidate
    }

    /// The custom class Interface Builder recorded for the object (`N.CustomClassName`), or the
    /// class a custom view names.
    func customClass(of object: ArchiveObject) -> String? {
        var name = ids[ObjectIdentifier(object)].flatMap { customClasses[$0] }
        if object.className == "NSCustomView", let named = object.string("NSClassName"), named != "NSView" { name = name ?? named }
        if object.className.hasPrefix("BW") || object.className == "IBAVPlayerViewTemplate" { name = name ?? object.className }
        return name
    }

    /// The modern document's XML.
    func convert() -> String {
        let runtime = isTouch ? (type.contains("iPad") ? "iOS.CocoaTouch.iPad" : "iOS.CocoaTouch") : "MacOSX.Cocoa"
        let dependencies = isTouch
            ? [ModernElement("deployment", [("defaultVersion", "1536"), ("identifier", "iOS")]),
               ModernElement("plugIn", [("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"), ("version", "3747")])]
            : [ModernElement("deployment", [("defaultVersion", "1080"), ("identifier", "macosx")]),
               ModernElement("plugIn", [("identifier", "com.apple.InterfaceBuilder.CocoaPlugin"), ("version", "4514")])]
        var objects: [ModernElement] = []
        for root in data.list("IBDocument.RootObjects") {
            if let element = rootElement(root) { objects.append(element) }
        }
        // A tools version of Xcode 5's era: what these documents would be upgraded by.
        let document = ModernElement("document", [("type", type), ("version", "3.0"), ("toolsVersion", "4514"), ("systemVersion", "12F45"),
                                                  ("targetRuntime", runtime), ("propertyAccessControl", "none")],
                                     children: [ModernElement("dependencies", children: dependencies), ModernElement("objects", children: objects)])
        var output = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
        document.write(into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func rootElement(_ root: ArchiveObject) -> ModernElement? {
        let id = id(of: root)
        switch root.className {
        case "IBProxyObject":
            return ModernElement("placeholder", [("placeholderIdentifier", root.string("IBProxiedObjectIdentifier") ?? "IBFilesOwner"), ("id", id),
                                                 ("customClass", customClass(of: root))])
        case "NSCustomObject":
            let named = root.string("NSClassName")
            // AppKit's placeholders: File's Owner -2, First Responder -1, the application -3.
            // Modern AppKit documents keep them as custom objects with these labels.
            let placeholders = ["-2": "File's Owner", "-1": "First Responder", "-3": "Application"]
            if let label = placeholders[id] {
                return ModernElement("customObject", [("id", id), ("userLabel", label), ("customClass", customClass(of: root) ?? named)])
            }
            return ModernElement("customObject", [("id", id), ("customClass", customClass(of: root) ?? named)])
        case "IBUICustomObject":
            return ModernElement("customObject", [("id", id), ("customClass", customClass(of: root))])
        case "NSMenu":
            return menu(root, key: nil)
        case "NSWindowTemplate":
            return window(root)
        default:
            if root.properties["NSvFlags"] != nil { return isTouch ? uiView(root, key: nil, depth: 0) : nsView(root, key: nil, isRoot: true) }
            if root.className.hasPrefix("IBUI"), root.className.contains("Controller") { return uiController(root, depth: 0) }
            return nil
        }
    }
}
