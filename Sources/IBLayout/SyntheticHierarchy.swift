/// A document of generated size for benchmarks: a root view holding `count` views in rows of ten,
/// each tied to its left neighbour and the row above, with equal widths, like a form or grid.
public enum SyntheticHierarchy {
    /// The xib's text.
    public static func xib(views count: Int) -> String {
        var subviews = ""
        var constraints = ""
        let columns = 10
        for index in 0..<count {
            let row = index / columns, column = index % columns
            let id = "v\(index)"
            subviews += """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="\(8 + column * 40)" y="\(8 + row * 28)" width="32" height="20"/>
                    </view>

            """
            let left = column == 0 ? "firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"8\""
                : "firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"v\(index - 1)\" secondAttribute=\"trailing\" constant=\"8\""
            let top = row == 0 ? "firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"8\""
                : "firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"v\(index - columns)\" secondAttribute=\"bottom\" constant=\"8\""
            let width = index == 0 ? "firstItem=\"\(id)\" firstAttribute=\"width\" constant=\"32\""
                : "firstItem=\"\(id)\" firstAttribute=\"width\" secondItem=\"v0\" secondAttribute=\"width\""
            constraints += """
                    <constraint \(left) id="\(id)-l"/>
                    <constraint \(top) id="\(id)-t"/>
                    <constraint \(width) id="\(id)-w"/>
                    <constraint firstItem="\(id)" firstAttribute="height" constant="20" id="\(id)-h"/>

            """
        }
        let height = 16 + (count + columns - 1) / columns * 28
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="408" height="\(height)"/>
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
