import IBDocument
import IBTestSupport
import Testing

/// The seed scenario in Examples/, read through the typed model.
@Suite struct ExampleStoryboardTests {
    let document: Document

    init() throws {
        document = try Document.load(contentsOf: Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Main.storyboard").path)
    }

    @Test func headerAndEntryPoint() throws {
        #expect(document.format == .document)
        #expect(document.platform == .iOS)
        #expect(document.isStoryboard)
        #expect(document.header.useAutolayout == true)
        #expect(document.header.device?.id == "retina6_12")
        #expect(document.header.dependencies.contains(.deployment(identifier: "iOS", version: nil)))
        #expect(document.initialViewController?.elementName == "navigationController")
    }

    @Test func scenesHoldTheirControllersAndPlaceholders() throws {
        let scenes = document.scenes
        #expect(scenes.count == 6)
        let a = try #require(scenes.first { $0.controller?.storyboardIdentifier == "AViewController" })
        #expect(a.controller?.object.customClass == "AViewController")
        #expect(a.controller?.object.customModuleProvider == "target")
        #expect(a.controller?.object.baseClassName == "UIViewController")
        #expect(a.placeholders.map(\.placeholder) == [.firstResponder, .exit])
        let b = try #require(scenes.first { $0.controller?.storyboardIdentifier == "BViewController" })
        #expect(b.canvasLocation?.x == 700 && b.canvasLocation?.y == 0)
    }

    @Test func seguesOfEveryKindResolveTheirDestinations() throws {
        let segues = document.allObjects.flatMap(\.connections).filter { $0.kind == .segue }
        let byIdentifier = Dictionary(grouping: segues) { $0.identifier ?? $0.unwindAction ?? $0.relationship ?? "" }
        #expect(byIdentifier["showB"]?.first?.destination?.customClass == "BViewController")
        #expect(byIdentifier["embedChild"]?.first?.segueKind == "embed")
        #expect(byIdentifier["embedChild"]?.first?.source?.elementName == "containerView")
        #expect(byIdentifier["rootViewController"]?.first?.segueKind == "relationship")
        let unwind = try #require(byIdentifier["unwindToBWithSegue:"]?.first)
        #expect(unwind.segueKind == "unwind")
        #expect(unwind.destination?.placeholder == .exit)
        let settings = try #require(byIdentifier["showSettings"]?.first)
        #expect(settings.presentationOptions.map(\.name) == ["modalPresentationStyle"])
        let reference = try #require(settings.destination?.asStoryboardReference)
        #expect(reference.storyboardName == "Settings")
        #expect(reference.referencedIdentifier == nil)
    }

    @Test func controllersFindTheirSeguesAndViews() throws {
        let c = try #require(document.scenes.compactMap(\.controller).first { $0.storyboardIdentifier == "CViewController" })
        #expect(c.segues.compactMap(\.unwindAction) == ["unwindToBWithSegue:", "unwindToA:"])
        #expect(c.view?.subviews.count == 2)
        #expect(c.navigationItem?.attribute("title") == "C")
    }

    @Test func everyReferenceResolves() {
        #expect(document.danglingReferences.isEmpty)
        #expect(document.idReferences.count > 40)
        #expect(document.index.duplicates.isEmpty)
    }
}
