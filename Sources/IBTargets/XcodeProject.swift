import IBFoundation

/// An Xcode project read from its `project.pbxproj`: its targets and the packages it depends on.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` path as found.
    public var path: String
    /// The native targets, in the project's order.
    public var targets: [Target] = []
    /// Remote Swift packages the project references.
    public var packages: [Dependency] = []
    /// What could not be read: the whole file (an error, and no targets), or an xcconfig.
    public var problems: [Diagnostic] = []

    /// The `project.pbxproj` inside a `.xcodeproj`.
    public static func pbxprojPath(of xcodeproj: String) -> String { CanonicalPath.join(xcodeproj, "project.pbxproj") }

    /// Reads the project at `path` (the `.xcodeproj` folder).
    public static func read(at path: String, reader: FileReader = .disk) -> XcodeProject {
        var project = XcodeProject(path: path)
        let file = pbxprojPath(of: path)
        guard let bytes = reader.contents(file) else {
            project.problems.append(problem("cannot read the project file", in: file))
            return project
        }
        let root: PropertyList
        do {
            root = try PropertyListParser.parse(bytes)
        } catch {
            project.problems.append(Diagnostic(ruleID: "project-unreadable", severity: .error,
                                               message: "\(error.message); the project is left out and its documents are checked without it",
                                               location: SourceLocation(file: file, line: error.line, column: error.column)))
            return project
        }
        guard case .dictionary(_, let objectValues)? = root["objects"]?.value, let rootID = root["rootObject"]?.string,
              let projectObject = objectValues[rootID] else {
            project.problems.append(problem("not an Xcode project: no 'objects' or 'rootObject'; the project is left out", in: file,
                                            line: root.line, column: root.column))
            return project
        }
        var builder = XcodeProjectBuilder(path: path, file: file, objects: objectValues, project: projectObject, reader: reader)
        project.targets = builder.targets()
        project.packages = builder.remotePackages()
        project.problems += builder.problems
        return project
    }

    static func problem(_ message: String, in file: String, line: Int = 1, column: Int = 1) -> Diagnostic {
        Diagnostic(ruleID: "project-unreadable", severity: .error, message: message, location: SourceLocation(file: file, line: line, column: column))
    }
}

/// Turns the object graph into targets.
struct XcodeProjectBuilder {
    let path: String
    let file: String
    let graph: PBXObjectGraph
    let project: PropertyList
    let reader: FileReader
    var problems: [Diagnostic] = []
    /// The synchronized folders with their paths, read once for all targets.
    let synchronizedGroups: [(id: String, group: PropertyList, root: String)]
    /// The project-level settings of each build configuration (its xcconfig, then its own), read once.
    var projectLayers: [(name: String, layers: [[BuildSettings.Assignment]])] = []
    /// This project's product references → the ids of the targets that build them.
    var ownProducts: [String: String] = [:]

    init(path: String, file: String, objects: [String: PropertyList], project: PropertyList, reader: FileReader) {
        self.path = path
        self.file = file
        self.project = project
        self.reader = reader
        let container = CanonicalPath.folder(of: CanonicalPath.of(path))
        let folder = CanonicalPath.of(CanonicalPath.join(container, project["projectDirPath"]?.string ?? ""))
        let graph = PBXObjectGraph(objects: objects, projectFolder: folder, mainGroup: project["mainGroup"]?.string)
        self.graph = graph
        synchronizedGroups = graph.objects.keys.sorted().compactMap { id in
            guard let group = graph[id], graph.isa(group) == "PBXFileSystemSynchronizedRootGroup", let root = graph.paths[id] else { return nil }
            return (id, group, root)
        }
        for configuration in configurations(of: project) {
            projectLayers.append((configuration.name, [xcconfig(configuration.object), assignments(configuration.object["buildSettings"])]))
        }
        ownProducts = productsByReference()
    }

