import IBSourceEdit
import Testing

/// Members added to a Swift class where Xcode puts them, and classes renamed by token.
@Suite struct SwiftClassSourceTests {
    static let controller = """
        import UIKit

        final class ListViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }

        """

    @Test func anOutletGoesAfterTheLastOutlet() throws {
        let text = try #require(SwiftClassSource.adding(["@IBOutlet weak var openButton: UIButton!"], toClass: "ListViewController",
                                                        placement: .withOutlets, in: Self.controller))
        #expect(text.contains("""
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var openButton: UIButton!

                override func viewDidLoad() {
            """))
    }

    @Test func anActionGoesAtTheEndOfTheBody() throws {
        let text = try #require(SwiftClassSource.adding(["@IBAction func open(_ sender: Any) {", "}"], toClass: "ListViewController",
                                                        placement: .atEnd, in: Self.controller))
        #expect(text.hasSuffix("""
                    super.viewDidLoad()
                }

                @IBAction func open(_ sender: Any) {
                }
            }

            """))
    }

    @Test func anEmptyOneLineBodyOpensOntoLinesOfItsOwn() throws {
        let text = try #require(SwiftClassSource.adding(["@IBOutlet weak var name: UILabel!"], toClass: "Cell", placement: .withOutlets,
                                                        in: "class Cell: UITableViewCell {}\n"))
        #expect(text == "class Cell: UITableViewCell {\n    @IBOutlet weak var name: UILabel!\n}\n")
    }

    @Test func aFileWithoutTheClassIsNotChanged() {
        #expect(SwiftClassSource.adding(["let x = 1"], toClass: "Other", placement: .atEnd, in: Self.controller) == nil)
    }

    @Test func aRenameChangesCodeButNotStringsOrComments() throws {
        let text = """
            // ListViewController shows the list.
            final class ListViewController: UIViewController {}
            extension ListViewController: UITableViewDelegate {}
            let controller = ListViewController()
            let name = "ListViewController"

            """
        let renamed = try #require(SwiftClassSource.renaming("ListViewController", to: "ItemsViewController", in: text))
        #expect(renamed == """
            // ListViewController shows the list.
            final class ItemsViewController: UIViewController {}
            extension ItemsViewController: UITableViewDelegate {}
            let controller = ItemsViewController()
            let name = "ListViewController"

            """)
    }
}
