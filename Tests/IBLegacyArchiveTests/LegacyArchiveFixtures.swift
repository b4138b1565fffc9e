/// Small Interface Builder 3 archives shaped as the corpus's are.
enum LegacyArchiveFixtures {
    /// A UIKit view holding a label, a hidden button and a text field, owned by a view
    /// controller subclass; the label's font is shared by reference with the text field.
    static let touch = """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
    <data>
        <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            <object class="IBProxyObject" id="372490531">
                <string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
            </object>
            <object class="IBProxyObject" id="975951072">
                <string key="IBProxiedObjectIdentifier">IBFirstResponder</string>
            </object>
            <object class="IBUIView" id="191373211">
                <reference key="NSNextResponder"/>
                <int key="NSvFlags">274</int>
                <array class="NSMutableArray" key="NSSubviews">
                    <object class="IBUILabel" id="100">
                        <reference key="NSNextResponder" ref="191373211"/>
                        <int key="NSvFlags">292</int>
                        <string key="NSFrame">{{20, 44}, {280, 21}}</string>
                        <reference key="NSSuperview" ref="191373211"/>
                        <string key="IBUIText">Welcome &amp; hello</string>
                        <object class="IBUIFontDescription" key="IBUIFontDescription" id="500">
                            <int key="type">2</int>
                            <double key="pointSize">17</double>
                        </object>
                        <int key="IBUITextAlignment">1</int>
                        <object class="NSColor" key="IBUITextColor">
                            <int key="NSColorSpace">1</int>
                            <bytes key="NSRGB">MSAwIDAAA</bytes>
                        </object>
                    </object>
                    <object class="IBUIButton" id="101">
                        <int key="NSvFlags">-2147483356</int>
                        <string key="NSFrame">{{20, 80}, {72, 37}}</string>
                        <reference key="NSSuperview" ref="191373211"/>
                        <int key="IBUIButtonType">1</int>
                        <string key="IBUINormalTitle">Sign In</string>
                    </object>
                    <object class="IBUITextField" id="102">
                        <int key="NSvFlags">292</int>
                        <string key="NSFrame">{{20, 130}, {280, 31}}</string>
                        <string key="IBUIPlaceholder">Name</string>
                        <int key="IBUIBorderStyle">3</int>
                        <reference key="IBUIFontDescription" ref="500"/>
                    </object>
                </array>
                <string key="NSFrameSize">{320, 460}</string>
                <object class="NSColor" key="IBUIBackgroundColor">
                    <int key="NSColorSpace">3</int>
                    <bytes key="NSWhite">MQA</bytes>
                </object>
                <object class="IBUISimulatedStatusBarMetrics" key="IBUISimulatedStatusBarMetrics"/>
            </object>
        </array>
        <object class="IBObjectContainer" key="IBDocument.Objects">
            <object class="IBMutableOrderedSet" key="objectRecords">
                <array key="orderedObjects">
                    <object class="IBObjectRecord">
                        <int key="objectID">1</int>
                        <reference key="object" ref="191373211"/>
                    </object>
                    <object class="IBObjectRecord">
                        <int key="objectID">-1</int>
                        <reference key="object" ref="372490531"/>
                    </object>
                    <object class="IBObjectRecord">
                        <int key="objectID">-2</int>
                        <reference key="object" ref="975951072"/>
                    </object>
                    <object class="IBObjectRecord">
                        <int key="objectID">7</int>
                        <reference key="object" ref="100"/>
                    </object>
                    <object class="IBObjectRecord">
                        <int key="objectID">8</int>
                        <reference key="object" ref="101"/>
                    </object>
                </array>
            </object>
            <dictionary class="NSMutableDictionary" key="flattenedProperties">
                <string key="-1.CustomClassName">LoginViewController</string>
                <string key="7.CustomClassName">GreetingLabel</string>
            </dictionary>
        </object>
    </data>
    </archive>
    """