    var projectName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".xcodeproj") ? String(name.dropLast(".xcodeproj".count)) : name
    }

    mutating func targets() -> [Target] {
        graph.ids(project, "targets").compactMap { id in
            guard let object = graph[id], graph.isa(object) == "PBXNativeTarget" else { return nil }
            return target(id, object)
        }
    }

    /// One native target.
    mutating func target(_ id: String, _ object: PropertyList) -> Target {
        let name = object["name"]?.string ?? id
        let productType = object["productType"]?.string ?? ""
        let configurations = settings(forTarget: object, named: name)
        let chosen = configurations.first { $0.name == defaultConfiguration(object) } ?? configurations.first
        let settings = chosen?.settings ?? BuildSettings()
        let platforms = Self.platforms(settings, productType: productType)
        let productName = settings.value("PRODUCT_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? object["productName"]?.string ?? name
        let module = settings.value("PRODUCT_MODULE_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? BuildSettingOperator.c99Identifier(productName)
        var target = Target(name: name, project: path, id: "\(CanonicalPath.of(path))#\(id)", kind: Self.kind(productType), moduleName: module,
                            platforms: platforms, location: SourceLocation(file: file, line: object.line, column: object.column))
        target.productType = productType
        target.deviceFamilies = Set((settings.value("TARGETED_DEVICE_FAMILY") ?? "").split(separator: ",").compactMap { Int($0.filter { !$0.isWhitespace }) })
        target.iOSDeploymentTarget = settings.value("IPHONEOS_DEPLOYMENT_TARGET").flatMap { $0.isEmpty ? nil : $0 }
        if let product = object["productReference"]?.string { target.productKey = "\(CanonicalPath.of(path))#product:\(product)" }
        let first = platforms.sorted().first
        target.compilationConditions = configurations.map { configuration in
            Self.conditions(configuration.settings, platform: first, configuration: configuration.name)
        }
        let swiftVersion = settings.value("SWIFT_VERSION") ?? ""
        target.infersObjC = settings.value("SWIFT_SWIFT3_OBJC_INFERENCE")?.lowercased() == "on" || swiftVersion.hasPrefix("3")
        if let plist = settings.value("INFOPLIST_FILE", platform: first), !plist.isEmpty {
            target.infoPlist = CanonicalPath.key(CanonicalPath.join(graph.projectFolder, plist))
        }
        for key in settings.keys where key.hasPrefix("INFOPLIST_KEY_") {
            if let value = settings.value(key, platform: first) { target.generatedInfoPlistKeys[String(key.dropFirst("INFOPLIST_KEY_".count))] = value }
        }
        addPhases(of: object, to: &target)
        addSynchronizedFolders(of: object, id: id, to: &target)
        addDependencies(of: object, to: &target)
        return target
    }

    // MARK: Settings

    /// Each build configuration's settings: SDK defaults, the project's xcconfig and settings,
    /// the target's xcconfig and settings.
    mutating func settings(forTarget object: PropertyList, named name: String) -> [(name: String, settings: BuildSettings)] {
        configurations(of: object).map { configuration in
            var settings = BuildSettings()
            settings.push(["TARGET_NAME": name, "PROJECT_NAME": projectName, "PRODUCT_NAME": "$(TARGET_NAME)",
                           "SRCROOT": graph.projectFolder, "PROJECT_DIR": graph.projectFolder, "SOURCE_ROOT": graph.projectFolder,
                           "CONFIGURATION": configuration.name])
            if let level = projectLayers.first(where: { $0.name == configuration.name }) ?? projectLayers.first {
                for layer in level.layers { settings.push(layer) }
            }
            settings.push(xcconfig(configuration.object))
            settings.push(assignments(configuration.object["buildSettings"]))
            return (configuration.name, settings)
        }
    }

    func configurations(of object: PropertyList) -> [(name: String, object: PropertyList)] {
        guard let list = object["buildConfigurationList"]?.string.flatMap({ graph[$0] }) else { return [] }
        return graph.ids(list, "buildConfigurations").compactMap { id in
            graph[id].map { ($0["name"]?.string ?? id, $0) }
        }
    }

    func defaultConfiguration(_ object: PropertyList) -> String {
        object["buildConfigurationList"]?.string.flatMap { graph[$0]?["defaultConfigurationName"]?.string } ?? "Release"
    }

    func assignments(_ dictionary: PropertyList?) -> [BuildSettings.Assignment] {
        guard let dictionary else { return [] }
        return dictionary.keys.compactMap { key in
            guard let value = dictionary[key] else { return nil }
            let text = value.string ?? value.strings.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
            return BuildSettings.Assignment(writtenKey: key, value: text)
        }
    }

    /// The assignments of a configuration's base xcconfig, with its includes.
    mutating func xcconfig(_ configuration: PropertyList) -> [BuildSettings.Assignment] {
        var path: String?
        if let reference = configuration["baseConfigurationReference"]?.string { path = graph.files(ofReference: reference).first }
        if path == nil, let anchor = configuration["baseConfigurationReferenceAnchor"]?.string, let folder = graph.files(ofReference: anchor).first,
           let relative = configuration["baseConfigurationReferenceRelativePath"]?.string {
            path = CanonicalPath.join(folder, relative)
        }
        guard let path = path.map(CanonicalPath.display) else { return [] }
        let (assignments, problems) = XCConfigFile.assignments(at: path, reader: reader,
                                                               referencedFrom: SourceLocation(file: file, line: configuration.line, column: configuration.column))
        self.problems += problems
        return assignments
    }

    // MARK: Platforms, kinds, conditions

    static func platforms(_ settings: BuildSettings, productType: String) -> Set<BuildPlatform> {
        var platforms = Set(settings.list("SUPPORTED_PLATFORMS").compactMap(BuildPlatform.init(sdk:)))
        if let sdk = settings.value("SDKROOT"), let platform = BuildPlatform(sdk: sdk) { platforms.insert(platform) }
        if platforms.isEmpty {
            let deployment: [(String, BuildPlatform)] = [("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
                                                         ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
                                                         ("XROS_DEPLOYMENT_TARGET", .visionOS)]
            if productType.contains("watchkit") || productType.contains("watchapp") { platforms.insert(.watchOS) }
            if platforms.isEmpty { platforms = Set(deployment.filter { settings.value($0.0) != nil }.map(\.1)) }
        }
        if platforms.contains(.iOS), settings.isYes("SUPPORTS_MACCATALYST") { platforms.insert(.macCatalyst) }
        return platforms
    }

    static func kind(_ productType: String) -> Target.Kind {
        switch productType {
        case let type where type.hasPrefix("com.apple.product-type.application"): .application
        case let type where type.contains("app-extension") || type.contains("watchkit2-extension") || type.contains("extensionkit"): .appExtension
        case let type where type.contains("framework"): .framework
        case let type where type.contains("library"): .library
        case let type where type.contains("bundle.unit-test") || type.contains("bundle.ui-testing"): .test
        default: .other
        }
    }

    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D` flags of `OTHER_SWIFT_FLAGS`.
    static func conditions(_ settings: BuildSettings, platform: BuildPlatform?, configuration: String) -> Set<String> {
        var names = Set(settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS", platform: platform, configuration: configuration))
        let flags = settings.list("OTHER_SWIFT_FLAGS", platform: platform, configuration: configuration)
        for (index, flag) in flags.enumerated() {
            if flag == "-D", index + 1 < flags.count { names.insert(flags[index + 1]) } else if flag.hasPrefix("-D"), flag.count > 2 { names.insert(String(flag.dropFirst(2))) }
        }
        return names.filter { !$0.isEmpty && !$0.contains("$") && !$0.contains("=") }
    }
}
