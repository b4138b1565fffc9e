/// The `main.swift` that builds every converted root and prints what the interface module recorded.
enum VerificationHarness {
    /// The line prefix the program prints before each root's recording.
    static let marker = "IBKIT-ROOT"

    /// How the harness makes a controller of the root's class.
    static func initializer(_ root: ConvertedRoot) -> String {
        switch root.baseClassName {
        case "UICollectionViewController": return "\(root.className)(collectionViewLayout: UICollectionViewFlowLayout())"
        default: return "\(root.className)()"
        }
    }

    /// A program that builds each root in turn and prints `IBKIT-ROOT <index> <json>` for it.
    static func source(for roots: [ConvertedRoot]) -> String {
        var source = SwiftSource()
        source.line("import UIKit")
        source.line()
        for (index, root) in roots.enumerated() {
            source.block("func build\(index)() -> String {") { body in
                body.line("_IBKitRecording.reset()")
                switch root.kind {
                case .controllerView:
                    body.line("let owner = \(Self.initializer(root))")
                    if root.isGeneratedClass == false, let configure = root.configureMethod, root.method != "loadConvertedView()" {
                        body.line("owner.\(configure)")
                    }
                    body.line("owner.\(root.method)")
                    if !root.segueMethods.isEmpty {
                        // Each segue performed once, from inside a navigation controller as a shown scene is.
                        body.line("var navigation: UINavigationController?")
                        body.line("_IBKitRecording.quietly { navigation = UINavigationController(rootViewController: owner) }")
                        body.line("withExtendedLifetime(navigation) {")
                        for segue in root.segueMethods { body.line("    owner.\(segue.method)(nil)") }
                        body.line("}")
                    }
                    body.line("return _IBKitRecording.dump(root: owner.view, owner: owner)")
                case .containerChildren:
                    // The factory makes the container with its children; its view is UIKit's plain one.
                    body.line("let owner = \(root.className).\(root.method)")
                    body.line("return _IBKitRecording.dump(root: owner.view, owner: owner)")
                case .ownedView, .window, .objects:
                    body.line("let owner = \(root.className)()")
                    body.line("let root = owner.\(root.method.replacingOccurrences(of: " -> UIView", with: ""))")
                    body.line("return _IBKitRecording.dump(root: root, owner: owner)")
                case .viewContent:
                    let made: String
                    switch root.baseClassName {
                    case "UITableViewCell": made = "\(root.className)(style: .default, reuseIdentifier: nil)"
                    case "UITableView": made = "\(root.className)(frame: .zero, style: .plain)"
                    case "UICollectionView": made = "\(root.className)(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())"
                    default: made = "\(root.className)(frame: .zero)"
                    }
                    body.line("let root = \(made)")
                    if !root.isGeneratedClass { body.line("root.\(root.method)") }
                    // The root is `self` of the code: named by its path, like every view.
                    body.line("return _IBKitRecording.dump(root: root, owner: nil)")
                }
            }
            source.line("print(\"\(marker) \(index) \" + build\(index)())")
        }
        return source.text
    }
}