    /// An AppKit window with a text field, a check box and a push button; the application's
    /// main menu with one submenu.
    static let cocoa = """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
    <data>
        <object class="NSMutableArray" key="IBDocument.RootObjects" id="1048">
            <bool key="EncodedWithXMLCoder">YES</bool>
            <object class="NSCustomObject" id="1021">
                <string key="NSClassName">PreferencesController</string>
            </object>
            <object class="NSWindowTemplate" id="1005">
                <int key="NSWindowStyleMask">3</int>
                <string key="NSWindowRect">{{196, 240}, {300, 120}}</string>
                <string key="NSWindowTitle">Preferences</string>
                <object class="NSView" key="NSWindowView" id="1006">
                    <int key="NSvFlags">256</int>
                    <object class="NSMutableArray" key="NSSubviews">
                        <bool key="EncodedWithXMLCoder">YES</bool>
                        <object class="NSTextField" id="200">
                            <int key="NSvFlags">268</int>
                            <string key="NSFrame">{{17, 83}, {120, 17}}</string>
                            <reference key="NSSuperview" ref="1006"/>
                            <object class="NSTextFieldCell" key="NSCell" id="201">
                                <int key="NSCellFlags">68288064</int>
                                <int key="NSCellFlags2">272630784</int>
                                <string key="NSContents">Network Name:</string>
                                <object class="NSFont" key="NSSupport" id="300">
                                    <string key="NSName">LucidaGrande</string>
                                    <double key="NSSize">13</double>
                                    <int key="NSfFlags">1044</int>
                                </object>
                            </object>
                        </object>
                        <object class="NSButton" id="210">
                            <int key="NSvFlags">268</int>
                            <string key="NSFrame">{{18, 50}, {160, 18}}</string>
                            <object class="NSButtonCell" key="NSCell" id="211">
                                <int key="NSCellFlags">-2080244224</int>
                                <int key="NSCellFlags2">0</int>
                                <string key="NSContents">Join automatically</string>
                                <reference key="NSSupport" ref="300"/>
                                <int key="NSButtonFlags">1211912703</int>
                                <int key="NSButtonFlags2">2</int>
                                <object class="NSButtonImageSource" key="NSAlternateImage">
                                    <string key="NSImageName">NSSwitch</string>
                                </object>
                            </object>
                        </object>
                        <object class="NSButton" id="220">
                            <int key="NSvFlags">268</int>
                            <string key="NSFrame">{{196, 12}, {90, 32}}</string>
                            <object class="NSButtonCell" key="NSCell" id="221">
                                <int key="NSCellFlags">67239424</int>
                                <int key="NSCellFlags2">134217728</int>
                                <string key="NSContents">Join</string>
                                <reference key="NSSupport" ref="300"/>
                                <int key="NSButtonFlags">-2038284033</int>
                                <int key="NSButtonFlags2">129</int>
                            </object>
                        </object>
                    </object>
                    <string key="NSFrameSize">{300, 120}</string>
                </object>
            </object>
            <object class="NSMenu" id="649796088">
                <string key="NSTitle">AMainMenu</string>
                <object class="NSMutableArray" key="NSMenuItems">
                    <bool key="EncodedWithXMLCoder">YES</bool>
                    <object class="NSMenuItem" id="694149608">
                        <reference key="NSMenu" ref="649796088"/>
                        <string key="NSTitle">Wi-Fi</string>
                        <string key="NSKeyEquiv"/>
                        <object class="NSMenu" key="NSSubmenu" id="110575045">
                            <string key="NSTitle">Wi-Fi</string>
                            <object class="NSMutableArray" key="NSMenuItems">
                                <bool key="EncodedWithXMLCoder">YES</bool>
                                <object class="NSMenuItem" id="238522557">
                                    <reference key="NSMenu" ref="110575045"/>
                                    <string key="NSTitle">Quit</string>
                                    <string key="NSKeyEquiv">q</string>
                                    <int key="NSKeyEquivModMask">1048576</int>
                                </object>
                            </object>
                        </object>
                    </object>
                </object>
                <string key="NSName">_NSMainMenu</string>
            </object>
        </object>
        <object class="IBObjectContainer" key="IBDocument.Objects">
            <object class="IBMutableOrderedSet" key="objectRecords">
                <object class="NSArray" key="orderedObjects">
                    <bool key="EncodedWithXMLCoder">YES</bool>
                    <object class="IBObjectRecord">
                        <int key="objectID">-2</int>
                        <reference key="object" ref="1021"/>
                    </object>
                    <object class="IBObjectRecord">
                        <int key="objectID">1</int>
                        <reference key="object" ref="1005"/>
                    </object>
                    <object class="IBObjectRecord">
                        <int key="objectID">29</int>
                        <reference key="object" ref="649796088"/>
                    </object>
                </object>
            </object>
            <object class="NSMutableDictionary" key="flattenedProperties">
                <bool key="EncodedWithXMLCoder">YES</bool>
                <object class="NSArray" key="dict.sortedKeys">
                    <bool key="EncodedWithXMLCoder">YES</bool>
                    <string>-2.CustomClassName</string>
                </object>
                <object class="NSArray" key="dict.values">
                    <bool key="EncodedWithXMLCoder">YES</bool>
                    <string>PreferencesWindowController</string>
                </object>
            </object>
        </object>
    </data>
    </archive>
    """
}
