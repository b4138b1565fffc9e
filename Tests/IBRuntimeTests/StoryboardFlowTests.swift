import IBRuntime
import Testing

/// Seed 000's flow: A pushes B, B pushes C; C's buttons unwind to B or straight to A.
@Suite struct StoryboardFlowTests {
    @Test func launchShowsTheEntryPointInsideItsNavigationController() throws {
        let runtime = SeedApp.runtime()
        try runtime.launch(runtime.storyboard(named: "Main"))
        #expect(runtime.rootViewController?.container == .navigation)
        #expect(runtime.stack == ["AViewController"])
        let lines = runtime.lines
        // The relationship child is archived with its container: created and awakened in one nib.
        #expect(lines.prefix(4) == ["UINavigationController(nav-vc-001).init(coder:)", "AViewController.init(coder:)",
                                    "UINavigationController(nav-vc-001).awakeFromNib()", "AViewController.awakeFromNib()"])
        #expect(lines.suffix(2) == ["UINavigationController(nav-vc-001).viewDidAppear(_:)", "AViewController.viewDidAppear(_:)"])
    }

    @Test func pushFollowsUIKitsLoggedOrder() throws {
        let runtime = try SeedApp.launched()
        try runtime.tap("goToB")
        let expected = [
            "AViewController.shouldPerformSegue(withIdentifier: \"showB\") -> true",
            "BViewController.init(coder:)", "BViewController.awakeFromNib()",
            "AViewController.prepare(for: \"showB\" → BViewController)",
            "UINavigationController(nav-vc-001).pushViewController(BViewController)",
            "BViewController.willMove(toParent: UINavigationController(nav-vc-001))",
            "BViewController.loadView()", "BViewController.viewDidLoad()",
            "AViewController.viewWillDisappear(_:)", "BViewController.viewWillAppear(_:)",
            "BViewController.viewWillLayoutSubviews()", "BViewController.viewDidLayoutSubviews()",
            "AViewController.viewDidDisappear(_:)", "BViewController.viewDidAppear(_:)",
            "BViewController.didMove(toParent: UINavigationController(nav-vc-001))",
        ]
        let controllerLines = runtime.lines.filter { line in expected.contains(line) }
        #expect(controllerLines == expected)
        #expect(runtime.stack == ["AViewController", "BViewController"])
    }

    @Test func backFromCUnwindsToB() throws {
        let runtime = try SeedApp.launched()
        try runtime.tap("goToB")
        try runtime.tap("goToC")
        #expect(runtime.stack == ["AViewController", "BViewController", "CViewController"])
        runtime.clearTrace()
        try runtime.tap("backToB")
        #expect(runtime.stack == ["AViewController", "BViewController"])
        let lines = runtime.lines
        #expect(lines.contains("BViewController.canPerformUnwindSegueAction(unwindToBWithSegue:) -> true"))
        // The source prepares, the destination's action runs, then the pop (UIKIT_FACTS 6.2, 8.2).
        let order = ["CViewController.prepare(for: nil → BViewController)", "BViewController.unwindToBWithSegue:(UIStoryboardSegue)",
                     "UINavigationController(nav-vc-001).popViewController(CViewController)", "CViewController.viewWillDisappear(_:)",
                     "BViewController.viewWillAppear(_:)", "CViewController.viewDidDisappear(_:)", "BViewController.viewDidAppear(_:)"]
        #expect(lines.filter(order.contains) == order)
        // A is not asked: B answers first.
        #expect(!lines.contains { $0.hasPrefix("AViewController.canPerformUnwindSegueAction") })
    }

    @Test func unwindFromCGoesStraightToA() throws {
        let runtime = try SeedApp.launched()
        try runtime.tap("goToB")
        try runtime.tap("goToC")
        runtime.clearTrace()
        try runtime.tap("backToA")
        #expect(runtime.stack == ["AViewController"])
        #expect(runtime.lines.contains("AViewController.unwindToA:(UIStoryboardSegue)"))
        #expect(runtime.lines.contains("BViewController.didMove(toParent: nil)"))
        #expect(runtime.lines.contains("CViewController.didMove(toParent: nil)"))
    }

    @Test func aRegisteredSubclassCanRefuseASegueAndSeeWhatItPrepares() throws {
        let runtime = try SeedApp.launched()
        var prepared: [String] = []
        runtime.register(ControllerBehavior(shouldPerformSegue: { _, identifier, _ in identifier != "showB" }), for: "AViewController")
        try runtime.tap("goToB")
        #expect(runtime.stack == ["AViewController"])
        runtime.register(ControllerBehavior(prepare: { segue, sender in
            prepared.append("\(segue.identifier ?? "") → \(segue.destination.label) from \(sender?.accessibilityIdentifier ?? "nil")")
            // The destination's view is not loaded at prepare (UIKIT_FACTS 4.3).
            #expect(!segue.destination.isViewLoaded)
        }), for: "AViewController")
        try runtime.tap("goToB")
        #expect(prepared == ["showB → BViewController from goToB"])
    }

    @Test func aControllerThatRefusesTheUnwindIsPassedOver() throws {
        let runtime = try SeedApp.launched()
        try runtime.tap("goToB")
        try runtime.tap("goToC")
        runtime.register(ControllerBehavior(canPerformUnwindSegueAction: { _, _, _ in false }), for: "BViewController")
        try runtime.tap("backToB")
        #expect(runtime.stack == ["AViewController", "BViewController", "CViewController"])
        #expect(runtime.lines.contains("CViewController.unwind unwindToBWithSegue:: no controller answers; nothing happens"))
    }

    @Test func presentingAReferenceLoadsTheOtherStoryboardAsAFormSheet() throws {
        let runtime = try SeedApp.launched()
        try runtime.tap("openSettings")
        let presented = try #require(runtime.rootViewController?.presentedViewController)
        #expect(presented.storyboard?.name == "Settings")
        #expect(presented.presentationStyle == "formSheet")
        // A form sheet leaves its presenter on screen: no disappearance callbacks.
        #expect(!runtime.lines.contains("AViewController.viewWillDisappear(_:)"))
        try runtime.dismiss(presented)
        #expect(runtime.rootViewController?.presentedViewController == nil)
    }

    @Test func unknownIdentifiersFailWithUIKitsMessages() throws {
        let runtime = try SeedApp.launched()
        let main = try runtime.storyboard(named: "Main")
        let missing = #expect(throws: RuntimeFailure.self) { try runtime.instantiateViewController(withIdentifier: "Nope", in: main) }
        #expect(missing?.exception == "NSInvalidArgumentException")
        #expect(missing?.reason.hasPrefix("Storyboard (<UIStoryboard: 0x") == true)
        #expect(missing?.reason.hasSuffix(") doesn't contain a view controller with identifier 'Nope'") == true)

        let a = try #require(runtime.rootViewController?.topViewController)
        let segue = #expect(throws: RuntimeFailure.self) { try runtime.performSegue(withIdentifier: "toNowhere", from: a) }
        #expect(segue?.reason.hasPrefix("Receiver (<AViewController: 0x") == true)
        #expect(segue?.reason.hasSuffix(") has no segue with identifier 'toNowhere'") == true)
        #expect(segue?.location.line == 31)

        let storyboard = #expect(throws: RuntimeFailure.self) { try runtime.storyboard(named: "Missing") }
        #expect(storyboard?.reason.hasPrefix("Could not find a storyboard named 'Missing' in bundle") == true)
    }

    @Test func eachInstantiationMakesANewInstance() throws {
        let runtime = SeedApp.runtime()
        let main = try runtime.storyboard(named: "Main")
        let first = try runtime.instantiateViewController(withIdentifier: "BViewController", in: main)
        let second = try runtime.instantiateViewController(withIdentifier: "BViewController", in: main)
        #expect(first !== second)
        #expect(first.storyboardIdentifier == "BViewController")
        #expect(!first.isViewLoaded)
    }
}
