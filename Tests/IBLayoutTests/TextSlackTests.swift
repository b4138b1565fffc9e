import IBDocument
import IBLayout
import Testing

/// Text sizes are estimates, so a chain of labels may be a few points longer or shorter than the
/// space it fills. That slack is not ambiguity: Xcode, measuring exactly, has none to place.
@Suite struct TextSlackTests {
    /// Two 17-point labels in a row, pinned 20 points from the sides of a `width`-point root.
    static func row(width: Double) throws -> Document {
        try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                <subviews>
                    <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="20" y="20" width="45" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" text="Value" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                        <rect key="frame" x="73" y="20" width="42" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstItem="value" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="gap"/>
                    <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="20" id="r"/>
                    <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                    <constraint firstItem="value" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t2"/>
                </constraints>
            </view>
            """)
    }

    @Test func labelsStretchedFarPastTheirTextShareTheSpaceAmbiguously() throws {
        let ambiguities = LayoutEngine.layout(try Self.row(width: 400)).flatMap(\.ambiguities)
        #expect(Set(ambiguities.map { $0.object.id ?? "" }) == ["name", "value"])
    }

    @Test func labelsAFewPointsOffTheirChainAreNotAmbiguous() throws {
        let widths = try Self.naturalWidths()
        for slack in [-2.0, 2.0] {
            let document = try Self.row(width: 20 + widths[0] + 8 + widths[1] + 20 + slack)
            #expect(LayoutEngine.layout(document).flatMap(\.ambiguities).isEmpty, "slack \(slack)")
        }
    }

    /// Each label's estimated width, laid out with nothing but its leading and top edges pinned.
    static func naturalWidths() throws -> [Double] {
        let document = try LayoutFixture.pinned([
            (id: "name", xml: #"<label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name"><rect key="frame" x="20" y="20" width="45" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#, top: 20),
            (id: "value", xml: #"<label opaque="NO" text="Value" translatesAutoresizingMaskIntoConstraints="NO" id="value"><rect key="frame" x="20" y="60" width="42" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#, top: 60),
        ])
        let layouts = LayoutEngine.layout(document)
        return try ["name", "value"].map { try #require(layouts.frame(of: $0)?.width) }
    }
}
