/// The template input for one UI framework: the typed `TemplateModel` built from a GenContext
/// with the options applied, and what was left out.
public struct TemplateContext {
    /// What the templates read.
    public let model: TemplateModel
    /// Documents left out because they are for another framework (or watchOS), by name.
    public let skipped: [String]
    /// The framework the code is written against.
    public let framework: UIFramework

    /// Builds the template input for `framework` (default: the one most documents use).
    public init(context: GenContext, options: GenOptions) {
        let framework = options.framework ?? Self.majorityFramework(of: context)
        self.framework = framework
        let storyboards = context.storyboards.filter { UIFramework(platform: $0.platform) == framework }
        let xibs = context.xibs.filter { UIFramework(platform: $0.platform) == framework }
        skipped = context.storyboards.filter { UIFramework(platform: $0.platform) != framework }.map { $0.name + ".storyboard" }
            + context.xibs.filter { UIFramework(platform: $0.platform) != framework }.map { $0.name + ".xib" }

        var builder = Builder(framework: framework, options: options)
        let scenes = builder.scenes(storyboards)
        let segues = builder.segues(storyboards)
        let cells = builder.cells(storyboards: storyboards, xibs: xibs)
        let nibs = builder.nibs(xibs)
        let identifiables = options.identifiableProtocolName == nil ? [] : builder.identifiables(storyboards)

        var imports = builder.resolver.imports.union(options.extraImports)
        imports.insert(framework.moduleName)
        if let target = options.targetModule { imports.remove(target) }
        model = TemplateModel(
            framework: framework.moduleName,
            storyboardClass: framework == .uikit ? "UIStoryboard" : "NSStoryboard",
            segueClass: framework == .uikit ? "UIStoryboardSegue" : "NSStoryboardSegue",
            isAppKit: framework == .appkit,
            access: options.accessLevel.rawValue,
            imports: imports.sorted(),
            bundle: options.bundle ?? "BundleToken.bundle",
            needsBundleToken: options.bundle == nil,
            scenesEnum: options.scenesEnumName, seguesEnum: options.seguesEnumName,
            cellsEnum: options.cellsEnumName, nibsEnum: options.nibsEnumName,
            identifiableProtocol: options.identifiableProtocolName,
            storyboards: scenes, identifiables: identifiables, segueStoryboards: segues, cellGroups: cells, nibs: nibs)
    }

    /// UIKit unless more documents are AppKit's.
    static func majorityFramework(of context: GenContext) -> UIFramework {
        let platforms = context.storyboards.map(\.platform) + context.xibs.map(\.platform)
        let appKit = platforms.filter { UIFramework(platform: $0) == .appkit }.count
        let uiKit = platforms.filter { UIFramework(platform: $0) == .uikit }.count
        return appKit > uiKit ? .appkit : .uikit
    }
}

extension TemplateContext {
    /// Makes the names and types; one per context, because the imports add up across templates.
    struct Builder {
        var resolver: TypeResolver
        let framework: UIFramework
        let options: GenOptions

        init(framework: UIFramework, options: GenOptions) {
            self.framework = framework
            self.options = options
            resolver = TypeResolver(framework: framework, targetModule: options.targetModule)
        }

        var viewControllerClass: String { framework == .uikit ? "UIViewController" : "NSViewController" }
        var viewClass: String { framework == .uikit ? "UIView" : "NSView" }

        /// A scene's controller type. AppKit scenes may be window controllers, so a fallback there
        /// is the element's own class when it is one, which `type(of:)` already tries first.
        mutating func controllerType(_ reference: GenContext.ClassRef) -> String {
            resolver.type(of: reference, fallback: viewControllerClass)
        }

        /// Storyboards with their initial scene and identified scenes.
        mutating func scenes(_ storyboards: [GenContext.Storyboard]) -> [TemplateModel.Storyboard] {
            var types: [TemplateModel.Storyboard] = []
            var resolved: [(GenContext.Storyboard, String?, [(GenContext.Scene, String)])] = []
            for storyboard in storyboards {
                let initial = storyboard.initialScene.map { controllerType($0.controller) }
                var scenes: [(GenContext.Scene, String)] = []
                for scene in storyboard.scenes { scenes.append((scene, controllerType(scene.controller))) }
                resolved.append((storyboard, initial, scenes))
            }
            let reserved = Set(resolved.flatMap { [$0.1].compactMap { $0 } + $0.2.map(\.1) }.map(Self.leadingName))
                .union(["Scene", "InitialScene"]).union(Self.templateTypes)
            var scope = NameScope(reserved: reserved, suffix: "Storyboard")
            for (storyboard, initial, scenes) in resolved {
                var memberScope = NameScope(reserved: ["storyboardName", "storyboard", "initialScene"])
                let members = scenes.map { scene, type in
                    TemplateModel.Scene(identifier: SwiftName.stringLiteral(scene.identifier ?? ""),
                                        member: memberScope.claim(SwiftName.member(scene.identifier ?? "")), type: type)
                }
                types.append(TemplateModel.Storyboard(name: SwiftName.stringLiteral(storyboard.name), swiftName: scope.claim(SwiftName.type(storyboard.name)),
                                                      platform: storyboard.platform, initialType: initial, scenes: members))
            }
            return types
        }

        /// Controllers whose storyboard ID is their class name, in exactly one scene, declared in the target.
        mutating func identifiables(_ storyboards: [GenContext.Storyboard]) -> [TemplateModel.Identifiable] {
            var found: [String: [String]] = [:]
            var mentioned: [String: Int] = [:]
            for storyboard in storyboards {
                for scene in storyboard.scenes {
                    mentioned[scene.controller.name, default: 0] += 1
                    guard scene.identifier == scene.controller.name, scene.controller.isCustom,
                          scene.controller.module == nil || scene.controller.module == options.targetModule,
                          SwiftName.isPlainIdentifier(scene.controller.name), !resolver.knowledge.knows(scene.controller.name) else { continue }
                    found[scene.controller.name, default: []].append(storyboard.name)
                }
            }
            return found.keys.sorted().compactMap { name in
                guard let names = found[name], names.count == 1, mentioned[name] == 1 else { return nil }
                return TemplateModel.Identifiable(type: name, identifier: SwiftName.stringLiteral(name), storyboard: SwiftName.stringLiteral(names[0]))
            }
        }

        /// Types the bundled templates name, which no generated declaration may shadow.
        static let templateTypes: Set<String> = [
            "Any", "AnyObject", "Bool", "Bundle", "BundleToken", "Int", "IndexPath", "Never", "NSCoder", "NSArray", "NSObject",
            "String", "Swift", "Foundation", "UIKit", "AppKit", "UIStoryboard", "NSStoryboard", "UIStoryboardSegue", "NSStoryboardSegue",
            "UIViewController", "NSViewController", "NSWindowController", "UINib", "NSNib", "UIView", "NSView", "UITableView",
            "UITableViewCell", "UICollectionView", "UICollectionViewCell", "NSUserInterfaceItemIdentifier", "Identifier",
        ]

        /// `Module.Type` → `Module`: the name a nested declaration could shadow.
        static func leadingName(_ type: String) -> String {
            String(type.prefix { $0 != "." && $0 != "<" })
        }
    }
}
