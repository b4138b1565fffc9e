import IBConvert
import IBDocument

/// Small Cocoa documents in the shapes the AppKit converter meets.
enum AppKitFixtures {
    /// A preferences nib: File's Owner is a window controller whose window holds a label with a
    /// contextual menu, a check
    /// box with an action, a pop-up with three items, a table of two columns in a scroll view, a
    /// tab view of two items and a titled box, tied by constraints; and a main menu.
    static let preferences = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/></dependencies>
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController">
                    <connections>
                        <outlet property="window" destination="win" id="o-1"/>
                        <outlet property="nameLabel" destination="label" id="o-2"/>
                        <outlet property="table" destination="table" id="o-3"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="win">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="196" y="240" width="480" height="320"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="320"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="18" y="284" width="444" height="16"/>
                                <textFieldCell key="cell" lineBreakMode="clipping" title="Name" id="label-cell">
                                    <font key="font" metaFont="systemBold"/>
                                    <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                    <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                </textFieldCell>
                                <menu key="menu" id="label-menu">
                                    <items>
                                        <menuItem title="Copy Name" id="copy-name">
                                            <connections>
                                                <action selector="copyName:" target="-2" id="a-5"/>
                                            </connections>
                                        </menuItem>
                                    </items>
                                </menu>
                            </textField>
                            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="check">
                                <rect key="frame" x="18" y="258" width="120" height="18"/>
                                <buttonCell key="cell" type="check" title="Show in menu bar" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="check-cell">
                                    <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                                <connections>
                                    <action selector="toggleMenuBar:" target="-2" id="a-1"/>
                                </connections>
                            </button>
                            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popup">
                                <rect key="frame" x="17" y="220" width="120" height="25"/>
                                <popUpButtonCell key="cell" type="push" title="Daily" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="daily" id="popup-cell">
                                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="menu"/>
                                    <menu key="menu" id="popup-menu">
                                        <items>
                                            <menuItem title="Hourly" id="hourly"/>
                                            <menuItem title="Daily" state="on" id="daily"/>
                                            <menuItem title="Weekly" tag="7" id="weekly"/>
                                        </items>
                                    </menu>
                                </popUpButtonCell>
                            </popUpButton>
                            <scrollView autohidesScrollers="YES" horizontalLineScroll="24" horizontalPageScroll="10" verticalLineScroll="24" verticalPageScroll="10" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="20" y="60" width="200" height="150"/>
                                <clipView key="contentView" id="clip">
                                    <rect key="frame" x="1" y="1" width="198" height="148"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <tableView verticalHuggingPriority="750" allowsExpansionToolTips="YES" columnAutoresizingStyle="lastColumnOnly" columnReordering="NO" multipleSelection="NO" autosaveColumns="NO" rowHeight="24" rowSizeStyle="automatic" viewBased="YES" id="table">
                                            <rect key="frame" x="0.0" y="0.0" width="198" height="148"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <size key="intercellSpacing" width="17" height="0.0"/>
                                            <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                                            <color key="gridColor" name="gridColor" catalog="System" colorSpace="catalog"/>
                                            <tableColumns>
                                                <tableColumn identifier="name" width="100" minWidth="40" maxWidth="1000" id="col-1">
                                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Name"/>
                                                    <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                                    <prototypeCellViews>
                                                        <tableCellView identifier="nameCell" id="cellview">
                                                            <rect key="frame" x="8" y="0.0" width="98" height="24"/>
                                                            <subviews>
                                                                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="cell-label">
                                                                    <rect key="frame" x="0.0" y="4" width="98" height="16"/>
                                                                    <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Table View Cell" id="cell-label-cell">
                                                                        <font key="font" usesAppearanceFont="YES"/>
                                                                    </textFieldCell>
                                                                </textField>
                                                            </subviews>
                                                            <constraints>
                                                                <constraint firstItem="cell-label" firstAttribute="centerY" secondItem="cellview" secondAttribute="centerY" id="c-10"/>
                                                                <constraint firstItem="cell-label" firstAttribute="leading" secondItem="cellview" secondAttribute="leading" constant="2" id="c-11"/>
                                                            </constraints>
                                                            <connections>
                                                                <outlet property="textField" destination="cell-label" id="o-10"/>
                                                            </connections>
                                                        </tableCellView>
                                                    </prototypeCellViews>
                                                </tableColumn>
                                                <tableColumn identifier="value" width="60" minWidth="40" maxWidth="1000" id="col-2">
                                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Value"/>
                                                    <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                                </tableColumn>
                                            </tableColumns>
                                        </tableView>
                                    </subviews>
                                </clipView>
                                <scroller key="horizontalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="YES" id="hs">
                                    <rect key="frame" x="1" y="133" width="198" height="16"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </scroller>
                                <scroller key="verticalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="NO" id="vs">
                                    <rect key="frame" x="224" y="17" width="15" height="102"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </scroller>
                            </scrollView>
                            <tabView translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                                <rect key="frame" x="233" y="54" width="234" height="162"/>
                                <font key="font" metaFont="system"/>
                                <tabViewItems>
                                    <tabViewItem label="General" identifier="general" id="tab-1">
                                        <view key="view" id="tab-1-view">
                                            <rect key="frame" x="10" y="33" width="214" height="116"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        </view>
                                    </tabViewItem>
                                    <tabViewItem label="Advanced" identifier="advanced" id="tab-2">
                                        <view key="view" id="tab-2-view">
                                            <rect key="frame" x="10" y="33" width="214" height="116"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        </view>
                                    </tabViewItem>
                                </tabViewItems>
                            </tabView>
                            <box title="Sync" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="17" y="16" width="446" height="36"/>
                                <view key="contentView" id="box-content">
                                    <rect key="frame" x="4" y="5" width="438" height="16"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </view>
                            </box>
                        </subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c-1"/>
                            <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c-2"/>
                            <constraint firstItem="check" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="8" id="c-3"/>
                            <constraint firstItem="check" firstAttribute="leading" secondItem="label" secondAttribute="leading" id="c-4"/>
                            <constraint firstItem="scroll" firstAttribute="width" constant="200" id="c-5"/>
                            <constraint firstAttribute="trailing" secondItem="tabs" secondAttribute="trailing" constant="20" priority="750" identifier="tabsTrailing" id="c-6"/>
                        </constraints>
                    </view>
                    <point key="canvasLocation" x="140" y="147"/>
                </window>
                <menu title="Main Menu" systemMenu="main" id="main">
                    <items>
                        <menuItem title="App" id="app-item">
                            <menu key="submenu" title="App" id="app-menu">
                                <items>
                                    <menuItem title="Preferences…" keyEquivalent="," id="prefs-item">
                                        <connections>
                                            <action selector="showWindow:" target="-2" id="a-2"/>
                                        </connections>
                                    </menuItem>
                                    <menuItem isSeparatorItem="YES" id="sep"/>
                                    <menuItem title="Hide Others" keyEquivalent="h" id="hide-others">
                                        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                        <connections>
                                            <action selector="hideOtherApplications:" target="-1" id="a-3"/>
                                        </connections>
                                    </menuItem>
                                    <menuItem title="Quit" keyEquivalent="q" id="quit">
                                        <connections>
                                            <action selector="terminate:" target="-3" id="a-4"/>
                                        </connections>
                                    </menuItem>
                                </items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
            </objects>
        </document>
        """

    /// A Mac storyboard: a window controller scene whose content is a view controller scene with
    /// a button, and the application scene with its menu and delegate.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="wc">
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/></dependencies>
            <scenes>
                <scene sceneID="app-scene">
                    <objects>
                        <application id="app" sceneMemberID="viewController">
                            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="main">
                                <items>
                                    <menuItem title="File" id="file-item">
                                        <menu key="submenu" title="File" id="file-menu">
                                            <items>
                                                <menuItem title="New" keyEquivalent="n" id="new">
                                                    <connections>
                                                        <action selector="newDocument:" target="fr" id="a-1"/>
                                                    </connections>
                                                </menuItem>
                                            </items>
                                        </menu>
                                    </menuItem>
                                </items>
                            </menu>
                            <connections>
                                <outlet property="delegate" destination="delegate" id="o-1"/>
                            </connections>
                        </application>
                        <customObject id="delegate" customClass="AppDelegate"/>
                        <customObject id="fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="wc-scene">
                    <objects>
                        <windowController id="wc" sceneMemberID="viewController">
                            <window key="window" title="Notes" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="win">
                                <windowStyleMask key="styleMask" titled="YES" closable="YES" miniaturizable="YES" resizable="YES"/>
                                <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                                <rect key="screenRect" x="0.0" y="0.0" width="1680" height="1027"/>
                                <view key="contentView" id="win-content">
                                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </view>
                            </window>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="window.shadowedContentViewController" id="s-1"/>
                            </connections>
                        </windowController>
                        <customObject id="wc-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="vc-scene">
                    <objects>
                        <viewController id="vc" customClass="NotesViewController" sceneMemberID="viewController">
                            <view key="view" id="vc-view">
                                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                                        <rect key="frame" x="13" y="223" width="76" height="32"/>
                                        <buttonCell key="cell" type="push" title="Add" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="add-cell">
                                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                            <font key="font" metaFont="system"/>
                                            <string key="keyEquivalent" base64-UTF8="YES">
        DQ
        </string>
                                        </buttonCell>
                                        <connections>
                                            <action selector="addNote:" target="vc" id="a-2"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="add" firstAttribute="top" secondItem="vc-view" secondAttribute="top" constant="20" id="c-1"/>
                                    <constraint firstItem="add" firstAttribute="leading" secondItem="vc-view" secondAttribute="leading" constant="20" id="c-2"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="addButton" destination="add" id="o-2"/>
                            </connections>
                        </viewController>
                        <customObject id="vc-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The converted files of a Cocoa document, by name.
    static func convert(_ text: String, path: String, options: ConvertOptions = ConvertOptions()) throws -> [String: ConvertedFile] {
        let files = AppKitConverter(document: try Document.parse(text, path: path), options: options).convert().files
        return Dictionary(files.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
