import IBSource
import Testing

/// Storyboard IDs the code builds from class names, and the children `prepare(for:sender:)` configures.
@Suite struct TypeNameIdentifierTests {
    static func index(_ files: [(String, String)]) -> SourceIndex {
        SourceIndex(files: files.map { SourceFileIndex.index(text: $1, path: $0) })
    }

    static func identifiers(_ index: SourceIndex, forClass name: String) -> Set<String> {
        Set(index.typeNameIdentifiers.map { $0.identifier(forClass: name) })
    }

    @Test func aProtocolPropertyInOneFileFeedsAGenericHelperInAnother() {
        let index = Self.index([
            ("Storyboarded.swift", """
            protocol Storyboarded { static var storyboardIdentifier: String { get } }
            extension Storyboarded where Self: UIViewController {
                static var storyboardIdentifier: String { String(describing: self) }
            }
            """),
            ("UIStoryboard+Generic.swift", """
            extension UIStoryboard {
                func instantiate<T: UIViewController & Storyboarded>() -> T {
                    instantiateViewController(withIdentifier: T.storyboardIdentifier) as! T
                }
            }
            """),
        ])
        #expect(Self.identifiers(index, forClass: "LoginViewController") == ["LoginViewController"])
    }

    @Test func aSuffixRemovedAndWordsAddedShapeTheIdentifier() {
        let index = Self.index([("Scenes.swift", """
        extension UIStoryboard {
            func scene<T: UIViewController>(_ type: T.Type) -> T {
                let name = "\\(T.self)Scene".replacingOccurrences(of: "ViewController", with: "")
                return instantiateViewController(withIdentifier: name) as! T
            }
        }
        """)])
        #expect(Self.identifiers(index, forClass: "LoginViewController") == ["LoginScene"])
    }

    @Test func macSceneIdentifiersAndObjectiveCClassStringsCount() {
        let index = Self.index([
            ("Window.swift", """
            extension NSViewController {
                static func fromStoryboard() -> Self {
                    NSStoryboard.main!.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier(String(describing: self))) as! Self
                }
            }
            """),
            ("Loader.m", """
            @implementation UIViewController (Loading)
            + (instancetype)loadFromStoryboard:(UIStoryboard *)storyboard {
                return [storyboard instantiateViewControllerWithIdentifier:NSStringFromClass([self class])];
            }
            @end
            """),
        ])
        #expect(index.typeNameIdentifiers.count == 2)
        #expect(Self.identifiers(index, forClass: "Preferences") == ["Preferences"])
    }

    @Test func classNamesUsedOnlyForCellsAndNibsBuildNoStoryboardID() {
        let index = Self.index([("Reusable.swift", """
        extension UITableViewCell { static var reuseIdentifier: String { String(describing: self) } }
        extension UIView { static func fromNib() -> Self { UINib(nibName: String(describing: self), bundle: nil).instantiate(withOwner: nil)[0] as! Self } }
        class Home: UIViewController {
            func open(_ id: String) { _ = storyboard?.instantiateViewController(withIdentifier: id) }
            func show() { _ = String(describing: Home.self) }
        }
        """)])
        #expect(index.typeNameIdentifiers.isEmpty)
    }

    @Test func prepareRecordsTheChildrenItCastsTo() {
        let index = Self.index([
            ("Dashboard.swift", """
            class Dashboard: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let map = segue.destination as? MapViewController { map.zoom = 2 }
                    switch segue.destination {
                    case let list as ListViewController: list.reload()
                    case is Settings: break
                    default: break
                    }
                }
                func elsewhere(_ x: Any) { _ = x as? Unrelated }
            }
            """),
            ("Container.m", """
            @implementation Container
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                ChildViewController *child = (ChildViewController *)segue.destinationViewController;
                MapChild *map = segue.destinationViewController;
                UIView *view = self.view;
                if ([segue.destinationViewController isKindOfClass:[OtherChild class]]) { }
            }
            @end
            """),
        ])
        #expect(index.prepareCasts["Dashboard"] == ["MapViewController", "ListViewController", "Settings"])
        #expect(index.prepareCasts["Container"] == ["ChildViewController", "MapChild", "OtherChild"])
    }

    @Test func settingAMemberOfTheDestinationConfiguresAnyChild() {
        let index = Self.index([("Tabs.swift", """
        class Tabs: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "embedMap" { segue.destination.title = "Map" }
            }
        }
        """)])
        #expect(index.prepareCasts["Tabs"] == ["*"])
    }
}
