import IBFoundation

/// What a target's build phases, synchronized folders and dependencies put in it.
extension XcodeProjectBuilder {
    /// File types that are folders copied whole (blue folder references).
    static func isFolderReference(_ object: PropertyList) -> Bool {
        let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string ?? ""
        return type == "folder" || type == "wrapper" || type.hasPrefix("folder.") && type != "folder.assetcatalog"
    }

    /// Sources, headers, resources and linked products from the build phases.
    mutating func addPhases(of object: PropertyList, to target: inout Target) {
        for phaseID in graph.ids(object, "buildPhases") {
            guard let phase = graph[phaseID] else { continue }
            let kind = graph.isa(phase)
            for buildFile in graph.ids(phase, "files") {
                guard let entry = graph[buildFile] else { continue }
                if let product = entry["productRef"]?.string, let dependency = graph[product] {
                    addPackageProduct(dependency, to: &target)
                    continue
                }
                guard let reference = entry["fileRef"]?.string, let file = graph[reference] else { continue }
                switch kind {
                case "PBXSourcesBuildPhase":
                    target.list(graph.files(ofReference: reference), as: \.sources)
                case "PBXHeadersBuildPhase":
                    target.list(graph.files(ofReference: reference), as: \.headers)
                case "PBXResourcesBuildPhase":
                    addResource(reference, file, to: &target)
                case "PBXFrameworksBuildPhase", "PBXCopyFilesBuildPhase":
                    if let linked = ownProducts[reference] {
                        target.dependencies.append(linked)
                    } else if graph.isa(file) == "PBXReferenceProxy", let linked = crossProjectProduct(file) {
                        target.dependencies.append(linked)
                    } else if let module = Self.frameworkModule(file) {
                        if graph.paths[reference] != nil { target.externalModules.insert(module) }
                    } else if kind == "PBXCopyFilesBuildPhase" {
                        addResource(reference, file, to: &target)
                    }
                default:
                    break
                }
            }
        }
        for product in graph.ids(object, "packageProductDependencies") {
            if let dependency = graph[product] { addPackageProduct(dependency, to: &target) }
        }
    }

    mutating func addResource(_ reference: String, _ file: PropertyList, to target: inout Target) {
        if Self.isFolderReference(file), let path = graph.paths[reference] {
            target.folders.append(Target.Folder(path: path, isResourceFolder: true))
        } else {
            target.list(graph.files(ofReference: reference), as: \.resources)
        }
    }

    /// A package product: a remote one is an external module; a local one is resolved later
    /// against the packages found (`product:NAME`).
    func addPackageProduct(_ dependency: PropertyList, to target: inout Target) {
        guard let name = dependency["productName"]?.string, !name.hasPrefix("plugin:") else { return }
        let package = dependency["package"]?.string.flatMap { graph[$0] }
        if let package, graph.isa(package) == "XCRemoteSwiftPackageReference" {
            target.externalModules.insert(BuildSettingOperator.c99Identifier(name))
        } else if !target.dependencies.contains("product:\(name)") {
            target.dependencies.append("product:\(name)")
        }
    }

    /// `Foo.framework`, `Foo.xcframework`, `libFoo.a` linked by path → `Foo`; system frameworks
    /// (referenced into the SDK) have no path and give nil.
    static func frameworkModule(_ file: PropertyList) -> String? {
        let path = file["path"]?.string ?? ""
        // Absolute paths into the system or Xcode name SDK frameworks, not dependencies.
        if ["/System/", "/Library/", "/Applications/", "/usr/"].contains(where: path.hasPrefix) { return nil }
        let name = (file["path"]?.string ?? file["name"]?.string ?? "").split(separator: "/").last.map(String.init) ?? ""
        for suffix in [".framework", ".xcframework"] where name.hasSuffix(suffix) {
            return BuildSettingOperator.c99Identifier(String(name.dropLast(suffix.count)))
        }
        if name.hasPrefix("lib"), name.hasSuffix(".a") { return BuildSettingOperator.c99Identifier(String(name.dropFirst(3).dropLast(2))) }
        return nil
    }

    /// This project's product references → the ids of the targets that build them.
    func productsByReference() -> [String: String] {
        var products: [String: String] = [:]
        for id in graph.ids(project, "targets") {
            if let reference = graph[id]?["productReference"]?.string { products[reference] = "\(CanonicalPath.of(path))#\(id)" }
        }
        return products
    }

