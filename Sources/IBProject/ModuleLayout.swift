/// How ibkit tells which module a source file belongs to, without an Xcode project.
public enum ModuleLayout {
    /// A Swift package's layout: `…/Sources/<Module>/…` (or `Tests/<Module>/`) names the module.
    public static let swiftPackageModule: @Sendable (String) -> String? = { path in
        let components = path.split(separator: "/").map(String.init)
        for (i, component) in components.enumerated().reversed() where component == "Sources" || component == "Tests" {
            if i + 2 < components.count { return components[i + 1] }
        }
        return nil
    }
}
