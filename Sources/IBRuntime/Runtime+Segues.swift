import IBDocument
import IBFoundation

extension Runtime {
    /// `performSegue(withIdentifier:sender:)`: programmatic, so `shouldPerformSegue` is not asked
    /// (UIKIT_FACTS 4.4).
    public func performSegue(withIdentifier identifier: String, from source: SimViewController, sender: SimObject? = nil) throws(RuntimeFailure) {
        guard let template = source.segueTemplates.first(where: { $0.identifier == identifier }) else {
            throw record(RuntimeFailure(.segueNotFound, exception: "NSInvalidArgumentException",
                                        reason: "Receiver (\(source)) has no segue with identifier '\(identifier)'",
                                        at: source.element?.location ?? SourceLocation(file: source.className, line: 1, column: 1)))
        }
        try perform(template, from: source, sender: sender, askingShouldPerform: false)
    }

    /// Performs a segue template in UIKit's order (UIKIT_FACTS 4.3): `shouldPerformSegue` when a
    /// control fired it, the destination created, its presentation style set, the source's
    /// `prepare(for:sender:)`, then the transition.
    public func perform(_ template: SegueTemplate, from source: SimViewController, sender: SimObject?, askingShouldPerform: Bool) throws(RuntimeFailure) {
        switch template.kind {
        case "unwind":
            try performUnwind(template, from: source, sender: sender, askingShouldPerform: askingShouldPerform)
            return
        case "embed", "relationship":
            return // performed while loading the container's view or scene
        default:
            break
        }
        if askingShouldPerform {
            guard try askShouldPerform(template, source: source, sender: sender) else { return }
        }
        try within("while performing \(template.kind) segue \(template.name) from \(source.label)") { () throws(RuntimeFailure) in
            let destination = try instantiateDestination(of: template, from: source)
            let style = presentationStyle(of: template, destination: destination)
            notePerformed(template.connection)
            prepare(SimSegue(template: template, source: source, destination: destination), sender: sender)
            recordPerform(template, defaultClass: "UIStoryboardSegue")
            switch template.kind {
            case "show", "push":
                if let navigation = source.ancestor(.navigation) {
                    try push(destination, on: navigation)
                } else {
                    try present(destination, from: source, style: style)
                }
            case "showDetail", "replace":
                if let split = source.ancestor(.split) {
                    try showDetail(destination, in: split)
                } else {
                    try present(destination, from: source, style: style)
                }
            case "custom":
                break // the segue class's perform() is app code the simulation cannot see
            default:
                try present(destination, from: source, style: style)
            }
        }
    }

    /// Asks the source's `shouldPerformSegue(withIdentifier:sender:)`.
    func askShouldPerform(_ template: SegueTemplate, source: SimViewController, sender: SimObject?) throws(RuntimeFailure) -> Bool {
        let answer = behavior(for: source)?.shouldPerformSegue?(source, template.identifier, sender) ?? true
        record(.shouldPerformSegue(template.identifier, answer: answer), on: source)
        return answer
    }

    /// Runs the source's `prepare(for:sender:)`; the destination's view is not loaded yet.
    func prepare(_ segue: SimSegue, sender: SimObject?) {
        record(.prepareForSegue(segue.identifier, destination: segue.destination.label), on: segue.source)
        behavior(for: segue.source)?.prepare?(segue, sender)
    }

    /// A new instance of the segue's destination, following a storyboard reference.
    func instantiateDestination(of template: SegueTemplate, from source: SimViewController) throws(RuntimeFailure) -> SimViewController {
        guard let destination = template.destination else {
            throw record(RuntimeFailure(.destinationMissing, exception: nil,
                                        reason: "segue \(template.name) points at '\(template.connection.destinationID ?? "")', which the document does not have",
                                        at: template.location))
        }
        let storyboard = source.storyboard ?? self.storyboard(for: template.connection.document)
        return try instantiateScene(destination, in: storyboard, cause: template.location)
    }

    /// The modal presentation style: the segue's, else the destination's, else the kind's default
    /// (`automatic`, which is a page sheet since iOS 13).
    func presentationStyle(of template: SegueTemplate, destination: SimViewController) -> String {
        if let style = template.connection.presentationOptions.first(where: { $0.name == "modalPresentationStyle" })?.value { return style }
        if let style = destination.element?.attribute("modalPresentationStyle") { return style }
        switch template.kind {
        case "popoverPresentation", "popover": return "popover"
        case "sheet": return "sheet"
        default: return destination.element?.document.platform == .watchOS ? "fullScreen" : "pageSheet"
        }
    }

