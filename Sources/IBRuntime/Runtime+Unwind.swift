import IBDocument
import IBFoundation
import IBProject

extension Runtime {
    /// An unwind segue (UIKIT_FACTS 6.1–6.3): the destination searched from the controller after the
    /// source, up through parents and presenters; then the source's `prepare(for:sender:)`, the
    /// action on the destination, the dismissals, and `unwind(for:towards:)` pops and tab changes.
    /// No destination means no transition and no exception.
    func performUnwind(_ template: SegueTemplate, from source: SimViewController, sender: SimObject?, askingShouldPerform: Bool) throws(RuntimeFailure) {
        guard let action = template.connection.unwindAction else { return }
        if askingShouldPerform {
            guard try askShouldPerform(template, source: source, sender: sender) else { return }
        }
        notePerformed(template.connection)
        guard let destination = unwindDestination(for: action, from: source) else {
            record(.unwindFoundNoDestination(action), on: source)
            return
        }
        prepare(SimSegue(template: template, source: source, destination: destination), sender: sender)
        record(.unwindAction(action), on: destination)
        try behavior(for: destination)?.actions[action]?(destination, sender)
        recordPerform(template, defaultClass: "UIStoryboardUnwindSegue")
        // Dismiss whatever is presented above the destination's level.
        if let presented = destination.root.presentedViewController, presented.root !== destination.root {
            try dismiss(presented)
        }
        // Then each container between that level and the destination shows the branch holding it.
        var path: [SimViewController] = []
        var current: SimViewController? = destination
        while let controller = current, let parent = controller.parent {
            path.append(parent)
            current = parent
        }
        for container in path.reversed() {
            guard let branch = container.child(containing: destination) else { continue }
            switch container.container {
            case .navigation where container.topViewController !== branch:
                record(.unwindForSegue(towards: destination.label), on: container)
                try pop(to: branch, on: container)
            case .tabBar where container.visibleChildren.first !== branch:
                record(.unwindForSegue(towards: destination.label), on: container)
                if let index = container.children.firstIndex(where: { $0 === branch }) { try selectTab(index, of: container) }
            default:
                break
            }
        }
    }

    /// The controller that performs the unwind: searched from the next controller after the source
    /// (its parent, else its presenter); each candidate searches its other children first, nearest
    /// on a navigation stack first, then asks itself.
    func unwindDestination(for action: String, from source: SimViewController) -> SimViewController? {
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(source)]
        var current = nextForUnwind(source)
        var reached = source
        while let candidate = current {
            if let found = search(candidate, for: action, from: source, excluding: reached, visited: &visited) { return found }
            reached = candidate
            current = nextForUnwind(candidate)
        }
        return nil
    }

    private func nextForUnwind(_ controller: SimViewController) -> SimViewController? {
        controller.parent ?? controller.presentingViewController
    }

    private func search(_ candidate: SimViewController, for action: String, from source: SimViewController, excluding reached: SimViewController,
                        visited: inout Set<ObjectIdentifier>) -> SimViewController? {
        guard visited.insert(ObjectIdentifier(candidate)).inserted else { return nil }
        var children = candidate.children.filter { !$0.contains(reached) }
        if candidate.container == .navigation { children.reverse() }
        for child in children {
            if let found = search(child, for: action, from: source, excluding: reached, visited: &visited) { return found }
        }
        let answer = canPerformUnwind(action, on: candidate, from: source)
        record(.canPerformUnwindSegueAction(action, answer: answer), on: candidate)
        return answer ? candidate : nil
    }

    /// UIKit's default answers yes when the class implements the action method.
    private func canPerformUnwind(_ action: String, on candidate: SimViewController, from source: SimViewController) -> Bool {
        let behavior = behavior(for: candidate)
        if let hook = behavior?.canPerformUnwindSegueAction { return hook(candidate, action, source) }
        if behavior?.actions[action] != nil { return true }
        if case .found = hierarchy(for: candidate).lookUpMethod(action, on: candidate.className) { return true }
        return false
    }
}
