extension Fixture {
    /// A minimal `project.pbxproj` with one app target that compiles `sources` and bundles
    /// `resources` (paths relative to the project's folder), as Xcode writes the format.
    public static func xcodeProject(target: String = "App", sdk: String = "iphoneos", sources: [String], resources: [String]) -> String {
        var objects: [String] = []
        var references: [String] = []
        func add(_ paths: [String], prefix: String) -> [String] {
            paths.enumerated().map { index, path in
                let file = "\(prefix)F\(index)", build = "\(prefix)B\(index)"
                references.append(file)
                objects.append("\(file) = {isa = PBXFileReference; path = \(quoted(path)); sourceTree = \"<group>\"; };")
                objects.append("\(build) = {isa = PBXBuildFile; fileRef = \(file); };")
                return build
            }
        }
        let sourceFiles = add(sources, prefix: "S")
        let resourceFiles = add(resources, prefix: "R")
        objects += [
            "PROJECT = {isa = PBXProject; buildConfigurationList = PROJECTCONFIGS; mainGroup = MAINGROUP; targets = (TARGET, ); };",
            "MAINGROUP = {isa = PBXGroup; children = (\(references.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };",
            "SOURCES = {isa = PBXSourcesBuildPhase; files = (\(sourceFiles.map { $0 + ", " }.joined())); };",
            "RESOURCES = {isa = PBXResourcesBuildPhase; files = (\(resourceFiles.map { $0 + ", " }.joined())); };",
            "TARGET = {isa = PBXNativeTarget; buildConfigurationList = TARGETCONFIGS; buildPhases = (SOURCES, RESOURCES, ); name = \(quoted(target)); productName = \(quoted(target)); productType = \"com.apple.product-type.application\"; };",
            "PROJECTCONFIGS = {isa = XCConfigurationList; buildConfigurations = (PROJECTRELEASE, ); defaultConfigurationName = Release; };",
            "PROJECTRELEASE = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = \(sdk); }; name = Release; };",
            "TARGETCONFIGS = {isa = XCConfigurationList; buildConfigurations = (TARGETRELEASE, ); defaultConfigurationName = Release; };",
            "TARGETRELEASE = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = \"$(TARGET_NAME)\"; }; name = Release; };",
        ]
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
            + objects.map { "\t\t\($0)\n" }.joined()
            + "\t};\n\trootObject = PROJECT;\n}\n"
    }

    /// A `Package.swift` with one library target, whose sources and documents live in
    /// `Sources/<target>/`.
    public static func swiftPackage(target: String = "App") -> String {
        """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "\(target)", targets: [.target(name: "\(target)")])

        """
    }

    /// A value quoted when the old-style format needs it.
    static func quoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || "_$+/:.-".contains($0) } ? text : "\"\(text)\""
    }
}
