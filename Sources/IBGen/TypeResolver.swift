import IBProject

/// Turns the classes documents name into Swift type expressions, and collects the modules those
/// expressions need.
struct TypeResolver {
    let framework: UIFramework
    let targetModule: String?
    let knowledge: FrameworkKnowledge
    /// Modules the resolved types need, besides the UI framework itself.
    private(set) var imports: Set<String> = []

    init(framework: UIFramework, targetModule: String?, knowledge: FrameworkKnowledge = .standard) {
        self.framework = framework
        self.targetModule = targetModule
        self.knowledge = knowledge
    }

    /// The Swift type for a class; `fallback` stands in when the document names nothing Swift can spell
    /// (an unknown element, a mangled class name) or a class of the other UI framework.
    mutating func type(of reference: GenContext.ClassRef, fallback: String) -> String {
        if reference.isCustom, !knowledge.knows(reference.name) {
            let parts = reference.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.allSatisfy(SwiftName.isPlainIdentifier) else { return frameworkType(reference.baseClass, fallback: fallback) }
            guard let module = reference.module, module != targetModule, SwiftName.isPlainIdentifier(module), parts.count == 1 else {
                return reference.name
            }
            imports.insert(module)
            return module + "." + reference.name
        }
        return frameworkType(reference.name, fallback: frameworkType(reference.baseClass, fallback: fallback))
    }

    /// Whether a type this resolver produced descends from `ancestor`, as far as ibkit knows; custom
    /// classes count by their element's class.
    func descends(_ reference: GenContext.ClassRef, from ancestor: String) -> Bool {
        var current: String? = knowledge.knows(reference.name) ? reference.name : reference.baseClass
        var steps = 0
        while let name = current, steps < 64 {
            if name == ancestor { return true }
            current = knowledge.classes[name]?.superclass
            steps += 1
        }
        return false
    }

    private mutating func frameworkType(_ name: String, fallback: String) -> String {
        guard knowledge.knows(name), let module = Self.module(of: name), module == framework.moduleName || !Self.uiModules.contains(module) else {
            return fallback
        }
        if module != framework.moduleName { imports.insert(module) }
        return name
    }

    private static let uiModules: Set<String> = ["UIKit", "AppKit", "WatchKit"]

    /// The module that declares a framework class, by Apple's prefixes.
    static func module(of name: String) -> String? {
        let prefixes: [(String, String)] = [
            ("WKInterface", "WatchKit"), ("WKUserNotification", "WatchKit"), ("WKWebView", "WebKit"), ("WebView", "WebKit"),
            ("ARSCN", "ARKit"), ("ARSK", "ARKit"), ("AVPlayer", "AVKit"), ("GLK", "GLKit"), ("MK", "MapKit"), ("MTK", "MetalKit"),
            ("SCN", "SceneKit"), ("SK", "SpriteKit"), ("PDF", "PDFKit"), ("CA", "QuartzCore"), ("UI", "UIKit"), ("NS", "AppKit"),
        ]
        return prefixes.first { name.hasPrefix($0.0) }?.1
    }
}
