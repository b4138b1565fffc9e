import IBDocument
import IBLayout

/// Small documents for layout tests: a xib around one root view, or a storyboard with one
/// controller on a device.
enum LayoutFixture {
    static func xib(_ root: String, tools: String = "22505", device: String? = nil, resources: String = "") throws -> Document {
        try Document.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            \(device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? "")
            <objects>
        \(root)
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>
        """)
    }

    /// An AppKit xib around one root view, saved by the Xcode of `tools`, with `resources`.
    static func appKitXib(_ root: String, tools: String, resources: String = "", dependencies: String = "") throws -> Document {
        try Document.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies>\(dependencies)</dependencies>
            <objects>
        \(root)
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>
        """)
    }

    /// An AppKit xib whose 300 × 200 root view holds `subviews` under its `constraints`.
    static func appKitRoot(tools: String, _ subviews: String, constraints: String, resources: String = "", dependencies: String = "") throws -> Document {
        try appKitXib("""
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
            \(subviews)
                </subviews>
                <constraints>
            \(constraints)
                </constraints>
            </customView>
            """, tools: tools, resources: resources, dependencies: dependencies)
    }

    /// An AppKit label titled `title` (none when nil), stored at `x`, `y` (y up), 16 points tall,
    /// in `font` (13-point system by default), its cell given the `cell` attributes besides.
    static func appKitLabel(_ id: String, title: String? = "Font:", x: Int = 18, y: Int = 160, width: Int = 40,
                            font: String = #"metaFont="system""#, cell: String = "") -> String {
        """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" \(title.map { #"title="\#($0)" "# } ?? "")\(cell) id="\(id)-cell">
                <font key="font" \(font)/>
            </textFieldCell>
        </textField>
        """
    }

    /// Constraints that pin `item` 20 points from its superview's leading edge and `top` points
    /// below its top.
    static func pinnedAt(_ item: String, top: Int) -> String {
        """
        <constraint firstItem="\(item)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
        <constraint firstItem="\(item)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="t"/>
        """
    }

    /// A storyboard whose one controller has `view` as its view (with a safe-area guide `safe`),
    /// and `extra` beside it (a navigation item, …).
    static func storyboard(device: String = "retina6_12", tools: String = "22505", _ view: String, extra: String = "") throws -> Document {
        try Document.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
        \(view)
        \(extra)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
    }

    /// A 320 × 200 root holding `views` (id, element XML), each pinned 20 points from the leading
    /// edge and at its `top`.
    static func pinned(_ views: [(id: String, xml: String, top: Int)], tools: String = "22505") throws -> Document {
        let constraints = views.map { view in
            """
            <constraint firstItem="\(view.id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l-\(view.id)"/>
            <constraint firstItem="\(view.id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(view.top)" id="t-\(view.id)"/>
            """
        }
        return try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
            \(views.map(\.xml).joined(separator: "\n"))
                </subviews>
                <constraints>
            \(constraints.joined(separator: "\n"))
                </constraints>
            </view>
            """, tools: tools)
    }

    /// A box with constraints of its own (`sizes`) under a root of `width` × `height` holding `pins`.
    static func box(_ frame: String = #"x="20" y="30" width="100" height="50""#, sizes: String, pins: String, width: Int = 320, height: Int = 200,
                    attributes: String = "") -> String {
        """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" \(attributes)>
                    <rect key="frame" \(frame)/>
                    <constraints>
        \(sizes)
                    </constraints>
                </view>
            </subviews>
            <constraints>
        \(pins)
            </constraints>
        </view>
        """
    }

    static let size100x50 = """
        <constraint firstAttribute="width" constant="100" id="w"/>
        <constraint firstAttribute="height" constant="50" id="h"/>
        """
}

extension Array where Element == RootLayout {
    /// The solved frame of the view with `id`.
    func frame(of id: String) -> Rect? {
        flatMap { $0.views }.first { $0.object.id == id }?.frame
    }
}
