import IBDocument
import IBLegacyArchive
import IBRender
import IBTestSupport
import IBXML
import Testing

/// Interface Builder 3 archives read as the modern documents Xcode upgrades them to: views with
/// their frames, text, fonts, colours, hidden flags and custom classes; windows, cells and menus;
/// every archive of the corpus drawn; damaged archives refused with a reason, never a crash.
@Suite struct LegacyArchiveTests {
    static func upgraded(_ xml: String) throws -> Document {
        let tree = try XMLTree.parse(xml, path: "Legacy.xib")
        return try Document.parse(try LegacyArchive.modernDocument(from: tree), path: "Legacy.xib")
    }

    static func components(_ rect: Rect?) -> [Double] {
        rect.map { [$0.x, $0.y, $0.width, $0.height] } ?? []
    }

    static func object(_ document: Document, _ id: String) throws -> IBObject {
        try #require(document.object(withID: id), "no object \(id)")
    }

    @Test func aUIKitViewKeepsItsObjectIDsFramesTextAndClasses() throws {
        let document = try Self.upgraded(LegacyArchiveFixtures.touch)
        #expect(document.format == .document && document.platform == .iOS)
        let label = try Self.object(document, "7")
        #expect(label.elementName == "label" && label.customClass == "GreetingLabel")
        #expect(label.asView?.text == "Welcome & hello")
        #expect(Self.components(label.asView?.frame) == [20, 44, 280, 21])
        #expect(label.attribute("textAlignment") == "center")
        // The colour's components are the ASCII numbers the archive base64-encodes.
        #expect(document.tree.descendants(of: label.node).contains { document.tree.attribute("key", of: $0) == "textColor" && document.tree.attribute("red", of: $0) == "1" })
        // The root view sits at the origin with its archived size.
        #expect(Self.components(try Self.object(document, "1").asView?.frame) == [0, 0, 320, 460])
        // File's Owner's class comes from the flattened properties.
        #expect(document.allObjects.contains { $0.placeholder == .filesOwner && $0.customClass == "LoginViewController" })
    }

    @Test func bitThirtyOneOfTheViewFlagsIsHidden() throws {
        let document = try Self.upgraded(LegacyArchiveFixtures.touch)
        let button = try Self.object(document, "8")
        #expect(button.asView?.isHidden == true)
        #expect(button.asView?.states.first?.title == "Sign In")
        #expect(try Self.object(document, "7").asView?.isHidden == false)
    }

    @Test func aFontSharedByReferenceServesEveryViewThatNamesIt() throws {
        let document = try Self.upgraded(LegacyArchiveFixtures.touch)
        let field = try #require(document.allObjects.first { $0.elementName == "textField" })
        #expect(field.asView?.font?.kind == "boldSystem" && field.asView?.font?.pointSize == 17)
        #expect(field.attribute("placeholder") == "Name" && field.attribute("borderStyle") == "roundedRect")
    }

    @Test func anAppKitWindowKeepsItsCellsAndItsMenuItsKeyEquivalents() throws {
        let document = try Self.upgraded(LegacyArchiveFixtures.cocoa)
        #expect(document.platform == .macOS)
        let window = try Self.object(document, "1")
        #expect(window.elementName == "window" && window.attribute("title") == "Preferences")
        let tree = document.tree
        let cells = tree.descendants(of: window.node).filter { tree.name(of: $0).hasSuffix("Cell") }
        #expect(cells.contains { tree.isElement($0, named: "textFieldCell") && tree.attribute("title", of: $0) == "Network Name:" })
        #expect(cells.contains { tree.attribute("type", of: $0) == "check" && tree.attribute("state", of: $0) == "on" && tree.attribute("title", of: $0) == "Join automatically" })
        #expect(cells.contains { tree.attribute("type", of: $0) == "push" && tree.attribute("bezelStyle", of: $0) == "rounded" })
        // Lucida Grande at 13 points is the system font.
        #expect(tree.descendants(of: window.node).contains { tree.isElement($0, named: "font") && tree.attribute("metaFont", of: $0) == "system" })
        let menu = try Self.object(document, "29")
        #expect(menu.attribute("systemMenu") == "main")
        #expect(tree.descendants(of: menu.node).contains { tree.attribute("title", of: $0) == "Quit" && tree.attribute("keyEquivalent", of: $0) == "q" })
        #expect(document.allObjects.contains { $0.id == "-2" && $0.customClass == "PreferencesWindowController" })
    }

    @Test func theUpgradedDocumentIsDrawnAndItsHiddenButtonIsNot() throws {
        let drawing = try #require(SceneRenderer.render(try Self.upgraded(LegacyArchiveFixtures.touch), options: .canvas).first)
        #expect(drawing.svg.contains(">Welcome &amp; hello</text>"))
        #expect(!drawing.svg.contains("Sign In"))
    }

    @Test(arguments: [
        ("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>", "no <data>"),
        ("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><data/></archive>", "no IBDocument.RootObjects"),
        ("<archive type=\"com.example.Other\"><data/></archive>", "not one of Interface Builder 3's"),
        ("<document/>", "not <archive>"),
    ])
    func aDamagedArchiveIsRefusedWithItsReason(xml: String, reason: String) throws {
        let tree = try XMLTree.parse(xml, path: "Damaged.xib")
        #expect {
            _ = try LegacyArchive.modernDocument(from: tree)
        } throws: { error in
            String(describing: error).contains(reason)
        }
    }

    /// References that point at themselves or in a circle, and views nested deeper than any real
    /// document (as deep as the XML reader lets a file go), are read without looping or exhausting
    /// the stack.
    @Test func cyclesAndDeepNestingEndTheRead() throws {
        let cyclic = LegacyArchiveFixtures.touch.replacingOccurrences(of: "<reference key=\"NSSuperview\" ref=\"191373211\"/>",
                                                                       with: "<reference key=\"IBUIOwnView\" ref=\"100\"/><reference key=\"IBUIRoot\" ref=\"1000\"/>")
        #expect(try Self.upgraded(cyclic).object(withID: "7") != nil)
        var nested = "", closing = ""
        for depth in 0..<120 {
            nested += "<array class=\"NSMutableArray\" key=\"NSSubviews\"><object class=\"IBUIView\" id=\"n\(depth)\"><int key=\"NSvFlags\">274</int>"
            closing = "</object></array>" + closing
        }
        let deep = LegacyArchiveFixtures.touch.replacingOccurrences(of: "<string key=\"NSFrameSize\">{320, 460}</string>",
                                                                    with: nested + closing + "<string key=\"NSFrameSize\">{320, 460}</string>")
        let document = try Self.upgraded(deep)
        #expect(document.allObjects.count > 50)
    }

    /// Every Interface Builder 3 archive of the corpus reads as a modern document that draws.
    @Test func everyArchiveOfTheCorpusIsDrawn() throws {
        var archives = 0, failures: [String] = []
        for url in Corpus.documents {
            let bytes = Corpus.bytes(url)
            guard String(decoding: bytes.prefix(3_000), as: UTF8.self).contains("<archive type=") else { continue }
            archives += 1
            do {
                let archive = try Document.parse(bytes, path: url.path)
                let document = try Document.parse(Array(try LegacyArchive.modernDocument(from: archive.tree).utf8), path: url.path)
                if SceneRenderer.render(document, options: .canvas).isEmpty { failures.append("\(Corpus.name(url)): no drawing") }
            } catch {
                failures.append("\(Corpus.name(url)): \(error)")
            }
        }
        #expect(archives >= 115)
        #expect(failures.isEmpty, "\(failures.count) of \(archives): \(failures.prefix(5))")
    }
}
