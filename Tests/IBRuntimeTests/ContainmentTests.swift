import IBRuntime
import Testing

/// Seeds 000 and 001: container views with embed segues, and children added and removed in code.
@Suite struct ContainmentTests {
    @Test func fourEmbedSeguesAreToldApartByIdentifier() throws {
        let runtime = SeedApp.runtime()
        var prepared: [String: String] = [:]
        runtime.register(ControllerBehavior(prepare: { segue, _ in prepared[segue.identifier ?? ""] = segue.destination.label }),
                         for: "DashboardViewController")
        let dashboard = try runtime.instantiateViewController(withIdentifier: "DashboardViewController", in: runtime.storyboard(named: "Dashboard"))
        #expect(dashboard.children.isEmpty)
        try runtime.loadView(of: dashboard)
        #expect(prepared == ["embedMap": "MapChildViewController", "embedList": "ListChildViewController",
                             "embedStats": "StatsChildViewController", "embedSettings": "SettingsViewController"])
        #expect(dashboard.children.map(\.label) == ["MapChildViewController", "ListChildViewController", "StatsChildViewController", "SettingsViewController"])
        // The fourth child comes from the other storyboard, through the reference.
        #expect(dashboard.children.last?.storyboard?.name == "Settings")
        // Each child's view fills its own container.
        let containers = try #require(dashboard.viewIfLoaded).subviews.filter { $0.element?.elementName == "containerView" }
        #expect(containers.count == 4)
        for (container, child) in zip(containers, dashboard.children) {
            #expect(container.subviews.first === child.viewIfLoaded)
            #expect(child.viewIfLoaded?.frame == container.bounds)
        }
    }

    @Test func anEmbedRunsInsideTheParentsViewLoadingInUIKitsOrder() throws {
        let runtime = SeedApp.runtime()
        var parentDuringChildViewDidLoad: [String] = []
        runtime.register(ControllerBehavior(viewDidLoad: { child in parentDuringChildViewDidLoad.append(child.parent?.label ?? "nil") }),
                         for: "MapChildViewController")
        let dashboard = try runtime.instantiateViewController(withIdentifier: "DashboardViewController", in: runtime.storyboard(named: "Dashboard"))
        runtime.clearTrace()
        try runtime.loadView(of: dashboard)
        let expected = [
            "DashboardViewController.loadView()",
            "DashboardViewController.shouldPerformSegue(withIdentifier: \"embedMap\") -> true",
            "MapChildViewController.init(coder:)", "MapChildViewController.awakeFromNib()",
            "DashboardViewController.prepare(for: \"embedMap\" → MapChildViewController)",
            "MapChildViewController.loadView()", "MapChildViewController.viewDidLoad()",
            "DashboardViewController.addChild(MapChildViewController)", "MapChildViewController.willMove(toParent: DashboardViewController)",
            "UIView(dsh-cv-001).addSubview(MapChildViewController.view)", "MapChildViewController.didMove(toParent: DashboardViewController)",
        ]
        let calls = runtime.lines.filter { !$0.contains("setValue") && !$0.hasPrefix("GradientView.") }
        #expect(Array(calls.prefix(expected.count)) == expected)
        // The parent's viewDidLoad comes after all four embeds (UIKIT_FACTS 5.1).
        #expect(runtime.lines.last == "DashboardViewController.viewDidLoad()")
        // `parent` is still nil in an embedded child's viewDidLoad (UIKIT_FACTS 5.3)…
        #expect(parentDuringChildViewDidLoad == ["nil"])
        // …and set from willMove(toParent:) on, so before viewWillAppear — not only from viewDidAppear, as seed 001 says.
        try runtime.setRootViewController(dashboard)
        let willMove = try #require(runtime.position(of: "MapChildViewController.willMove(toParent: DashboardViewController)"))
        let willAppear = try #require(runtime.position(of: "MapChildViewController.viewWillAppear(_:)"))
        #expect(willMove < willAppear)
        #expect(dashboard.children.first?.parent === dashboard)
    }

    @Test func aChildFromAnotherStoryboardIsSwappedInAndOutInTheDocumentedOrder() throws {
        let runtime = SeedApp.runtime()
        let dashboard = try runtime.instantiateViewController(withIdentifier: "DashboardViewController", in: runtime.storyboard(named: "Dashboard"))
        try runtime.setRootViewController(dashboard)
        let settings = try runtime.instantiateViewController(withIdentifier: "SettingsViewController", in: runtime.storyboard(named: "Settings"))
        let host = try #require(dashboard.viewIfLoaded)
        runtime.clearTrace()
        try runtime.addChild(settings, to: dashboard, in: host)
        #expect(runtime.lines.filter { !$0.contains("setValue") } == [
            "DashboardViewController.addChild(SettingsViewController)",
            "SettingsViewController.willMove(toParent: DashboardViewController)",
            "SettingsViewController.loadView()", "SettingsViewController.viewDidLoad()",
            "UIView(dsh-vw-001).addSubview(SettingsViewController.view)",
            "SettingsViewController.didMove(toParent: DashboardViewController)",
        ])
        #expect(settings.parent === dashboard)
        #expect(settings.viewIfLoaded?.superview === host)
        runtime.clearTrace()
        runtime.removeFromParent(settings)
        #expect(runtime.lines == [
            "SettingsViewController.willMove(toParent: nil)", "UIView(set-vw-001).removeFromSuperview()",
            "SettingsViewController.removeFromParent()", "SettingsViewController.didMove(toParent: nil)",
        ])
        #expect(settings.parent == nil)
        #expect(!dashboard.children.contains { $0 === settings })
    }
}