    /// A product of another project (`PBXReferenceProxy`) → `project#product:ID`, resolved later.
    func crossProjectProduct(_ proxyReference: PropertyList) -> String? {
        guard let proxy = proxyReference["remoteRef"]?.string.flatMap({ graph[$0] }),
              let portal = proxy["containerPortal"]?.string, let remote = proxy["remoteGlobalIDString"]?.string,
              let other = graph.files(ofReference: portal).first else { return nil }
        return "\(other)#product:\(remote)"
    }

    /// Targets this one depends on, in this project or another (`project#id`).
    func addDependencies(of object: PropertyList, to target: inout Target) {
        let own = CanonicalPath.of(path)
        for dependencyID in graph.ids(object, "dependencies") {
            guard let dependency = graph[dependencyID] else { continue }
            if let id = dependency["target"]?.string {
                target.dependencies.append("\(own)#\(id)")
            } else if let proxy = dependency["targetProxy"]?.string.flatMap({ graph[$0] }),
                      let remote = proxy["remoteGlobalIDString"]?.string, let portal = proxy["containerPortal"]?.string {
                // The portal is this project's root object, or a reference to another project.
                let isThisProject = graph[portal].map { graph.isa($0) == "PBXProject" } ?? true
                let container = isThisProject ? own : (graph.files(ofReference: portal).first ?? own)
                target.dependencies.append("\(container)#\(remote)")
            }
        }
    }

    /// Xcode 16's synchronized folders: every file under the folder belongs, but for the
    /// exceptions of this target; a folder of another target whose exceptions name this target
    /// gives it those files.
    func addSynchronizedFolders(of object: PropertyList, id: String, to target: inout Target) {
        let own = Set(graph.ids(object, "fileSystemSynchronizedGroups"))
        for (groupID, group, root) in synchronizedGroups {
            var exceptions: Set<String> = []
            for exceptionID in graph.ids(group, "exceptions") {
                guard let exception = graph[exceptionID], graph.isa(exception) == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      exception["target"]?.string == id else { continue }
                for written in exception["membershipExceptions"]?.strings ?? [] {
                    exceptions.formUnion(exceptionPaths(written, in: root))
                }
            }
            if own.contains(groupID) {
                target.folders.append(Target.Folder(path: root, excluded: exceptions))
            } else {
                for file in exceptions.sorted() {
                    switch SourceKind.of(file) {
                    case .source: target.list([file], as: \.sources)
                    case .header: target.list([file], as: \.headers)
                    case .resource: target.list([file], as: \.resources)
                    }
                }
            }
        }
    }

    /// The files an exception names: `Sub/File.swift` relative to the folder, or
    /// `/Localized/Sub/Main.storyboard` for every localization of it (`Sub/*.lproj/Main.storyboard`).
    func exceptionPaths(_ written: String, in root: String) -> [String] {
        let marker = "/Localized/"
        guard written.hasPrefix(marker) else { return [CanonicalPath.of(CanonicalPath.join(root, written))] }
        let wanted = CanonicalPath.key(CanonicalPath.join(root, String(written.dropFirst(marker.count))))
        return reader.files(root).filter { path in
            let parts = CanonicalPath.of(path).split(separator: "/")
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return false }
            let delocalized = "/" + (parts.dropLast(2) + [parts[parts.count - 1]]).joined(separator: "/")
            return delocalized.lowercased() == wanted
        }.map(CanonicalPath.of)
    }

    /// The remote packages the project references, with the products its targets use.
    func remotePackages() -> [Dependency] {
        var products: [String: Set<String>] = [:]
        for (_, object) in graph.objects where graph.isa(object) == "XCSwiftPackageProductDependency" {
            guard let package = object["package"]?.string, let name = object["productName"]?.string, !name.hasPrefix("plugin:") else { continue }
            products[package, default: []].insert(BuildSettingOperator.c99Identifier(name))
        }
        return graph.ids(project, "packageReferences").compactMap { id in
            guard let reference = graph[id], graph.isa(reference) == "XCRemoteSwiftPackageReference",
                  let url = reference["repositoryURL"]?.string else { return nil }
            let name = Self.repositoryName(url)
            guard let modules = products[id], !modules.isEmpty else { return nil }
            return Dependency(name: name, modules: modules, manager: .swiftPackageManager,
                              location: SourceLocation(file: file, line: reference.line, column: reference.column))
        }
    }

    /// `https://github.com/sparkle-project/Sparkle.git` → `Sparkle`.
    static func repositoryName(_ url: String) -> String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name
    }
}
