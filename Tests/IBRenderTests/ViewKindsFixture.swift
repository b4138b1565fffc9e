/// Documents with one of each framework view the canvas draws, as Xcode saves them: a Mac
/// preferences pane (a table in a scroll view, a box, tabs, a split view, indicators and other
/// controls) and iOS screens (pickers, a map, web and text views, an empty table, a collection).
enum ViewKindsFixture {
    /// A text field as AppKit stores a label.
    static func macLabel(_ id: String, _ title: String, x: Double, y: Double, width: Double = 200, height: Double = 17, key: String? = nil) -> String {
        """
        <textField \(key.map { "key=\"\($0)\" " } ?? "")horizontalHuggingPriority="251" verticalHuggingPriority="750" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="\(title)" id="\(id)-cell">
                <font key="font" metaFont="system"/>
            </textFieldCell>
        </textField>
        """
    }

    static func macPane(tabs: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="21507"/>
            </dependencies>
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSViewController"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="640" height="640"/>
                    <subviews>
                        <scrollView autohidesScrollers="YES" horizontalLineScroll="19" horizontalPageScroll="10" verticalLineScroll="19" verticalPageScroll="10" id="osv">
                            <rect key="frame" x="20" y="545" width="300" height="85"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <clipView key="contentView" id="ocv">
                                <rect key="frame" x="1" y="1" width="298" height="83"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <outlineView verticalHuggingPriority="750" indentationPerLevel="16" outlineTableColumn="ocol" id="ov">
                                        <rect key="frame" x="0.0" y="0.0" width="298" height="83"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <size key="intercellSpacing" width="3" height="2"/>
                                        <tableColumns>
                                            <tableColumn width="290" minWidth="16" maxWidth="1000" id="ocol">
                                                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border"/>
                                                <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="Text Cell" id="ocol-cell">
                                                    <font key="font" metaFont="system"/>
                                                </textFieldCell>
                                            </tableColumn>
                                        </tableColumns>
                                    </outlineView>
                                </subviews>
                            </clipView>
                        </scrollView>
                        <scrollView autohidesScrollers="YES" horizontalLineScroll="22" horizontalPageScroll="10" verticalLineScroll="22" verticalPageScroll="10" id="sv">
                            <rect key="frame" x="20" y="330" width="300" height="200"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <clipView key="contentView" id="cv">
                                <rect key="frame" x="1" y="24" width="298" height="175"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView verticalHuggingPriority="750" alternatingRowBackgroundColors="YES" rowHeight="20" headerView="hv" viewBased="YES" id="tv">
                                        <rect key="frame" x="0.0" y="0.0" width="298" height="175"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <size key="intercellSpacing" width="3" height="2"/>
                                        <tableColumns>
                                            <tableColumn identifier="name" width="120" maxWidth="1000" id="col1">
                                                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Name"/>
                                                <textFieldCell key="dataCell" lineBreakMode="truncatingTail" title="Text" id="col1-cell"/>
                                                <prototypeCellViews>
                                                    <tableCellView id="tcv">
                                                        <rect key="frame" x="1" y="1" width="120" height="20"/>
                                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                                        <subviews>
                                                            \(macLabel("tcv-tf", "Row name", x: 2, y: 2, width: 100, height: 16))
                                                        </subviews>
                                                    </tableCellView>
                                                </prototypeCellViews>
                                            </tableColumn>
                                            <tableColumn identifier="kind" width="160" maxWidth="1000" id="col2">
                                                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Kind"/>
                                                <textFieldCell key="dataCell" lineBreakMode="truncatingTail" title="Text" id="col2-cell"/>
                                            </tableColumn>
                                        </tableColumns>
                                    </tableView>
                                </subviews>
                            </clipView>
                            <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="hs">
                                <rect key="frame" x="1" y="184" width="298" height="15"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </scroller>
                            <scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" id="vs">
                                <rect key="frame" x="283" y="24" width="16" height="175"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </scroller>
                            <tableHeaderView key="headerView" id="hv">
                                <rect key="frame" x="0.0" y="0.0" width="298" height="23"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tableHeaderView>
                        </scrollView>
                        <box title="Options" id="bx">
                            <rect key="frame" x="340" y="380" width="280" height="150"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <view key="contentView" id="bx-cv">
                                <rect key="frame" x="3" y="3" width="274" height="132"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    \(macLabel("bx-lb", "Inside the box", x: 10, y: 100))
                                </subviews>
                            </view>
                        </box>
                        <box verticalHuggingPriority="750" boxType="separator" id="sep">
                            <rect key="frame" x="20" y="310" width="600" height="5"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        </box>
                        <tabView \(tabs)id="tab">
                            <rect key="frame" x="13" y="150" width="614" height="150"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <font key="font" metaFont="system"/>
                            <tabViewItems>
                                <tabViewItem label="General" identifier="general" id="item1">
                                    <view key="view" id="tab1">
                                        <rect key="frame" x="10" y="33" width="594" height="104"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            \(macLabel("tab1-lb", "First tab", x: 20, y: 40))
                                        </subviews>
                                    </view>
                                </tabViewItem>
                                <tabViewItem label="Advanced" identifier="advanced" id="item2">
                                    <view key="view" id="tab2">
                                        <rect key="frame" x="10" y="33" width="594" height="104"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            \(macLabel("tab2-lb", "Second tab", x: 20, y: 40))
                                        </subviews>
                                    </view>
                                </tabViewItem>
                            </tabViewItems>
                        </tabView>
                        <splitView dividerStyle="thin" vertical="YES" id="split">
                            <rect key="frame" x="20" y="90" width="300" height="50"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <subviews>
                                <customView id="p1">
                                    <rect key="frame" x="0.0" y="0.0" width="149" height="50"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </customView>
                                <customView id="p2">
                                    <rect key="frame" x="150" y="0.0" width="150" height="50"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </customView>
                            </subviews>
                        </splitView>
                        <progressIndicator maxValue="100" doubleValue="40" style="bar" id="pb">
                            <rect key="frame" x="340" y="120" width="200" height="20"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        </progressIndicator>
                        <progressIndicator maxValue="100" indeterminate="YES" style="spinning" id="sp">
                            <rect key="frame" x="560" y="116" width="32" height="32"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        </progressIndicator>
                        <colorWell id="cw">
                            <rect key="frame" x="340" y="90" width="44" height="23"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <color key="color" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                        </colorWell>
                        <pathControl verticalHuggingPriority="750" allowsExpansionToolTips="YES" id="pc">
                            <rect key="frame" x="400" y="90" width="220" height="22"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <pathCell key="cell" selectable="YES" alignment="left" id="pc-cell">
                                <font key="font" metaFont="system"/>
                                <url key="url" string="file:///Applications/Utilities/"/>
                            </pathCell>
                        </pathControl>
                        <matrix verticalHuggingPriority="750" allowsEmptySelection="NO" autosizesCells="NO" id="mx">
                            <rect key="frame" x="20" y="20" width="180" height="58"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <size key="cellSize" width="180" height="18"/>
                            <size key="intercellSpacing" width="4" height="2"/>
                            <buttonCell key="prototype" type="radio" title="Radio" imagePosition="left" alignment="left" inset="2" id="mx-proto"/>
                            <cells>
                                <column>
                                    <buttonCell type="radio" title="Always" imagePosition="left" alignment="left" inset="2" id="mx-1"/>
                                    <buttonCell type="radio" title="Sometimes" imagePosition="left" alignment="left" state="on" inset="2" id="mx-2"/>
                                    <buttonCell type="radio" title="Never" imagePosition="left" alignment="left" inset="2" id="mx-3"/>
                                </column>
                            </cells>
                        </matrix>
                        <gridView xPlacement="leading" yPlacement="center" rowAlignment="none" id="grid">
                            <rect key="frame" x="220" y="20" width="200" height="58"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <rows>
                                <gridRow id="r1"/>
                                <gridRow id="r2"/>
                            </rows>
                            <columns>
                                <gridColumn id="c1"/>
                                <gridColumn id="c2"/>
                            </columns>
                            <gridCells>
                                <gridCell row="r1" column="c1" id="g11">
                                    \(macLabel("g11-lb", "Name:", x: 0, y: 36, width: 80, key: "contentView"))
                                </gridCell>
                                <gridCell row="r1" column="c2" id="g12">
                                    \(macLabel("g12-lb", "Value", x: 90, y: 36, width: 110, key: "contentView"))
                                </gridCell>
                                <gridCell row="r2" column="c1" id="g21">
                                    \(macLabel("g21-lb", "Size:", x: 0, y: 5, width: 80, key: "contentView"))
                                </gridCell>
                                <gridCell row="r2" column="c2" id="g22">
                                    \(macLabel("g22-lb", "Large", x: 90, y: 5, width: 110, key: "contentView"))
                                </gridCell>
                            </gridCells>
                        </gridView>
                        <tokenField verticalHuggingPriority="750" id="tk">
                            <rect key="frame" x="440" y="50" width="180" height="22"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <tokenFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" alignment="left" title="red, green" drawsBackground="YES" allowsEditingTextAttributes="YES" id="tk-cell">
                                <font key="font" metaFont="system"/>
                            </tokenFieldCell>
                        </tokenField>
                        <scrollView borderType="none" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" hasHorizontalScroller="NO" id="tsv">
                            <rect key="frame" x="440" y="10" width="180" height="36"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <clipView key="contentView" drawsBackground="NO" id="tcv2">
                                <rect key="frame" x="0.0" y="0.0" width="180" height="36"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textView importsGraphics="NO" richText="NO" verticallyResizable="YES" id="txt">
                                        <rect key="frame" x="0.0" y="0.0" width="180" height="36"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <attributedString key="textStorage">
                                            <fragment content="Notes wrap across the lines of a text view, and what does not fit is cut">
                                                <attributes>
                                                    <font key="NSFont" metaFont="system"/>
                                                </attributes>
                                            </fragment>
                                        </attributedString>
                                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                    </textView>
                                </subviews>
                            </clipView>
                            <scroller key="verticalScroller" wantsLayer="YES" verticalHuggingPriority="750" horizontal="NO" id="tvs">
                                <rect key="frame" x="164" y="0.0" width="16" height="36"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </scroller>
                        </scrollView>
                    </subviews>
                </customView>
            </objects>
        </document>
        """
    }
}
