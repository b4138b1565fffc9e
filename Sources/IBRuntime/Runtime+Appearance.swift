import IBDocument
import IBFoundation

extension Runtime {
    /// Launches the app as `UIMainStoryboardFile` does: the storyboard's initial controller becomes
    /// the window's root and appears.
    @discardableResult
    public func launch(_ storyboard: SimStoryboard) throws(RuntimeFailure) -> SimViewController {
        guard let root = try instantiateInitialViewController(in: storyboard) else {
            throw record(RuntimeFailure(.destinationMissing, exception: nil,
                                        reason: "Failed to instantiate the default view controller for UIMainStoryboardFile '\(storyboard.name)' - perhaps the designated entry point is not set?",
                                        at: SourceLocation(file: storyboard.document.path, line: 1, column: 1)))
        }
        try setRootViewController(root)
        return root
    }

    /// Makes a controller the window's root: its view loads, fills the window, and appears.
    public func setRootViewController(_ controller: SimViewController) throws(RuntimeFailure) {
        rootViewController = controller
        let view = try loadView(of: controller)
        view.frame = Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height)
        try transition(from: nil, to: controller, fromDisappears: false, container: nil)
    }

    /// Whether a controller is on screen.
    func isVisible(_ controller: SimViewController) -> Bool { controller.isAppeared }

    /// The appearance callbacks of one transition, in the order UIKit logs them (UIKIT_FACTS 8.1,
    /// 8.2): the new view loaded, the old one's `viewWillDisappear`, the new one's `viewWillAppear`
    /// and layout, the old one's `viewDidDisappear`, the new one's `viewDidAppear`.
    func transition(from old: SimViewController?, to new: SimViewController, fromDisappears: Bool, container: SimViewController?,
                    removing: Bool = false, toAppears: Bool = true) throws(RuntimeFailure) {
        try loadView(of: new)
        if let old, fromDisappears { willDisappear(old) }
        if toAppears {
            try willAppear(new)
            if !removing { layout(new) }
        }
        if let container { try installVisibleChildren(of: container) }
        if let old, fromDisappears { didDisappear(old) }
        if toAppears { didAppear(new) }
    }

    func willAppear(_ controller: SimViewController) throws(RuntimeFailure) {
        record(.viewWillAppear, on: controller)
        try installVisibleChildren(of: controller)
        for child in controller.visibleChildren { try willAppear(child) }
    }

    func didAppear(_ controller: SimViewController) { forward(.viewDidAppear, to: controller, appeared: true) }
    func willDisappear(_ controller: SimViewController) { forward(.viewWillDisappear, to: controller, appeared: nil) }
    func didDisappear(_ controller: SimViewController) { forward(.viewDidDisappear, to: controller, appeared: false) }

    /// Sends an appearance call to a controller, then to its visible children, as containers
    /// forward them; `appeared` is the state the call leaves them in, if it changes it.
    private func forward(_ call: TraceEvent.Call, to controller: SimViewController, appeared: Bool?) {
        record(call, on: controller)
        if let appeared { controller.isAppeared = appeared }
        for child in controller.visibleChildren { forward(call, to: child, appeared: appeared) }
    }

    /// `viewWillLayoutSubviews`, `layoutSubviews` of the custom views it owns, `viewDidLayoutSubviews`
    /// (UIKIT_FACTS 8.4), then the visible children.
    func layout(_ controller: SimViewController) {
        record(.viewWillLayoutSubviews, on: controller)
        if let view = controller.loadedView {
            for subview in ownViews(of: view) where subview.element?.customClass != nil { record(.layoutSubviews, on: subview) }
        }
        record(.viewDidLayoutSubviews, on: controller)
        for child in controller.visibleChildren { layout(child) }
    }

    /// The views of a controller's hierarchy that no child controller owns.
    func ownViews(of view: SimView) -> [SimView] {
        [view] + view.subviews.flatMap { $0.viewController == nil ? ownViews(of: $0) : [] }
    }

    /// Puts the visible children's views into a container's view, and takes the others out.
    func installVisibleChildren(of controller: SimViewController) throws(RuntimeFailure) {
        guard controller.container != .plain, let view = controller.loadedView else { return }
        let visible = controller.visibleChildren
        for child in controller.children where !visible.contains(where: { $0 === child }) {
            if let childView = child.loadedView, childView.superview === view { childView.removeFromSuperview() }
        }
        for child in visible {
            let childView = try loadView(of: child)
            if childView.superview !== view {
                view.addSubview(childView)
                childView.frame = view.bounds
            }
        }
    }

    /// Selects a tab, with the appearance callbacks of both tabs.
    public func selectTab(_ index: Int, of tabBar: SimViewController) throws(RuntimeFailure) {
        guard tabBar.container == .tabBar, tabBar.children.indices.contains(index), index != tabBar.selectedIndex else { return }
        let previous = tabBar.visibleChildren.first
        record(.selectTab(index), on: tabBar)
        let appeared = isVisible(tabBar)
        tabBar.selectedIndex = index
        if appeared {
            try transition(from: previous, to: tabBar.children[index], fromDisappears: true, container: tabBar)
        }
    }
}
