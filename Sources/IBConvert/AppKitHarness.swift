/// The `main.swift` that builds every converted AppKit root and prints what the interface module recorded.
enum AppKitHarness {
    /// How the harness makes the owner of a root: a window controller from no window, the shared
    /// application, any other class by `init()`.
    static func owner(_ root: ConvertedRoot) -> String {
        if root.className == "NSApplication" { return "NSApplication.shared" }
        // The app's own application class: made once, as its Info.plist's principal class is.
        if root.baseClassName == "NSApplication" { return "{ let application = \(root.className)(); NSApp = application; return application }()" }
        if root.baseClassName == "NSWindowController", !root.isGeneratedClass { return "\(root.className)(window: nil)" }
        return "\(root.className)()"
    }

    /// A program that builds each root in turn and prints `IBKIT-ROOT <index> <json>` for it.
    static func source(for roots: [ConvertedRoot]) -> String {
        var source = SwiftSource()
        source.line("import AppKit")
        source.line()
        // An app has its shared application before any nib loads: `NSApp` is set.
        source.line("_ = NSApplication.shared")
        source.line()
        for (index, root) in roots.enumerated() {
            source.block("func build\(index)() -> String {") { body in
                body.line("_IBKitRecording.reset()")
                switch root.kind {
                case .controllerView:
                    body.line("let owner = \(owner(root))")
                    body.line("owner.\(root.method)")
                    body.line("return _IBKitRecording.dump(root: owner.view, owner: owner)")
                case .window:
                    body.line("let owner = \(owner(root))")
                    // A class the converter wrote builds its window when it is made.
                    if !root.isGeneratedClass { body.line("owner.\(root.method)") }
                    body.line("return _IBKitRecording.dump(root: NSView(), owner: owner, extraRoots: [\"top0\": owner.window!])")
                case .objects, .ownedView, .containerChildren:
                    body.line("let owner = \(owner(root))")
                    body.line("let objects = owner.\(root.method.replacingOccurrences(of: " -> [AnyObject]", with: ""))")
                    body.line("var extras: [String: AnyObject] = [:]")
                    body.line("for (index, object) in objects.enumerated() { extras[\"top\\(index)\"] = object }")
                    body.line("return _IBKitRecording.dump(root: NSView(), owner: owner, extraRoots: extras)")
                case .viewContent:
                    body.line("let root = \(root.className)(frame: .zero)")
                    if !root.isGeneratedClass { body.line("root.\(root.method)") }
                    body.line("return _IBKitRecording.dump(root: root, owner: nil)")
                }
            }
            source.line("print(\"\(VerificationHarness.marker) \(index) \" + build\(index)())")
        }
        return source.text
    }
}
