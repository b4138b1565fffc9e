/// Freeing a runtime frees what it made.
///
/// The objects of a running app point at each other both ways: a table view's `dataSource` and
/// `delegate` outlets point back at the controller that owns it through its view, as UIKit's
/// weak properties do. Held strongly here, every launched storyboard would stay in memory after
/// its runtime, which matters to a process that runs many (a test suite, the fuzzers, a tool
/// built on the library). When the runtime goes, the objects reachable from what it holds let go
/// of each other, as an app's objects go when the app quits.
enum RuntimeTeardown {
    /// Every object reachable from `roots` through children, presentations, views, outlets and
    /// action targets, each once.
    static func reachable(from roots: [SimObject]) -> [SimObject] {
        var seen = Set<ObjectIdentifier>()
        var found: [SimObject] = []
        var pending = roots
        while let object = pending.popLast() {
            guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
            found.append(object)
            for value in object.values.values {
                switch value {
                case .object(let next): pending.append(next)
                case .objects(let list): pending += list
                case .attribute: break
                }
            }
            pending += object.actions.compactMap(\.target)
            if let view = object as? SimView { pending += view.subviews }
            if let controller = object as? SimViewController {
                pending += controller.children
                pending += controller.sceneObjects
                pending += controller.viewObjects.values
                if let presented = controller.presentedViewController { pending.append(presented) }
                if let view = controller.loadedView { pending.append(view) }
            }
        }
        return found
    }

    /// Drops every strong reference among the objects, so that none keeps another alive.
    static func release(_ objects: [SimObject]) {
        for object in objects {
            object.values.removeAll()
            object.actions.removeAll()
            object.triggeredSegues.removeAll()
            if let view = object as? SimView { view.subviews.removeAll() }
            if let controller = object as? SimViewController {
                controller.children.removeAll()
                controller.sceneObjects.removeAll()
                controller.viewObjects.removeAll()
                controller.presentedViewController = nil
                controller.loadedView = nil
            }
        }
    }
}

/// A controller the runtime made, held weakly.
struct WeakController {
    weak var controller: SimViewController?
}
