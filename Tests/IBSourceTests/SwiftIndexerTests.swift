import IBSource
import Testing

@Suite struct SwiftIndexerTests {
    static let controller = """
    import UIKit

    @IBDesignable
    final class ProfileViewController: UIViewController, UITableViewDelegate {
        @IBOutlet weak var nameLabel: UILabel!
        @IBOutlet var avatar: UIImageView?
        @IBOutlet var buttons: [UIButton]!
        @IBInspectable var cornerRadius: CGFloat = 0
        @objc dynamic var score = 0
        var plain: String = ""

        @IBAction func tap() {}
        @IBAction func tapped(_ sender: UIButton) {}
        @IBAction func unwindB(unwindSegue: UIStoryboardSegue) {}
        @IBAction func moved(to segue: UIStoryboardSegue) {}
        @IBAction func touched(_ sender: Any, forEvent event: UIEvent) {}
        @objc(customName:) func renamed(_ x: Any) {}
        func hidden(_ sender: Any) {}
    }

    extension UIView {
        @IBInspectable var borderWidth: CGFloat {
            get { layer.borderWidth }
            set { layer.borderWidth = newValue }
        }
    }
    """

    @Test func classDeclarationHasSuperclassConformancesAndDesignable() throws {
        let type = try #require(SourceFileIndex.index(text: Self.controller, path: "P.swift").types.first)
        #expect(type.name == "ProfileViewController")
        #expect(type.superclass == "UIViewController")
        #expect(type.conformances == ["UITableViewDelegate"])
        #expect(type.isDesignable)
        #expect(type.location.line == 4 && type.location.column == 13)
    }

    @Test func outletsKeepTypeOptionalityWeaknessAndCollections() throws {
        let type = try #require(SourceFileIndex.index(text: Self.controller, path: "P.swift").types.first)
        let name = try #require(type.outlet(named: "nameLabel"))
        #expect(name.typeName == "UILabel" && name.optionality == .implicitlyUnwrapped && name.isWeak && !name.isCollection)
        #expect(name.location.line == 5 && name.location.column == 24)
        #expect(type.outlet(named: "avatar")?.optionality == .optional)
        #expect(type.outlet(named: "buttons")?.isCollection == true && type.outlet(named: "buttons")?.typeName == "UIButton")
    }

    @Test func actionsExposeTheSelectorsObjectiveCSees() throws {
        let type = try #require(SourceFileIndex.index(text: Self.controller, path: "P.swift").types.first)
        let selectors = type.methods.map(\.selector)
        #expect(selectors == ["tap", "tapped:", "unwindBWithUnwindSegue:", "movedTo:", "touched:forEvent:", "customName:", "hidden:"])
        #expect(type.method(withSelector: "hidden:")?.isExposed == false)
        #expect(type.method(withSelector: "unwindBWithUnwindSegue:")?.parameterTypes == ["UIStoryboardSegue"])
    }

    @Test func kvcKeysAreTheExposedProperties() throws {
        let type = try #require(SourceFileIndex.index(text: Self.controller, path: "P.swift").types.first)
        #expect(type.property(named: "cornerRadius")?.isInspectable == true)
        #expect(type.property(named: "score")?.isKVCCompliant == true)
        #expect(type.property(named: "plain")?.isKVCCompliant == false)
    }

    @Test func extensionsOfFrameworkClassesAddInspectables() throws {
        var index = SourceIndex()
        index.add(SourceFileIndex.index(text: Self.controller, path: "P.swift"))
        let view = try #require(index.type(named: "UIView"))
        #expect(!view.isDeclared)
        #expect(view.property(named: "borderWidth")?.isInspectable == true)
    }

