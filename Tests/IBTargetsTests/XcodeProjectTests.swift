import Foundation
import IBTargets
import IBTestSupport
import Testing

/// Projects written for the tests (`Tests/IBCheckTests/Projects`), read as Xcode reads them.
@Suite struct XcodeProjectTests {
    static let projects = Corpus.repositoryRoot.appendingPathComponent("Tests/IBCheckTests/Projects").path

    static func key(_ relative: String) -> String { CanonicalPath.key(projects + "/" + relative) }

    @Test func targetsHaveTheirModulesPlatformsSourcesAndResources() throws {
        let project = XcodeProject.read(at: Self.projects + "/SharedNames/SharedNames.xcodeproj")
        #expect(project.problems.isEmpty)
        #expect(project.targets.map(\.name) == ["Phone", "Desk"])
        let phone = try #require(project.targets.first)
        #expect(phone.moduleName == "Phone")
        #expect(phone.kind == .application)
        #expect(phone.platforms == [.iOS])
        #expect(phone.compiles(Self.key("SharedNames/Phone/ProfileViewController.swift")))
        #expect(!phone.compiles(Self.key("SharedNames/Desk/ProfileViewController.swift")))
        #expect(phone.bundles(Self.key("SharedNames/Phone/Base.lproj/Main.storyboard")))
        #expect(phone.generatedInfoPlistKeys["UIMainStoryboardFile"] == "Main")
        #expect(phone.compilationConditions.contains(["DEBUG"]))
        #expect(project.targets[1].platforms == [.macOS])
    }

    @Test func dependenciesAndFrameworkModulesAreFollowed() throws {
        let model = BuildModel.load(xcodeProjects: [Self.projects + "/FrameworkApp/FrameworkApp.xcodeproj"], manifests: [])
        let shop = try #require(model.targets.first { $0.name == "Shop" })
        #expect(model.closure(of: shop).map(\.moduleName) == ["Shop", "ShopKit"])
        #expect(model.importableModules(of: shop) == ["Shop", "ShopKit"])
        #expect(model.targets(bundling: Self.key("FrameworkApp/Old/Cart.storyboard")).isEmpty)
        #expect(model.isCovered(Self.key("FrameworkApp/Old/Cart.storyboard")))
    }

    @Test func synchronizedFoldersHoldEverythingButTheirExceptions() {
        let files = [
            "/p/App.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; mainGroup = G; targets = (APP, WIDGET); };
                G = { isa = PBXGroup; children = (SYNC); sourceTree = "<group>"; };
                SYNC = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXAPP, EXWIDGET); path = App; sourceTree = "<group>"; };
                EXAPP = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Old/Stale.xib); target = APP; };
                EXWIDGET = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared.swift, /Localized/Main.storyboard); target = WIDGET; };
                APP = { isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (SYNC); productType = "com.apple.product-type.application"; };
                WIDGET = { isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; };
            }; rootObject = P; }
            """,
            "/p/App/Shared.swift": "", "/p/App/View.swift": "", "/p/App/Old/Stale.xib": "", "/p/App/Base.lproj/Main.storyboard": "",
            "/p/App/en.lproj/Main.storyboard": "",
        ]
        let reader = FileReader(contents: { files[$0].map { Array($0.utf8) } }, isFolder: { path in files.keys.contains { $0.hasPrefix(path + "/") } },
                                files: { path in files.keys.filter { $0.hasPrefix(path + "/") }.sorted() })
        let project = XcodeProject.read(at: "/p/App.xcodeproj", reader: reader)
        let app = project.targets[0], widget = project.targets[1]
        #expect(app.compiles("/p/app/view.swift"))
        #expect(app.bundles("/p/app/base.lproj/main.storyboard"))
        #expect(!app.bundles("/p/app/old/stale.xib"))
        #expect(app.moduleName == "App")
        #expect(widget.compiles("/p/app/shared.swift"))
        #expect(!widget.compiles("/p/app/view.swift"))
        #expect(widget.bundles("/p/app/base.lproj/main.storyboard") && widget.bundles("/p/app/en.lproj/main.storyboard"))
    }

    @Test func pathsCompareWithoutCaseAsOnTheFileSystemsProjectsAreWrittenOn() {
        #expect(CanonicalPath.key("/a/Controllers/stream/Cell.swift") == CanonicalPath.key("/a/controllers/Stream/../Stream/./Cell.swift"))
        #expect(CanonicalPath.of("/a//b/./c/../d/") == "/a/b/d")
        #expect(CanonicalPath.of("/a/b.c/..d") == "/a/b.c/..d")
    }

    @Test func aDamagedProjectIsOneErrorAtItsLine() {
        let project = XcodeProject.read(at: Self.projects + "/Damaged/App.xcodeproj")
        #expect(project.targets.isEmpty)
        #expect(project.problems.count == 1)
        #expect(project.problems.first?.location.line == 10)
        #expect(project.problems.first?.message.hasPrefix("merge conflict marker") == true)
    }

    @Test func workspacesListTheirProjects() {
        let workspace = Workspace.read(at: Self.projects + "/PodsApp/PodsApp.xcworkspace")
        #expect(workspace.projects.map { $0.split(separator: "/").suffix(2).joined(separator: "/") } == ["PodsApp/PodsApp.xcodeproj", "Pods/Pods.xcodeproj"])
    }
}
