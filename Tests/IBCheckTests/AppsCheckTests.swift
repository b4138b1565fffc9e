import Foundation
import IBCheck
import IBFoundation
import IBProject
import IBTestSupport
import Testing

/// `check` on the 11 public apps of `../shared/apps`, each with its Xcode project: every error,
/// warning and note it reports is one read against the app's sources and recorded here with that
/// reading (see the notes that closed the project and review issues). A new finding fails, and so
/// does a recorded one that goes missing: both precision and the real defects are held.
@Suite struct AppsCheckTests {
    /// App → its findings as `path:line rule`: errors, warnings, notes.
    static let recorded: [String: (errors: [String], warnings: [String], notes: [String])] = [
        "CotEditor": ([], [], []),
        "GoMap": ([
            // HUDLabel.text is a Swift property without @objc: the runtime attribute raises NSUnknownKeyException.
            "src/iOS/Base.lproj/MainStoryboard.storyboard:25 runtime-attribute-unknown-key",
            // text2 is declared PresetValueTextField, the cell holds its superclass AutocompleteTextField.
            "src/iOS/POI/Base.lproj/POI.storyboard:715 outlet-type-mismatch",
            // The text-field actions moved to KeyValueTableCell; POIAllTagsViewController no longer has them.
            "src/iOS/POI/Base.lproj/POI.storyboard:737 action-missing", "src/iOS/POI/Base.lproj/POI.storyboard:738 action-missing",
            "src/iOS/POI/Base.lproj/POI.storyboard:739 action-missing", "src/iOS/POI/Base.lproj/POI.storyboard:740 action-missing",
            "src/iOS/POI/Base.lproj/POI.storyboard:752 action-missing", "src/iOS/POI/Base.lproj/POI.storyboard:753 action-missing",
            "src/iOS/POI/Base.lproj/POI.storyboard:754 action-missing", "src/iOS/POI/Base.lproj/POI.storyboard:755 action-missing",
            "src/iOS/POI/Base.lproj/POI.storyboard:774 outlet-type-mismatch",
            // dequeueReusableCell(withIdentifier: "AddCell", for:) names a cell no storyboard has.
            "src/iOS/POI/POIAllTagsViewController.swift:324 identifier-unknown",
        ], [
            // 702-share.png is in no asset catalog and no target's resources.
            "src/iOS/DisplaySettings/Base.lproj/Display.storyboard:52 asset-missing",
        ], [
            // No code names the storyboard ID UserData (only the cell UserDataTableCell).
            "src/iOS/DataOverlays/DataOverlays.storyboard:14 identifier-unused",
        ]),
        "OpenEmu": ([
            // volumeUp(_:) and volumeDown(_:) lack @objc: the menu items stay disabled.
            "OpenEmu/Main.storyboard:715 action-missing", "OpenEmu/Main.storyboard:723 action-missing",
            // contentView is declared NSGridView but is a plain NSView; fixButton is declared TextButton but is an NSButton.
            "OpenEmu/PrefDebugController.xib:11 outlet-type-mismatch", "OpenEmu/SidebarController.xib:212 outlet-type-mismatch",
        ], [], [
            // No class implements showGamesAtArchive:, but "Get Info" is hidden: nothing sends it.
            "OpenEmu/Main.storyboard:376 action-missing",
            // Sparkle is a Swift package that is not checked out.
            "OpenEmu/Main.storyboard:931 class-from-dependency",
        ]),
        "Sequel-Ace": ([
            // advancedLabel is declared NSTextField but connected to an NSButton.
            "Source/Interfaces/DataMigrationDialog.xib:17 outlet-type-mismatch",
            // The "Application" placeholder keeps an outlet of the document class that owns this xib:
            // NSApplication has no such key (its keys are listed completely), AppKit fails to connect it.
            "Source/Interfaces/SaveSPFAccessory.xib:24 outlet-missing",
        ], [], [
            // The code instantiates the window controller only; its content controller comes by relationship.
            "Source/Controllers/Other/ProgressWindowController.storyboard:39 identifier-unused",
            // Swift owners without a module: the loading code passes them in, only Interface Builder reads the class.
            "Source/Interfaces/MainWindow.xib:9 custom-module-mismatch", "Source/Interfaces/ProgressIndicatorLayer.xib:9 custom-module-mismatch",
        ]),
        "ShadowsocksX-NG": ([
            // didCancel is an action of UserRulesController, connected as an outlet: AppKit fails to connect it.
            "ShadowsocksX-NG/Base.lproj/UserRulesController.xib:11 outlet-missing",
        ], [], [
            // MASShortcut is a pod that is not installed.
            "ShadowsocksX-NG/Base.lproj/PreferencesWinController.xib:36 class-from-dependency",
        ]),
        "WWDC": ([], [], [
            // TeamID.xcconfig is the file each developer creates (Main.xcconfig says so).
            "WWDC/Config/Main.xcconfig:3 project-unreadable",
            "WWDC/Resources/Base.lproj/Main.storyboard:628 class-from-dependency",
        ]),
        "ello-ios": ([], [], ["Sources/Controllers/Stream/Cells/StreamEmbedCell.xib:29 class-from-dependency"]),
        "firebase-quickstart-ios": ([], [], [
            // Neither project lists its Main.storyboard.
            "authentication/AuthenticationExample/Base.lproj/Main.storyboard:1 document-not-in-target",
            "config/ConfigExample/Base.lproj/Main.storyboard:1 document-not-in-target",
        ]),
        "owncloud-ios": ([], [], [
            // The web login controller is reached by its segue; no code names its storyboard ID.
            "Owncloud iOs Client/Main.storyboard:387 identifier-unused",
            // The launch screen is "Launch Screen"; the project does not list SplashScreen.storyboard.
            "Owncloud iOs Client/SplashScreen.storyboard:1 document-not-in-target",
        ]),
        "simplenote-ios": ([], [], []),
        "vienna-rss": ([], [], [
            "Vienna/Interfaces/Base.lproj/Main.storyboard:819 class-from-dependency",
            "Vienna/Interfaces/Base.lproj/Main.storyboard:1575 class-from-dependency",
            // No code names preferencesWindow; the window controller is the storyboard's entry point.
            "Vienna/Interfaces/Base.lproj/Preferences.storyboard:12 identifier-unused",
        ]),
    ]

    @Test(arguments: recorded.keys.sorted())
    func everyFindingOnTheAppIsOneRecordedWithItsReading(_ app: String) throws {
        let root = try #require(Apps.unpacked, "../shared/apps could not be unpacked").appendingPathComponent(app).path
        let findings = Checker().run(Project(files: ProjectScanner.files(in: [root]).files))
        func lines(_ severity: Severity) -> [String] {
            findings.filter { $0.severity == severity }.map { "\($0.location.file.dropFirst(root.count + 1)):\($0.location.line) \($0.ruleID)" }
        }
        let expected = try #require(Self.recorded[app])
        #expect(lines(.error) == expected.errors)
        #expect(lines(.warning) == expected.warnings)
        #expect(lines(.note) == expected.notes)
    }
}
