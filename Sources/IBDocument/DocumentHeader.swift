import IBXML

/// The attributes and dependencies of the `<document>` element, read from the tree.
public struct DocumentHeader {
    let document: Document
    var root: XMLNodeID? { document.tree.rootElement }

    private func attribute(_ name: String) -> String? { root.flatMap { document.tree.attribute(name, of: $0) } }
    private func flag(_ name: String) -> Bool? { attribute(name).map { $0 == "YES" } }

    /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` and the like.
    public var type: String? { attribute("type") }
    /// The format version (`3.0`).
    public var version: String? { attribute("version") }
    /// The Interface Builder build that last wrote the document.
    public var toolsVersion: String? { attribute("toolsVersion") }
    /// The tools version's build number (`22505` of `22505.1`); 0 when the document gives none.
    /// Stored geometry follows it: each Xcode simulates the UIKit of its own SDK.
    /// Some Xcode 15 and 16 releases write the placeholder `32700.99.1234`; their plug-in's
    /// version is the build (22684 to 22690 in the corpus's documents of those Xcodes).
    public var toolsBuild: Int {
        guard let toolsVersion else { return 0 }
        if toolsVersion.hasPrefix("32700.99."), let plugIn = plugInBuild { return plugIn }
        return Self.leadingNumber(toolsVersion) ?? 0
    }

    /// The Interface Builder plug-in's build, from `<plugIn identifier="…" version="22690"/>`.
    private var plugInBuild: Int? {
        for case .plugIn(let identifier, let version?) in dependencies where identifier.hasPrefix("com.apple.InterfaceBuilder.") {
            if let build = Self.leadingNumber(version) { return build }
        }
        return nil
    }

    private static func leadingNumber(_ text: String) -> Int? {
        Int(String(decoding: text.utf8.prefix { $0 >= 0x30 && $0 <= 0x39 }, as: UTF8.self))
    }
    /// The operating-system build it was written on.
    public var systemVersion: String? { attribute("systemVersion") }
    /// `iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`, `watchKit`.
    public var targetRuntime: String? { attribute("targetRuntime") }
    /// `none`, `localizable` or `public`: how generated outlets are declared.
    public var propertyAccessControl: String? { attribute("propertyAccessControl") }
    /// Whether Auto Layout is on.
    public var useAutolayout: Bool? { flag("useAutolayout") }
    /// Whether size classes are on.
    public var useTraitCollections: Bool? { flag("useTraitCollections") }
    /// Whether safe-area layout guides are on.
    public var useSafeAreas: Bool? { flag("useSafeAreas") }
    /// Whether colors are color-matched.
    public var colorMatched: Bool? { flag("colorMatched") }
    /// The id of the storyboard's entry point.
    public var initialViewController: String? { attribute("initialViewController") }
    /// Whether the document is a launch screen.
    public var launchScreen: Bool? { flag("launchScreen") }

    /// The simulated device: `<device id="retina6_1" orientation="portrait">` and its adaptation.
    public var device: Device? {
        guard let root, let node = document.tree.firstChildElement(of: root, named: "device") else { return nil }
        let adaptation = document.tree.firstChildElement(of: node, named: "adaptation").flatMap { document.tree.attribute("id", of: $0) }
        return Device(id: document.tree.attribute("id", of: node), orientation: document.tree.attribute("orientation", of: node),
                      appearance: document.tree.attribute("appearance", of: node), adaptation: adaptation)
    }

    /// The `<dependencies>` entries in document order.
    public var dependencies: [Dependency] {
        guard let root, let node = document.tree.firstChildElement(of: root, named: "dependencies") else { return [] }
        let tree = document.tree
        return tree.childElements(of: node).map { child in
            switch tree.name(of: child) {
            case "deployment":
                return .deployment(identifier: tree.attribute("identifier", of: child),
                                   version: tree.attribute("version", of: child) ?? tree.attribute("defaultVersion", of: child))
            case "plugIn":
                return .plugIn(identifier: tree.attribute("identifier", of: child) ?? "", version: tree.attribute("version", of: child))
            case "capability":
                return .capability(name: tree.attribute("name", of: child) ?? "", minToolsVersion: tree.attribute("minToolsVersion", of: child))
            default:
                return .other(element: tree.name(of: child))
            }
        }
    }

    /// The simulated device a document is designed on.
    public struct Device: Hashable, Sendable, Codable {
        /// The device id (`retina6_1`, `ipad9_7`, …).
        public var id: String?
        /// `portrait` or `landscape`.
        public var orientation: String?
        /// `light` or `dark`.
        public var appearance: String?
        /// The adaptation id (`fullscreen`, …).
        public var adaptation: String?
    }

    /// One `<dependencies>` entry.
    public enum Dependency: Hashable, Sendable, Codable {
        /// The deployment target (`<deployment identifier="iOS"/>`).
        case deployment(identifier: String?, version: String?)
        /// An Interface Builder plug-in with its version.
        case plugIn(identifier: String, version: String?)
        /// A feature the document uses (`Safe area layout guides`, `Named colors`, …).
        case capability(name: String, minToolsVersion: String?)
        /// An entry ibkit does not model; still in the tree.
        case other(element: String)
    }
}
