import Foundation
import IBFuzzTargets
import IBTestSupport
import Testing

/// What the fuzzers found stays fixed: every file in `Fuzz/crashers` (named `TARGET-…`) runs
/// through its target, and a few inputs that broke layers before run through every target.
@Suite struct FuzzRegressionTests {
    static var crashers: [String] {
        let folder = Corpus.repositoryRoot.appendingPathComponent("Fuzz/crashers").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.contains("-") && !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }

    @Test(arguments: crashers)
    func aFoundCrasherNoLongerCrashes(path: String) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let target = try #require(FuzzTarget(rawValue: String(name.prefix { $0 != "-" })), "\(name) does not start with a target's name")
        target.run([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// A storyboard whose numbers are all ones a trap would come from.
    static let hostileNumbers = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc"><scenes><scene sceneID="s"><objects>
        <viewController id="vc"><view key="view" contentMode="scaleToFill" id="v"><rect key="frame" x="nan" y="-inf" width="1e308" height="999999999999"/>
        <subviews><label text="x" numberOfLines="99999999999999999999" id="l"><rect key="frame" x="inf" y="0" width="3.4028234663852886e+38" height="-1e308"/>
        <fontDescription key="fontDescription" type="system" pointSize="1e308"/>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="range" keyPath="r"><range key="value" location="1e300" length="-1e300"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></label>
        <button id="b"><rect key="frame" x="0" y="0" width="1e-320" height="0x1p1023"/><color key="tintColor" red="1e308" green="nan" blue="inf" alpha="1e20" colorSpace="custom"/></button></subviews>
        <constraints><constraint firstItem="l" firstAttribute="leading" secondItem="v" secondAttribute="leading" constant="inf" multiplier="1e308:1e-308" priority="nan" id="c1"/>
        <constraint firstItem="b" firstAttribute="width" secondItem="l" secondAttribute="width" multiplier="1/0" constant="1e308" id="c2"/></constraints></view></viewController>
        </objects></scene></scenes></document>
        """

    /// An Interface Builder 3 archive whose values are all ones a trap would come from: frames of
    /// NaN and 1e308, flags past 32 bits, broken base64, references to nothing and to themselves.
    static let hostileArchive = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data>
        <array class="NSMutableArray" key="IBDocument.RootObjects" id="1"><object class="IBUIView" id="2"><int key="NSvFlags">99999999999999999999</int>
        <string key="NSFrame">{{nan, -inf}, {1e308, 1e999}}</string><reference key="IBUISelf" ref="2"/><reference key="IBUINothing" ref="404"/>
        <array class="NSMutableArray" key="NSSubviews"><object class="IBUILabel" id="3"><int key="NSvFlags">-9223372036854775808</int>
        <string key="NSFrame">{{-1e308, 0x1p1023}, {, }}</string><string key="IBUIText" type="base64-UTF8">!!!=</string><int key="IBUINumberOfLines">-5</int>
        <object class="NSColor" key="IBUITextColor"><int key="NSColorSpace">1</int><bytes key="NSRGB">A</bytes></object>
        <object class="IBUIFontDescription" key="IBUIFontDescription"><double key="pointSize">nan</double><int key="type">99</int></object>
        <object class="IBUISegmentedControl" key="IBUIOther" id="4"><reference key="IBSegmentTitles" ref="1"/></object></object>
        <reference ref="2"/></array></object></array>
        <object class="IBObjectContainer" key="IBDocument.Objects"><object class="IBMutableOrderedSet" key="objectRecords"><array key="orderedObjects">
        <object class="IBObjectRecord"><string key="objectID">-1</string><reference key="object" ref="2"/></object>
        <object class="IBObjectRecord"><string key="objectID">-1</string><reference key="object" ref="3"/></object></array></object></object>
        </data></archive>
        """

    /// An AppKit archive whose matrix counts its rows and columns in the quintillions.
    static let hostileCocoaArchive = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data>
        <object class="NSMutableArray" key="IBDocument.RootObjects"><bool key="EncodedWithXMLCoder">YES</bool>
        <object class="NSView" id="1"><int key="NSvFlags">256</int><object class="NSMutableArray" key="NSSubviews"><bool key="EncodedWithXMLCoder">YES</bool>
        <object class="NSMatrix" id="2"><int key="NSvFlags">268</int><string key="NSFrame">{{1e308, -1e308}, {nan, 5}}</string>
        <int key="NSNumRows">9223372036854775807</int><int key="NSNumCols">9223372036854775807</int><string key="NSCellSize">{inf, 18}</string>
        <object class="NSMutableArray" key="NSCells"><bool key="EncodedWithXMLCoder">YES</bool><object class="NSButtonCell" id="3"><int key="NSCellFlags">-1</int>
        <int key="NSButtonFlags2">2147483647</int><object class="NSMenu" key="NSMenu" id="4"><reference key="NSMenuItems" ref="4"/></object></object></object>
        </object></object></object></object>
        </data></archive>
        """

    static let inputs: [(name: String, bytes: [UInt8])] = [
        ("hostile archive", Array(hostileArchive.utf8)),
        ("hostile AppKit archive", Array(hostileCocoaArchive.utf8)),
        ("empty", []),
        ("hostile numbers", Array(hostileNumbers.utf8)),
        ("hostile numbers, three times for merge", Array((hostileNumbers + "\n%%\n" + hostileNumbers + "\n%%\n" + hostileNumbers).utf8)),
        ("binary", (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }),
        ("deep nesting", Array(("<document>" + String(repeating: "<view>", count: 5000)).utf8)),
        ("hostile edit script", Array((#"{"edits": [{"op": "remove", "id": "1"}, {"op": "addConstraint", "item": "2", "attribute": "width", "constant": 1e308}, "#
                                       + #"{"op": "set", "id": "2", "properties": {"tag": -1e300}}]}"# + "\n%%\n" + hostileNumbers).utf8)),
    ]

    @Test(arguments: FuzzTarget.allCases)
    func knownHostileInputsPassEveryTarget(target: FuzzTarget) {
        for input in Self.inputs { target.run(input.bytes) }
    }
}
