import Foundation
import IBCommandLine
import IBTestSupport
import Testing

/// `ibkit layout` on a project that bundles its own font: the label naming it is measured from
/// the file (as HarfBuzz shapes it), the report says so, and a damaged font file is one warning.
@Suite struct AppFontLayoutTests {
    typealias Captured = CommandLineTests.Captured

    /// A project folder: an Xcode project marker, `Fonts/` with the given files, an Info.plist
    /// registering them, and a xib with one label per font name.
    static func project(fonts: [String: [UInt8]], labels: [(id: String, name: String, family: String, text: String)]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-appfont-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Fonts", withIntermediateDirectories: true)
        for (name, bytes) in fonts { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/Fonts/" + name)) }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIAppFonts</key><array>
            \(fonts.keys.sorted().map { "<string>\($0)</string>" }.joined())</array></dict></plist>
            """
        try Data(plist.utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        let views = labels.enumerated().map { index, label in
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(label.text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(label.id)">
                <rect key="frame" x="8" y="\(8 + 40 * index)" width="100" height="24"/>
                <fontDescription key="fontDescription" name="\(label.name)" family="\(label.family)" pointSize="20"/>
            </label>
            """
        }.joined(separator: "\n")
        let constraints = labels.enumerated().map { index, label in
            """
            <constraint firstItem="\(label.id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="\(label.id)-l"/>
            <constraint firstItem="\(label.id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(8 + 40 * index)" id="\(label.id)-t"/>
            """
        }.joined(separator: "\n")
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                        <subviews>\(views)</subviews>
                        <constraints>\(constraints)</constraints>
                    </view>
                </objects>
            </document>
            """
        try Data(xib.utf8).write(to: URL(fileURLWithPath: folder + "/View.xib"))
        return folder
    }

    static func font(_ path: String) throws -> [UInt8] {
        [UInt8](try #require(FileManager.default.contents(atPath: SystemFonts.path("truetype/" + path)), "install fonts-dejavu (.ci/run does)"))
    }

    @Test func aLabelInTheAppsFontIsMeasuredFromItsFile() throws {
        let text = "Type AVATAR office"
        let folder = try Self.project(fonts: ["DejaVuSans-Bold.ttf": try Self.font("dejavu/DejaVuSans-Bold.ttf")],
                                      labels: [("own", "DejaVuSans-Bold", "DejaVu Sans", text), ("none", "Futura-Medium", "Futura", text)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let captured = Captured()
        #expect(LayoutAction.run(paths: [folder + "/View.xib"], device: nil, json: true, console: captured.console) == 0)
        let reports = try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [[String: Any]]
        let views = try #require((reports?.first?["roots"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        let own = try #require(views.first { $0["id"] as? String == "own" })
        #expect(own["measuredBy"] as? String == "font file")
        #expect((own["fontFile"] as? String)?.hasSuffix("Fonts/DejaVuSans-Bold.ttf") == true)
        // HarfBuzz's width of the run (kerned, with the ffi ligature) at 20 points, rounded up to the pixel.
        let units = try #require(try HarfBuzz.advances(of: [text], font: SystemFonts.path("truetype/dejavu/DejaVuSans-Bold.ttf")).first)
        let expected = (Double(units) * 20 / 2048 * 3 - 1e-6).rounded(.up) / 3
        let frame = try #require(own["frame"] as? [String: Double])
        #expect(abs((frame["width"] ?? 0) - expected) < 1e-6, "\(frame) against \(expected)")
        let none = try #require(views.first { $0["id"] as? String == "none" })
        #expect(none["measuredBy"] as? String == "estimate" && none["unmeasuredFont"] as? String == "Futura-Medium")
        #expect(captured.stderr.isEmpty)
    }

    @Test func aDamagedFontFileIsOneWarningAndItsTextIsEstimated() throws {
        let truncated = Array(try Self.font("dejavu/DejaVuSans-Bold.ttf").prefix(5000))
        let folder = try Self.project(fonts: ["DejaVuSans-Bold.ttf": truncated], labels: [("own", "DejaVuSans-Bold", "DejaVu Sans", "Hello")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let captured = Captured()
        #expect(LayoutAction.run(paths: [folder + "/View.xib"], device: nil, json: false, console: captured.console) == 0)
        let warnings = captured.stderr.split(separator: "\n")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Fonts/DejaVuSans-Bold.ttf:1:1: warning: cannot read the font") == true, "\(captured.stderr)")
        #expect(captured.stdout.contains("estimate (font DejaVuSans-Bold not found"), "\(captured.stdout)")
    }
}
