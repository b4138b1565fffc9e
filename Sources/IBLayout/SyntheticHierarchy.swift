/// A document of generated size for benchmarks: a root view holding `count` views in rows of ten,
/// each tied to its left neighbour and the row above, like a form or grid (or, as a `chain`, in
/// one column).
public enum SyntheticHierarchy {
    /// What the generated views are.
    public enum Kind: String, CaseIterable, Sendable {
        /// Plain views with required sizes and edges: every unknown is fixed.
        case views
        /// Labels sized by their text (hugging and compression resistance), each row at least 8
        /// points below the one above and preferably exactly 8 (priority 750): what forms are made of.
        case labels
        /// Plain views in one column, each below the last, sized by its own constraints: one chain
        /// of required equalities as long as the hierarchy, the tableau's worst case for row length.
        case chain
    }

    /// The xib's text.
    public static func xib(views count: Int, kind: Kind = .views) -> String {
        switch kind {
        case .views: views(count)
        case .labels: labels(count)
        case .chain: chain(count)
        }
    }

    /// Views per row.
    static let columns = 10

    /// The constraint tying view `index` to its left neighbour (or the root).
    static func leading(_ index: Int) -> String {
        let id = "v\(index)"
        let left = index % columns == 0 ? "firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"8\""
            : "firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"v\(index - 1)\" secondAttribute=\"trailing\" constant=\"8\""
        return "        <constraint \(left) id=\"\(id)-l\"/>\n"
    }

    static func views(_ count: Int) -> String {
        var subviews = ""
        var constraints = ""
        for index in 0..<count {
            let row = index / columns, column = index % columns
            let id = "v\(index)"
            subviews += """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="\(8 + column * 40)" y="\(8 + row * 28)" width="32" height="20"/>
                    </view>

            """
            let top = row == 0 ? "firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"8\""
                : "firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"v\(index - columns)\" secondAttribute=\"bottom\" constant=\"8\""
            let width = index == 0 ? "firstItem=\"\(id)\" firstAttribute=\"width\" constant=\"32\""
                : "firstItem=\"\(id)\" firstAttribute=\"width\" secondItem=\"v0\" secondAttribute=\"width\""
            constraints += leading(index) + """
                    <constraint \(top) id="\(id)-t"/>
                    <constraint \(width) id="\(id)-w"/>
                    <constraint firstItem="\(id)" firstAttribute="height" constant="20" id="\(id)-h"/>

            """
        }
        return document(subviews: subviews, constraints: constraints, height: 16 + (count + columns - 1) / columns * 28)
    }

    static func chain(_ count: Int) -> String {
        var subviews = ""
        var constraints = ""
        for index in 0..<count {
            let id = "v\(index)"
            // Sizes stored in the view, as Xcode stores them: added after the superview's chain.
            subviews += """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="8" y="\(8 + index * 28)" width="32" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="32" id="\(id)-w"/>
                            <constraint firstAttribute="height" constant="20" id="\(id)-h"/>
                        </constraints>
                    </view>

            """
            let above = index == 0 ? "secondItem=\"root\" secondAttribute=\"top\"" : "secondItem=\"v\(index - 1)\" secondAttribute=\"bottom\""
            constraints += """
                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="\(id)-l"/>
                    <constraint firstItem="\(id)" firstAttribute="top" \(above) constant="8" id="\(id)-t"/>

            """
        }
        return document(subviews: subviews, constraints: constraints, height: 8 + count * 28)
    }

    static func labels(_ count: Int) -> String {
        var subviews = ""
        var constraints = ""
        for index in 0..<count {
            let row = index / columns, column = index % columns
            let id = "v\(index)"
            subviews += """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Item \(index)" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="\(8 + column * 64)" y="\(8 + row * 29)" width="56" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>

            """
            constraints += leading(index)
            if row == 0 {
                constraints += "        <constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"8\" id=\"\(id)-t\"/>\n"
            } else {
                let above = "secondItem=\"v\(index - columns)\" secondAttribute=\"bottom\" constant=\"8\""
                constraints += "        <constraint firstItem=\"\(id)\" firstAttribute=\"top\" relation=\"greaterThanOrEqual\" \(above) id=\"\(id)-t\"/>\n"
                constraints += "        <constraint firstItem=\"\(id)\" firstAttribute=\"top\" \(above) priority=\"750\" id=\"\(id)-p\"/>\n"
            }
        }
        return document(subviews: subviews, constraints: constraints, height: 16 + (count + columns - 1) / columns * 29)
    }

    static func document(subviews: String, constraints: String, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="648" height="\(height)"/>
                    <subviews>
        \(subviews)            </subviews>
                    <constraints>
        \(constraints)            </constraints>
                </view>
            </objects>
        </document>

        """
    }
}
