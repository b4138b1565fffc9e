import Foundation
import IBDocument
import IBEdit
import IBLayout
import IBRender
import IBTestSupport
import Testing

/// The diff page: a changed scene drawn before and after, added views outlined green at their
/// frames, changed ones yellow, removed ones red, with the semantic diff beside them.
@Suite struct DiffPageTests {
    static let old = (try? String(contentsOf: Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Settings.storyboard"), encoding: .utf8)) ?? ""

    /// The seed example's Settings scene with a label added under the switch and the switch turned off.
    static let new = old
        .replacingOccurrences(of: #"on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="set-sw-001""#,
                              with: #"on="NO" translatesAutoresizingMaskIntoConstraints="NO" id="set-sw-001""#)
        .replacingOccurrences(of: "                        </subviews>\n", with: """
                                    <label opaque="NO" text="Notifications" translatesAutoresizingMaskIntoConstraints="NO" id="new-lb-001">
                                        <rect key="frame" x="20" y="100" width="120" height="21"/>
                                    </label>
                                </subviews>

        """)
        .replacingOccurrences(of: "                        </constraints>\n", with: """
                                    <constraint firstItem="new-lb-001" firstAttribute="leading" secondItem="set-vw-001" secondAttribute="leading" constant="20" id="new-cn-001"/>
                                    <constraint firstItem="new-lb-001" firstAttribute="top" secondItem="set-vw-001" secondAttribute="top" constant="100" id="new-cn-002"/>
                                </constraints>

        """)

    static func page() throws -> (page: String, new: Document) {
        let before = try Document.parse(old, path: "Settings.storyboard"), after = try Document.parse(new, path: "Settings.storyboard")
        let changes = try DocumentDiff.changes(old: Array(old.utf8), oldPath: "a", new: Array(new.utf8), newPath: "b")
        return (DiffPage.html(old: before, new: after, changes: changes, title: "Settings.storyboard"), after)
    }

    @Test func theChangedSceneIsDrawnBeforeAndAfterWithTheDiffBeside() throws {
        #expect(Self.new.contains("new-lb-001") && Self.new.contains(#"on="NO""#))
        let (page, _) = try Self.page()
        #expect(page.components(separatedBy: "<section data-scene=\"set-vc-001\">").count == 2)
        #expect(page.contains(#"<figure class="old">"#) && page.contains(#"<figure class="new">"#))
        #expect(page.contains(#"class="diff-added" data-id="new-lb-001""#))
        #expect(page.contains(#"class="diff-changed" data-id="set-sw-001""#))
        #expect(page.contains("<li>") && page.contains("Notifications"))
    }

    @Test func aDocumentAddedWholeHasEveryDrawingOutlinedGreen() throws {
        let empty = try Document.parse("<document/>", path: "/dev/null"), added = try Document.parse(Self.old, path: "Settings.storyboard")
        let page = DiffPage.html(old: empty, new: added, changes: [DiffChange(kind: .added, path: "Document")], title: "Settings.storyboard")
        #expect(page.contains(#"<section data-scene="set-vc-001">"#))
        #expect(page.contains("not in the old version"))
        #expect(page.contains(#"class="diff-added""#))
        let deleted = DiffPage.html(old: added, new: empty, changes: [DiffChange(kind: .removed, path: "Document")], title: "Settings.storyboard")
        #expect(deleted.contains(#"class="diff-removed""#) && deleted.contains("not in the new version"))
    }

    /// Each side is drawn as Xcode's canvas shows it, at the frames its document stores, and a
    /// change's outline sits on the view as drawn.
    @Test func theOutlinesSitOnTheStoredFramesInABrowser() throws {
        let (page, new) = try Self.page()
        let label = try #require(LayoutEngine.layout(new).first?.withStoredFrames().views.first { $0.object.id == "new-lb-001" }?.frameInRoot)
        let probe = """
        <pre id="result">pending</pre><script>
        const errors = []; window.addEventListener('error', e => errors.push(String(e.message)));
        const svg = document.querySelector('figure.new svg'), o = svg.getBoundingClientRect();
        const r = document.querySelector('figure.new rect.diff-added').getBoundingClientRect();
        document.getElementById('result').textContent = JSON.stringify({x: r.x - o.x, y: r.y - o.y, w: r.width, h: r.height, errors});
        </script></body>
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-diffpage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("diff.html")
        try Data(page.replacingOccurrences(of: "</body>", with: probe).utf8).write(to: url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try HeadlessBrowser.result(of: url).utf8)) as? [String: Any])
        #expect((object["errors"] as? [String])?.isEmpty == true)
        // The browser's box of a shape is its geometry, without the stroke: the label's frame.
        let drawn = ["x", "y", "w", "h"].map { object[$0] as? Double ?? .nan }
        let expected = [label.x, label.y, label.width, label.height]
        for (a, b) in zip(drawn, expected) { #expect(abs(a - b) <= 0.5, "\(drawn) against \(expected)") }
    }

    /// A Mac storyboard's main menu: its scene's main object, the application, is never drawn.
    static let menuStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <scenes>
            <scene sceneID="app-sc">
                <objects>
                    <application id="app-ob" sceneMemberID="viewController">
                        <menu key="mainMenu" title="Main Menu" systemMenu="main" id="main-mn">
                            <items>
                                <menuItem title="Window" id="win-mi"/>
                            </items>
                        </menu>
                    </application>
                    <customObject id="app-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test func aChangeInAnUndrawnSceneEndsThePlacementWalk() throws {
        let renamed = Self.menuStoryboard.replacingOccurrences(of: #"title="Window""#, with: #"title="Windows""#)
        let before = try Document.parse(Self.menuStoryboard, path: "Main.storyboard"), after = try Document.parse(renamed, path: "Main.storyboard")
        let changes = try DocumentDiff.changes(old: Array(Self.menuStoryboard.utf8), oldPath: "a", new: Array(renamed.utf8), newPath: "b")
        #expect(!changes.isEmpty)
        // Before, the walk went from the scene to the application and back up to the scene forever.
        let page = DiffPage.html(old: before, new: after, changes: changes, title: "Main.storyboard")
        #expect(page.contains("Windows"))
    }

    @Test func identicalVersionsSayThereAreNoChanges() throws {
        let document = try Document.parse(Self.old, path: "Settings.storyboard")
        #expect(DiffPage.html(old: document, new: document, changes: [], title: "t").contains("<p>No changes.</p>"))
    }
}

/// The review page for a settings screen: scenes added and deleted drawn, static cells drawn,
/// sections headed by scene names, and outline colours that say what happened to each view.
@Suite struct ReviewPageTests {
    static let old = StaticTableFixture.storyboard()
    /// The Wi-Fi cell loses its segue, the About scene goes, a Help scene comes.
    static let new = StaticTableFixture.storyboard(about: false)
        .replacingOccurrences(of: "\n                                            <connections><segue destination=\"ab-vc\" kind=\"show\" id=\"wifi-sg\"/></connections>", with: "")
        .replacingOccurrences(of: "    </scenes>", with: StaticTableFixture.about.replacingOccurrences(of: "ab-", with: "hp-").replacingOccurrences(of: "About", with: "Help") + "    </scenes>")

    static func page() throws -> String {
        let before = try Document.parse(old, path: "Settings.storyboard"), after = try Document.parse(new, path: "Settings.storyboard")
        let changes = try DocumentDiff.changes(old: Array(old.utf8), oldPath: "a", new: Array(new.utf8), newPath: "b")
        return DiffPage.html(old: before, new: after, changes: changes, title: "Settings.storyboard")
    }

    @Test func addedAndDeletedScenesAreDrawnAndSectionsAreHeadedByName() throws {
        #expect(Self.new.contains("hp-vc") && !Self.new.contains("ab-vc") && !Self.new.contains("wifi-sg"))
        let page = try Self.page()
        let headings = page.components(separatedBy: "<h2>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(headings.count == 3 && headings.allSatisfy { $0.hasSuffix(" Scene") && !$0.contains("-") }, "\(headings)")
        #expect(!page.contains("Outside the drawings"), "every change is drawn")
        let help = try #require(page.components(separatedBy: "<section data-scene=\"hp-vc\">").dropFirst().first)
        #expect(help.contains("not in the old version") && help.contains(#"class="diff-added""#))
        let about = try #require(page.components(separatedBy: "<section data-scene=\"ab-vc\">").dropFirst().first)
        #expect(about.contains("not in the new version") && about.contains(#"class="diff-removed""#))
    }

    @Test func aCellThatLostItsSegueIsChangedNotRemovedAndItsCellsAreDrawn() throws {
        let page = try Self.page()
        let settings = try #require(page.components(separatedBy: "<section data-scene=\"st-vc\">").dropFirst().first?.components(separatedBy: "</section>").first)
        #expect(settings.contains(#"class="diff-changed" data-id="wifi""#))
        #expect(!settings.contains("diff-removed") && !settings.contains("diff-added"))
        #expect(settings.contains("<title>- "), "the outline says what changed on hover")
        #expect(settings.components(separatedBy: ">Wi-Fi</text>").count == 3, "the cell is drawn before and after")
    }

    @Test func theCellsOutlineSitsOnTheDrawnCellInABrowser() throws {
        let probe = """
        <pre id="result">pending</pre><script>
        const errors = []; window.addEventListener('error', e => errors.push(String(e.message)));
        const figure = document.querySelector('section[data-scene="st-vc"] figure.old');
        const outline = figure.querySelector('rect.diff-changed').getBoundingClientRect();
        const cell = figure.querySelector('rect.view[data-id="wifi"]').getBoundingClientRect();
        document.getElementById('result').textContent = JSON.stringify({outline: [outline.x, outline.y, outline.width, outline.height], cell: [cell.x, cell.y, cell.width, cell.height], errors});
        </script></body>
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("review.html")
        try Data(try Self.page().replacingOccurrences(of: "</body>", with: probe).utf8).write(to: url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try HeadlessBrowser.result(of: url).utf8)) as? [String: Any])
        #expect((object["errors"] as? [String])?.isEmpty == true)
        let outline = object["outline"] as? [Double] ?? [], cell = object["cell"] as? [Double] ?? []
        #expect(outline.count == 4 && cell.count == 4)
        for (a, b) in zip(outline, cell) { #expect(abs(a - b) <= 0.5, "outline \(outline) against the cell \(cell)") }
    }
}
