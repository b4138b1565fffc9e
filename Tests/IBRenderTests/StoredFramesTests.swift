import IBDocument
import IBLayout
import IBRender
import IBTestSupport
import IBXML
import Testing

/// Xcode's canvas draws the frames a document stores; ibkit's solution is drawn when asked for,
/// with a misplaced view's stored frame outlined, and hidden views are left out unless asked for.
@Suite struct StoredFramesTests {
    /// A card whose constraints put it 40 points lower than the document stores it (a misplaced
    /// view), and a hidden banner holding a label.
    static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="20" y="20" width="100" height="80"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                <rect key="frame" x="10" y="10" width="8" height="8"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="dot" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="10" id="d1"/>
                            <constraint firstItem="dot" firstAttribute="top" secondItem="card" secondAttribute="top" constant="10" id="d2"/>
                            <constraint firstAttribute="width" constant="8" firstItem="dot" id="d3"/>
                            <constraint firstAttribute="height" constant="8" firstItem="dot" id="d4"/>
                        </constraints>
                    </view>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                        <rect key="frame" x="0.0" y="200" width="320" height="44"/>
                        <subviews>
                            <label text="Offline" translatesAutoresizingMaskIntoConstraints="NO" id="offline">
                                <rect key="frame" x="8" y="12" width="60" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="offline" firstAttribute="leading" secondItem="banner" secondAttribute="leading" constant="8" id="o1"/>
                            <constraint firstItem="offline" firstAttribute="top" secondItem="banner" secondAttribute="top" constant="12" id="o2"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c2"/>
                    <constraint firstAttribute="width" constant="100" firstItem="card" id="c3"/>
                    <constraint firstAttribute="height" constant="80" firstItem="card" id="c4"/>
                    <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b1"/>
                    <constraint firstItem="banner" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="b2"/>
                    <constraint firstItem="banner" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="b3"/>
                    <constraint firstAttribute="height" constant="44" firstItem="banner" id="b4"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    static func drawing(_ options: DrawingOptions) throws -> (tree: XMLTree, boxes: [String: XMLNodeID]) {
        let drawing = try #require(SceneRenderer.render(try Document.parse(Self.document), options: options).first)
        return try SceneRendererTests.boxes(drawing.svg)
    }

    static func frame(_ id: String, in drawn: (tree: XMLTree, boxes: [String: XMLNodeID])) throws -> [Double] {
        let box = try #require(drawn.boxes[id], "\(id) is not drawn")
        return ["x", "y", "width", "height"].map { drawn.tree.number($0, of: box) ?? .nan }
    }

    @Test func theCanvasDrawsAMisplacedViewWhereTheDocumentStoresIt() throws {
        let drawn = try Self.drawing(.canvas)
        #expect(try Self.frame("card", in: drawn) == [20, 20, 100, 80])
        // What it holds moves with it.
        #expect(try Self.frame("dot", in: drawn) == [30, 30, 8, 8])
        #expect(!drawn.tree.descendants(of: drawn.tree.rootElement!).contains { drawn.tree.attribute("class", of: $0) == "misplaced" })
    }

    @Test func solvedFramesPutTheViewWhereItsConstraintsDoAndOutlineWhereTheDocumentHasIt() throws {
        let drawn = try Self.drawing(DrawingOptions(frames: .solved, marksMisplaced: true))
        #expect(try Self.frame("card", in: drawn) == [20, 60, 100, 80])
        #expect(try Self.frame("dot", in: drawn) == [30, 70, 8, 8])
        let outlines = drawn.tree.descendants(of: drawn.tree.rootElement!).filter { drawn.tree.attribute("class", of: $0) == "misplaced" }
        // Only the card is misplaced: its dot is where it belongs in the card, as Xcode judges it.
        #expect(outlines.compactMap { drawn.tree.attribute("data-id", of: $0) } == ["card"])
        let card = try #require(outlines.first { drawn.tree.attribute("data-id", of: $0) == "card" })
        #expect(["x", "y", "width", "height"].map { drawn.tree.number($0, of: card) } == [20, 20, 100, 80])
        #expect(drawn.tree.attribute("stroke-dasharray", of: card) != nil)
    }

    @Test func aHiddenViewAndWhatItHoldsAreLeftOut() throws {
        let drawn = try Self.drawing(.canvas)
        #expect(drawn.boxes["banner"] == nil && drawn.boxes["offline"] == nil)
        #expect(!drawn.tree.descendants(of: drawn.tree.rootElement!).contains { drawn.tree.text(of: $0) == "Offline" })
    }

    @Test func showingHiddenViewsDrawsThemFaint() throws {
        let drawn = try Self.drawing(DrawingOptions(frames: .stored, showsHidden: true))
        #expect(drawn.tree.attribute("opacity", of: try #require(drawn.boxes["banner"])) == "0.25")
        // The label inside is in a faint group.
        let label = try #require(drawn.boxes["offline"])
        var faint = false, current = drawn.tree.parent(of: label)
        while let node = current {
            if drawn.tree.attribute("opacity", of: node) == "0.25" { faint = true }
            current = drawn.tree.parent(of: node)
        }
        #expect(faint)
    }

    /// On real documents, a view the solution puts where the document stores it is drawn in the
    /// same place either way: the stored frames are converted to the drawing's coordinates as the
    /// solved ones are (AppKit's y up, flipped views, stack views, scroll views, cells).
    @Test func storedAndSolvedFramesAgreeWhereTheLayoutMatches() throws {
        var compared = 0, disagreements: [String] = []
        for (index, url) in Corpus.documents.enumerated() where index % 4 == 0 {
            guard let document = try? Document.parse(Corpus.bytes(url), path: url.path) else { continue }
            for layout in LayoutEngine.layout(document) {
                let storedInRoot = layout.storedFramesInRoot()
                var matched: [XMLNodeID: Bool] = [:]
                for view in layout.views { matched[view.object.node] = view.matchesStored() }
                for view in layout.views {
                    // Only where every superview up to the root matches too.
                    var chain = true, current = view.object.parent
                    while let ancestor = current, ancestor.node != layout.root.node {
                        if matched[ancestor.node] == false { chain = false }
                        current = ancestor.parent
                    }
                    guard chain, view.matchesStored(), let stored = storedInRoot[view.object.node] else { continue }
                    compared += 1
                    let solved = view.frameInRoot
                    let gap = max(abs(stored.x - solved.x), abs(stored.y - solved.y), abs(stored.width - solved.width), abs(stored.height - solved.height))
                    if gap > 1.01 { disagreements.append("\(Corpus.name(url)):\(view.object.location.line) stored \(stored) solved \(solved)") }
                }
            }
        }
        #expect(compared > 2_500)
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(compared): \(disagreements.prefix(10))")
    }
}
