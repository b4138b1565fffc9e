import IBDocument
import IBFoundation

/// The main storyboard an Info.plist names has no entry point, or does not exist.
public struct InitialControllerMissing: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "initial-controller-missing",
        summary: "The storyboard an Info.plist names as main (UIMainStoryboardFile, NSMainStoryboardFile, UISceneStoryboardFile) is missing or has no initial controller.",
        rationale: """
        At launch UIKit instantiates the main storyboard's initial controller. Without one it logs "Failed to \
        instantiate the default view controller for UIMainStoryboardFile 'Main' - perhaps the designated entry \
        point is not set?" and the app shows a black window; without the storyboard the launch raises \
        NSInvalidArgumentException ("Could not find a storyboard named 'Main' in bundle …"). AppKit loads its \
        main storyboard for the menu and opens a window only when an initial controller exists, so a macOS \
        main storyboard without one is fine. With a project, the Info.plists are those its targets build with \
        (INFOPLIST_FILE) and the keys their build settings generate (INFOPLIST_KEY_UIMainStoryboardFile).
        """,
        severity: .error,
        examples: [
            RuleExample(triggers: true, files: [
                ("Main.storyboard", Fixture.storyboard("<scene sceneID=\"s1\"><objects><viewController id=\"a\" storyboardIdentifier=\"A\" sceneMemberID=\"viewController\"/></objects></scene>")),
                ("Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    ↓<key>UIMainStoryboardFile</key>
                    <string>Main</string>
                </dict>
                </plist>
                """),
            ]),
            RuleExample(triggers: false, files: [
                ("Main.storyboard", Fixture.storyboard("<scene sceneID=\"s1\"><objects><viewController id=\"a\" sceneMemberID=\"viewController\"/></objects></scene>", initial: "a")),
                ("Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>UIMainStoryboardFile</key>
                    <string>Main</string>
                </dict>
                </plist>
                """),
            ]),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks each Info.plist's main storyboards.
    public func checkProject(_ context: CheckContext) -> [Diagnostic] {
        context.project.infoPlists.flatMap { plist in
            plist.mainStoryboards.compactMap { name, location -> Diagnostic? in
                guard let storyboards = context.project.storyboards[name], !storyboards.isEmpty else {
                    return finding("main storyboard '\(name)' was not found; launching raises NSInvalidArgumentException: \"Could not find a storyboard named '\(name)'\"", at: location)
                }
                guard storyboards.allSatisfy({ $0.initialViewController == nil }) else { return nil }
                // AppKit loads the main storyboard for its menu and shows an initial controller
                // only when there is one: menu-only main storyboards are the document-based norm.
                if storyboards.allSatisfy({ $0.platform == .macOS }) { return nil }
                return finding("main storyboard '\(name)' has no initial view controller; UIKit logs \"Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)'\" and shows an empty window",
                               at: location)
            }
        }
    }
}
