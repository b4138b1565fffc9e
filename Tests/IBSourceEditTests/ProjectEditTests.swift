import Foundation
import IBSourceEdit
import IBStructuralEdit
import IBXML
import Testing

/// A script applied to a document within its project: members declared in the class's code,
/// classes renamed in every document and in the code.
@Suite struct ProjectEditTests {
    static func storyboard(_ className: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="list">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-list">
                    <objects>
                        <viewController id="list" customClass="\(className)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="list-view">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="open">
                                        <rect key="frame" x="16" y="88" width="46" height="35"/>
                                        <state key="normal" title="Open"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="s-list-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// A project folder holding `files` (path → text); returns the folder.
    static func project(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-project-edit-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder.path
    }

    static func apply(_ edits: [Edit], to document: String, project: String?) throws(EditFailure) -> ProjectEdit {
        let bytes = FileManager.default.contents(atPath: document).map(Array.init) ?? []
        guard let tree = try? XMLTree.parse(bytes, path: document) else { throw EditFailure(index: nil, op: nil, message: "unreadable fixture") }
        return try ProjectEdit.apply(EditScript(edits: edits), to: tree, path: document, project: project)
    }

    static let connections: [Edit] = [
        .connectOutlet(source: "list", property: "openButton", destination: "open", declare: true),
        .connectAction(source: "open", event: nil, target: "list", selector: "open:", declare: true),
    ]

    @Test func declaredMembersAreAddedToTheSwiftClass() throws {
        let folder = try Self.project(["Main.storyboard": Self.storyboard("ListViewController"),
                                       "ListViewController.swift": "import UIKit\n\nfinal class ListViewController: UIViewController {\n}\n"])
        let edit = try Self.apply(Self.connections, to: folder + "/Main.storyboard", project: folder)
        #expect(edit.files.map { ($0.path as NSString).lastPathComponent } == ["Main.storyboard", "ListViewController.swift"])
        #expect(String(decoding: edit.files[1].after, as: UTF8.self) == """
            import UIKit

            final class ListViewController: UIViewController {
                @IBOutlet weak var openButton: UIButton!

                @IBAction func open(_ sender: Any) {
                }
            }

            """)
    }

    @Test func aMemberTheClassHasIsNotDeclaredTwice() throws {
        let folder = try Self.project(["Main.storyboard": Self.storyboard("ListViewController"),
                                       "ListViewController.swift": "final class ListViewController: UIViewController {\n    @IBOutlet var openButton: UIButton?\n}\n"])
        let edit = try Self.apply([Self.connections[0]], to: folder + "/Main.storyboard", project: folder)
        #expect(edit.files.count == 1 && edit.notes == ["ListViewController already declares openButton"])
    }

    @Test func aMemberASuperclassHasIsNotDeclaredAgain() throws {
        let folder = try Self.project(["Main.storyboard": Self.storyboard("ListViewController"),
                                       "Base.swift": "class BaseViewController: UIViewController {\n    @IBOutlet weak var openButton: UIButton!\n}\n",
                                       "ListViewController.swift": "final class ListViewController: BaseViewController {\n}\n"])
        let edit = try Self.apply([Self.connections[0]], to: folder + "/Main.storyboard", project: folder)
        #expect(edit.files.count == 1 && edit.notes == ["ListViewController's superclass BaseViewController already declares openButton"])
    }

    @Test func objectiveCGetsThePropertyInItsHeaderAndTheActionInBoth() throws {
        let folder = try Self.project(["Main.storyboard": Self.storyboard("ListViewController"),
                                       "ListViewController.h": "@interface ListViewController : UIViewController\n@end\n",
                                       "ListViewController.m": "#import \"ListViewController.h\"\n\n@implementation ListViewController\n@end\n"])
        let edit = try Self.apply(Self.connections, to: folder + "/Main.storyboard", project: folder)
        let texts = Dictionary(uniqueKeysWithValues: edit.files.map { (($0.path as NSString).lastPathComponent, String(decoding: $0.after, as: UTF8.self)) })
        #expect(texts["ListViewController.h"] == """
            @interface ListViewController : UIViewController
            @property (weak, nonatomic) IBOutlet UIButton *openButton;

            - (IBAction)open:(id)sender;

            @end

            """)
        #expect(texts["ListViewController.m"]?.contains("@implementation ListViewController\n- (IBAction)open:(id)sender {\n}\n\n@end") == true)
    }

    @Test func declaringWithoutAProjectIsRefusedNamingTheEdit() throws {
        let folder = try Self.project(["Main.storyboard": Self.storyboard("ListViewController")])
        #expect(throws: EditFailure.self) { try Self.apply(Self.connections, to: folder + "/Main.storyboard", project: nil) }
        do { _ = try Self.apply(Self.connections, to: folder + "/Main.storyboard", project: nil) } catch {
            #expect(error.description == "edit 1 (connectOutlet): \"declare\" needs --project: the project holds the code of ListViewController")
        }
    }

    @Test func aClassTheCodeDoesNotDeclareRefusesTheScript() throws {
        let folder = try Self.project(["Main.storyboard": Self.storyboard("ListViewController"), "Other.swift": "final class Other {}\n"])
        do {
            _ = try Self.apply([Self.connections[1]], to: folder + "/Main.storyboard", project: folder)
            Issue.record("declared into a class the project lacks")
        } catch {
            #expect(error.description.hasPrefix("edit 1 (connectAction): the project declares no class ListViewController"))
        }
    }

    @Test func aRenameReachesTheProjectsOtherDocumentsAndItsCode() throws {
        let folder = try Self.project(["Main.storyboard": Self.storyboard("ListViewController"), "Other.storyboard": Self.storyboard("ListViewController"),
                                       "Unrelated.storyboard": Self.storyboard("DetailViewController"),
                                       "ListViewController.swift": "final class ListViewController: UIViewController {}\nlet make = { ListViewController() }\n"])
        let edit = try Self.apply([.renameClass(from: "ListViewController", to: "ItemsViewController")], to: folder + "/Main.storyboard", project: folder)
        let texts = Dictionary(uniqueKeysWithValues: edit.files.map { (($0.path as NSString).lastPathComponent, String(decoding: $0.after, as: UTF8.self)) })
        #expect(Set(texts.keys) == ["Main.storyboard", "Other.storyboard", "ListViewController.swift"])
        #expect(texts["Other.storyboard"]?.contains(#"customClass="ItemsViewController""#) == true)
        #expect(texts["ListViewController.swift"] == "final class ItemsViewController: UIViewController {}\nlet make = { ItemsViewController() }\n")
    }

    @Test func aRenameOntoAClassTheProjectHasIsRefused() throws {
        let folder = try Self.project(["Main.storyboard": Self.storyboard("ListViewController"),
                                       "Both.swift": "final class ListViewController: UIViewController {}\nfinal class ItemsViewController {}\n"])
        #expect(throws: EditFailure.self) {
            try Self.apply([.renameClass(from: "ListViewController", to: "ItemsViewController")], to: folder + "/Main.storyboard", project: folder)
        }
    }
}
