import IBDocument
import IBLayout
import Testing

/// UIStackView's arrangement: distributions, alignment, hidden views.
@Suite struct StackViewTests {
    static func stack(distribution: String, alignment: String = "fill", hiddenMiddle: Bool = false, tools: String = "22505",
                      pins: String = #"<constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>"#,
                      sizes: String = "", margins: String = "") throws -> Document {
        let views = ["a", "b", "c"].map { id in
            """
                    <view contentMode="scaleToFill" \(id == "b" && hiddenMiddle ? "hidden=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        \(sizes.isEmpty ? "" : "<constraints>\(sizes.replacingOccurrences(of: "ID", with: id))</constraints>")
                    </view>
            """
        }.joined(separator: "\n")
        return try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="\(distribution)" alignment="\(alignment)" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                        <subviews>
            \(views)
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="sh"/>
                        </constraints>
                        \(margins)
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    \(pins)
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                </constraints>
            </view>
            """, tools: tools)
    }

    @Test func fillEquallyDividesTheAxisAfterTheSpacing() throws {
        let layouts = LayoutEngine.layout(try Self.stack(distribution: "fillEqually"))
        #expect(layouts.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(layouts.frame(of: "b") == Rect(x: 110, y: 0, width: 100, height: 40))
        #expect(layouts.frame(of: "c") == Rect(x: 220, y: 0, width: 100, height: 40))
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
    }

    @Test func aStackThatDeclaresItsMarginsArrangesItsViewsWithinThem() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="5" left="15" bottom="5" right="15"/>"#
        let layouts = LayoutEngine.layout(try Self.stack(distribution: "fillEqually", margins: margins))
        #expect(layouts.frame(of: "a") == Rect(x: 15, y: 5, width: 90, height: 30))
        #expect(layouts.frame(of: "c") == Rect(x: 215, y: 5, width: 90, height: 30))
    }

    /// Xcode 16's canvas, and already that of 20037 (sendbird's reaction cell, whose hidden margin
    /// views stand 0 wide at its edges).
    @Test(arguments: ["20037", "22505"])
    func aHiddenArrangedViewTakesNoSpaceAndNoSpacing(tools: String) throws {
        let layouts = LayoutEngine.layout(try Self.stack(distribution: "fillEqually", hiddenMiddle: true, tools: tools))
        #expect(layouts.frame(of: "a") == Rect(x: 0, y: 0, width: 155, height: 40))
        #expect(layouts.frame(of: "c") == Rect(x: 165, y: 0, width: 155, height: 40))
    }

    @Test func aHiddenArrangedViewStandsZeroLongInItsPlaceAndNothingAboutItIsUndecided() throws {
        // VLC's player controls (Xcode 16): hidden buttons were reported ambiguous, though UIKit
        // keeps them in the stack.
        let layouts = LayoutEngine.layout(try Self.stack(distribution: "fillEqually", hiddenMiddle: true))
        #expect(layouts.frame(of: "b") == Rect(x: 155, y: 0, width: 0, height: 40))
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
    }

    @Test func documentsOfXcode13Point0AndOlderKeepAHiddenArrangedViewsPlace() throws {
        // Their canvas laid hidden views out like the others; the stored frames show it (RxSwift's
        // API wrappers, 18122).
        let layouts = LayoutEngine.layout(try Self.stack(distribution: "fillEqually", hiddenMiddle: true, tools: "18122"))
        #expect(layouts.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(layouts.frame(of: "c") == Rect(x: 220, y: 0, width: 100, height: 40))
    }

    @Test func equalSpacingClosesUpWhenNothingStretchesTheStack() throws {
        let document = try Self.stack(distribution: "equalSpacing", pins: "",
                                      sizes: #"<constraint firstAttribute="width" constant="50" id="wID"/>"#)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.frame(of: "stack") == Rect(x: 0, y: 0, width: 170, height: 40))
        #expect(layouts.frame(of: "c") == Rect(x: 120, y: 0, width: 50, height: 40))
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
    }

    @Test func fillWithoutHuggingLeavesTheSizesAmbiguous() throws {
        let layouts = LayoutEngine.layout(try Self.stack(distribution: "fill"))
        // Three plain views with no widths: how to share 300 points is undecided.
        #expect(!layouts.flatMap(\.ambiguities).isEmpty)
    }

    @Test func anAppKitStackViewStoresItsArrangedViewsYUpFirstAtTheTop() throws {
        // NSStackView is not flipped: its first arranged view has the highest y. The stack centres
        // 31 points of views in 50, 9.5 from either edge, which AppKit rounds up in y-up coordinates.
        let document = try LayoutFixture.appKitXib("""
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                <subviews>
                    <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="3" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="10" width="100" height="31"/>
                        <subviews>
                            \(Self.box("first", y: 17))
                            \(Self.box("second", y: 0))
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstItem="stack" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c"/>
                </constraints>
            </customView>
            """, tools: "24765")
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.frame(of: "stack") == Rect(x: 0, y: 10, width: 100, height: 31))
        #expect(layouts.frame(of: "first") == Rect(x: 0, y: 17, width: 100, height: 14))
        #expect(layouts.frame(of: "second") == Rect(x: 0, y: 0, width: 100, height: 14))
    }

    @Test(arguments: [("999", false), ("1000", true)])
    func anAppKitStackThatMayClipItsViewsIsSmallerThanThemWithoutAConflict(priority: String, conflicts: Bool) throws {
        // Rectangle's to-do settings: a vertical stack held 0 tall whose clipping resistance is 999
        // keeps its rows at their sizes, reaching below it (y up), and breaks nothing required.
        let document = try LayoutFixture.appKitXib("""
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                <subviews>
                    <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="3" verticalClippingResistancePriority="\(priority)" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="50" width="100" height="0.0"/>
                        <subviews>
                            \(Self.box("first", y: -14))
                            \(Self.box("second", y: -31))
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="0.0" id="h"/>
                        </constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                </constraints>
            </customView>
            """, tools: "24765")
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.contains { !$0.conflicts.isEmpty } == conflicts)
        if !conflicts {
            #expect(layouts.frame(of: "stack") == Rect(x: 0, y: 50, width: 100, height: 0))
            #expect(layouts.frame(of: "first") == Rect(x: 0, y: -14, width: 100, height: 14))
            #expect(layouts.frame(of: "second") == Rect(x: 0, y: -31, width: 100, height: 14))
        }
    }

    /// An AppKit view fixed at 100 × 14, stored at `y` (y up) in its stack.
    static func box(_ id: String, y: Int) -> String {
        """
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="100" height="14"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="14" id="\(id)-h"/>
            </constraints>
        </customView>
        """
    }
}