    /// `pushViewController(_:animated:)` (UIKIT_FACTS 8.1).
    public func push(_ controller: SimViewController, on navigation: SimViewController) throws(RuntimeFailure) {
        let previous = navigation.topViewController
        record(.push(controller.label), on: navigation)
        record(.willMoveToParent(navigation.label), on: controller)
        navigation.children.append(controller)
        controller.parent = navigation
        if isVisible(navigation) {
            try transition(from: previous, to: controller, fromDisappears: true, container: navigation)
        }
        record(.didMoveToParent(navigation.label), on: controller)
    }

    /// `popViewController(animated:)` (UIKIT_FACTS 8.2); returns the popped controller.
    @discardableResult
    public func popViewController(on navigation: SimViewController) throws(RuntimeFailure) -> SimViewController? {
        guard navigation.children.count > 1, let top = navigation.children.last else { return nil }
        try pop(to: navigation.children[navigation.children.count - 2], on: navigation)
        return top
    }

    /// Pops every controller above `target`.
    func pop(to target: SimViewController, on navigation: SimViewController) throws(RuntimeFailure) {
        guard let index = navigation.children.firstIndex(where: { $0 === target }), index < navigation.children.count - 1,
              let top = navigation.children.last else { return }
        let removed = Array(navigation.children[(index + 1)...])
        record(.pop(top.label), on: navigation)
        for controller in removed { record(.willMoveToParent(nil), on: controller) }
        if isVisible(navigation) {
            try transition(from: top, to: target, fromDisappears: true, container: navigation, removing: true)
        }
        navigation.children.removeLast(removed.count)
        for controller in removed {
            controller.parent = nil
            record(.didMoveToParent(nil), on: controller)
        }
    }

    /// A split view controller's `showDetailViewController(_:sender:)`: the detail column replaced.
    func showDetail(_ controller: SimViewController, in split: SimViewController) throws(RuntimeFailure) {
        let previous = split.children.count > 1 ? split.children.removeLast() : nil
        if let previous {
            record(.willMoveToParent(nil), on: previous)
            previous.parent = nil
            record(.didMoveToParent(nil), on: previous)
        }
        addChildRecorded(controller, to: split)
        if isVisible(split) { try transition(from: previous, to: controller, fromDisappears: true, container: split) }
        record(.didMoveToParent(split.label), on: controller)
    }

    /// `present(_:animated:)` from the source's outermost parent; the presenter disappears only
    /// under full-screen styles (UIKIT_FACTS 8.3).
    public func present(_ controller: SimViewController, from source: SimViewController, style: String = "pageSheet") throws(RuntimeFailure) {
        let presenter = source.root
        if let existing = presenter.presentedViewController {
            record(.warning("Attempt to present \(controller.label) on \(presenter.label) which is already presenting \(existing.label)"), on: presenter)
            return
        }
        record(.present(controller.label, style: style), on: presenter)
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        controller.presentationStyle = style
        try transition(from: presenter, to: controller, fromDisappears: Self.coversPresenter(style), container: nil)
    }

    /// `dismiss(animated:)`: the presentation the controller is in, or the one it makes, and
    /// whatever is presented above it.
    public func dismiss(_ controller: SimViewController) throws(RuntimeFailure) {
        // Called on a presented controller (or a child of one), it dismisses that presentation;
        // called on a presenter, it dismisses what it presents.
        let presented = controller.root.presentingViewController != nil ? controller.root : controller.root.presentedViewController
        guard let presented, let presenter = presented.presentingViewController else { return }
        if let above = presented.presentedViewController { try dismiss(above) }
        record(.dismiss(presented.label), on: presenter)
        try transition(from: presented, to: presenter, fromDisappears: true, container: nil, removing: true,
                       toAppears: Self.coversPresenter(presented.presentationStyle ?? "pageSheet"))
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
    }

    static func coversPresenter(_ style: String) -> Bool {
        ["fullScreen", "currentContext", "modalWindow"].contains(style)
    }
}