    @Test func identifierLiteralsAreRecordedWithTheirCall() throws {
        let source = """
        class A: UIViewController {
            func go() {
                let board = UIStoryboard(name: "Main", bundle: nil)
                let b = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "B") as! BViewController
                let c = storyboard?.instantiateViewController(withIdentifier: String(describing: CViewController.self)) as? CViewController
                performSegue(withIdentifier: "showC", sender: nil)
                tableView.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "cell")
                _ = tableView.dequeueReusableCell(withIdentifier: "cell")
                let d = DViewController(nibName: "DView", bundle: nil)
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "embedList" {}
                switch segue.identifier {
                case "embedMap"?: break
                case "embedInfo": break
                default: break
                }
            }
        }
        """
        let uses = SourceFileIndex.index(text: source, path: "A.swift").identifierUses
        let summary = uses.map { "\($0.kind.rawValue) \($0.value) \($0.location.line):\($0.location.column)" }
        #expect(summary == [
            "storyboardName Main 3:40",
            "storyboardName Main 4:36",
            "storyboardIdentifier B 4:99",
            "storyboardIdentifier CViewController 5:71",
            "segueIdentifier showC 6:38",
            "nibName Cell 7:43",
            "reuseRegistration cell 7:89",
            "reuseIdentifier cell 8:59",
            "nibName DView 9:42",
            "segueComparison embedList 12:32",
            "segueComparison embedMap 14:14",
            "segueComparison embedInfo 15:14",
        ])
        let b = try #require(uses.first { $0.value == "B" })
        #expect(b.castType == "BViewController" && b.isForcedCast && b.storyboardName == "Main")
        let c = try #require(uses.first { $0.value == "CViewController" })
        #expect(c.castType == "CViewController" && !c.isForcedCast && c.storyboardName == nil)
        #expect(uses.last?.enclosingFunction == "prepare(for:sender:)" && uses.last?.enclosingType == "A")
    }
}

/// Declarations that earlier readings got wrong on real apps.
@Suite struct SwiftIndexerMembershipTests {
    @Test func anExtensionOfATypealiasExtendsItsClass() {
        let files = [
            SourceFileIndex.index(text: "class CartViewController: UIViewController {}\n", path: "Cart.swift"),
            SourceFileIndex.index(text: "typealias Cart = CartViewController\nextension Cart {\n    @IBAction func checkout(_ sender: Any) {}\n}\n", path: "Cart+Actions.swift"),
        ]
        let index = SourceIndex(files: files)
        #expect(index.type(named: "CartViewController")?.method(withSelector: "checkout:")?.isAction == true)
    }

    @Test func localsOfClosuresAndAccessorsAreNoMembers() {
        let source = """
        final class GlossButton: NSButton {
            private static let attributes: [String: Any] = {
                let color = NSColor.white
                return ["color": color]
            }()
            @IBInspectable var color: String?
        }
        """
        let type = SourceFileIndex.index(text: source, path: "GlossButton.swift").types.first
        #expect(type?.properties.map(\.name) == ["color"])
        #expect(type?.property(named: "color")?.isKVCCompliant == true)
    }

    @Test func backtickedNamesLoseTheirBackticks() {
        let type = SourceFileIndex.index(text: "class AppController: NSObject {\n    @IBAction func `import`(_ sender: Any) {}\n}\n", path: "A.swift").types.first
        #expect(type?.methods.first?.selector == "import:")
    }

    @Test func dequeuingWithoutAnIndexPathDoesNotRaise() {
        let source = """
        func cell(_ tableView: UITableView, _ indexPath: IndexPath) {
            _ = tableView.dequeueReusableCell(withIdentifier: "plain")
            _ = tableView.dequeueReusableCell(withIdentifier: "strict", for: indexPath)
            _ = UIViewController(nibName: "Profile", bundle: nil)
            _ = UINib(nibName: "Header", bundle: nil)
        }
        """
        let uses = SourceFileIndex.index(text: source, path: "T.swift").identifierUses
        #expect(uses.map(\.value) == ["plain", "strict", "Profile", "Header"])
        #expect(uses.map(\.raisesWhenMissing) == [false, true, true, true])
        #expect(uses.map(\.loadsControllerView) == [false, false, true, false])
    }
}

/// Where a class's members are declared does not hide them.
@Suite struct SwiftIndexerExtensionTests {
    @Test func membersOfObjcExtensionsNestedAndGenericClassesCount() {
        let files = [
            SourceFileIndex.index(text: "class Outer {\n    class InnerView: UIView {}\n}\nclass Box<T>: UIView {}\n", path: "A.swift"),
            SourceFileIndex.index(text: """
            extension Outer.InnerView {
                @IBOutlet var titleLabel: UILabel!
            }
            extension Box where T == Int {
                @IBAction func tapped(_ sender: Any) {}
            }
            @objc extension Outer.InnerView {
                func refresh(_ sender: Any) {}
            }
            """, path: "B.swift"),
        ]
        let index = SourceIndex(files: files)
        #expect(index.type(named: "InnerView")?.outlet(named: "titleLabel") != nil)
        #expect(index.type(named: "InnerView")?.method(withSelector: "refresh:")?.isExposed == true)
        #expect(index.type(named: "Box")?.method(withSelector: "tapped:")?.isAction == true)
    }
}
