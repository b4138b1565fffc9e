import IBDocument
import IBTestSupport
import Testing

/// Every corpus document loads into the typed model, and every accessor answers without a crash.
@Suite struct CorpusModelTests {
    @Test func everyDocumentLoadsAndEveryAccessorAnswers() throws {
        #expect(Corpus.documents.count >= 1000)
        var legacy = 0
        var objects = 0
        var unresolved: [String] = []
        for url in Corpus.documents {
            let document = try Document.load(contentsOf: url.path)
            if document.format == .legacyArchive {
                legacy += 1
                #expect(document.format.unavailableReason != nil)
                continue
            }
            #expect(document.format == .document, "\(Corpus.name(url))")
            #expect(document.platform != nil, "\(Corpus.name(url)): no platform")
            _ = document.header.dependencies
            _ = document.header.device
            _ = document.outline
            for scene in document.scenes { _ = (scene.sceneID, scene.canvasLocation, scene.mainObject) }
            for object in document.allObjects {
                objects += 1
                _ = (object.className, object.placeholder, object.parent, object.runtimeAttributes.map(\.value))
                for connection in object.connections { _ = (connection.destination, connection.source, connection.presentationOptions) }
                if let view = object.asView {
                    _ = (view.frame, view.colors, view.font, view.text, view.states, view.accessibility, view.variations)
                    for constraint in view.constraints { _ = (constraint.firstItem, constraint.secondItem, constraint.multiplier, constraint.firstAttribute) }
                }
                if let controller = object.asController { _ = (controller.view, controller.storyboardIdentifier) }
                if let reference = object.asStoryboardReference { _ = (reference.storyboardName, reference.referencedIdentifier) }
            }
            unresolved += document.danglingReferences.map { "\($0.location): \($0.attributeName)=\($0.id)" }
        }
        print("typed model: \(Corpus.documents.count - legacy) documents, \(objects) objects; \(legacy) legacy archives; \(unresolved.count) dangling references")
        #expect(legacy == 115)
        #expect(objects > 30_000)
        // Real documents do hold a few dangling references (what `check` will report); they must stay few.
        #expect(unresolved.count < 20, "\(unresolved.joined(separator: "\n"))")
    }

    @Test func everyElementWithAnIdInTheCorpusHasARoleOrIsAKnownPropertyElement() throws {
        // Elements that carry ids but are properties or containers, not instantiated objects.
        let nonObjects: Set<String> = ["constraint", "outlet", "outletCollection", "action", "segue", "binding", "scene",
                                        "accessibilityConnection", "tableViewSection", "segment", "connections",
                                        "device", "adaptation", "notificationCategory"]
        var unknown: [String: Int] = [:]
        for url in Corpus.documents {
            let document = try Document.load(contentsOf: url.path)
            guard document.format == .document else { continue }
            document.tree.forEachElement(withAttribute: "id") { node, _ in
                let name = document.tree.name(of: node)
                if !document.isObjectElement(node), !nonObjects.contains(name) { unknown[name, default: 0] += 1 }
            }
        }
        #expect(unknown.isEmpty, "elements with ids but no catalog entry: \(unknown.sorted { $0.value > $1.value })")
    }
}
