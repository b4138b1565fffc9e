/// One call the simulation made, in the order UIKit makes it.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
    /// The receiver's label (`DashboardViewController`, `UIViewController(BYZ-38-t0r)`).
    public var receiver: String
    /// The receiver's simulated address, to tell apart two instances of one class.
    public var address: UInt64
    /// What was called.
    public var call: Call
    /// Whether the receiver is a plain framework object (a UILabel without a custom class, a
    /// layout guide): its decoding calls are noise to most readers.
    public var isFrameworkObject = false

    /// Whether the event is a framework object's `init(coder:)`, `awakeFromNib` or key-value set.
    public var isRoutine: Bool {
        guard isFrameworkObject else { return false }
        switch call {
        case .initWithCoder, .awakeFromNib, .setValueForKey, .setValueForKeyPath: return true
        default: return false
        }
    }

    /// A call, named as UIKit's Swift API names it.
    public enum Call: Hashable, Sendable {
        /// Decoding and waking: `init(coder:)`, `awakeFromNib`; view loading: `loadView`, `viewDidLoad`.
        case initWithCoder, awakeFromNib, loadView, viewDidLoad
        /// The appearance callbacks.
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        /// The layout callbacks.
        case viewWillLayoutSubviews, viewDidLayoutSubviews, layoutSubviews
        /// Key-value coding: an outlet (`forKey`) or a runtime attribute (`forKeyPath`).
        case setValueForKey(String), setValueForKeyPath(String)
        /// Containment notifications, with the parent's label (nil when leaving).
        case willMoveToParent(String?), didMoveToParent(String?)
        /// Containment and view hierarchy changes.
        case addChild(String), removeFromParent, addSubview(String), removeFromSuperview
        /// Segue hooks of the source: the identifier, and the answer or the destination.
        case shouldPerformSegue(String?, answer: Bool), prepareForSegue(String?, destination: String)
        /// A segue object's `perform()`.
        case performSegue(kind: String, identifier: String?)
        /// Transitions: push, pop, present, dismiss, a tab selected.
        case push(String), pop(String), present(String, style: String), dismiss(String), selectTab(Int)
        /// Unwinding: a candidate asked, the action called on the destination, a container unwinding.
        case canPerformUnwindSegueAction(String, answer: Bool), unwindAction(String), unwindForSegue(towards: String)
        /// An unwind no controller answered; and what UIKit would log as a warning.
        case unwindFoundNoDestination(String), warning(String)
        /// An action method called with its sender; an action no responder implements.
        case action(String, sender: String), actionUnanswered(String)
    }

    /// `Receiver.call(arguments)`.
    public var description: String { "\(receiver).\(callText)" }

    /// The call alone.
    public var callText: String {
        switch call {
        case .initWithCoder: "init(coder:)"
        case .awakeFromNib: "awakeFromNib()"
        case .loadView: "loadView()"
        case .viewDidLoad: "viewDidLoad()"
        case .viewWillAppear: "viewWillAppear(_:)"
        case .viewDidAppear: "viewDidAppear(_:)"
        case .viewWillDisappear: "viewWillDisappear(_:)"
        case .viewDidDisappear: "viewDidDisappear(_:)"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews()"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews()"
        case .layoutSubviews: "layoutSubviews()"
        case .setValueForKey(let key): "setValue(_:forKey: \"\(key)\")"
        case .setValueForKeyPath(let path): "setValue(_:forKeyPath: \"\(path)\")"
        case .willMoveToParent(let parent): "willMove(toParent: \(parent ?? "nil"))"
        case .didMoveToParent(let parent): "didMove(toParent: \(parent ?? "nil"))"
        case .addChild(let child): "addChild(\(child))"
        case .removeFromParent: "removeFromParent()"
        case .addSubview(let view): "addSubview(\(view))"
        case .removeFromSuperview: "removeFromSuperview()"
        case .shouldPerformSegue(let id, let answer): "shouldPerformSegue(withIdentifier: \(Self.quoted(id))) -> \(answer)"
        case .prepareForSegue(let id, let destination): "prepare(for: \(Self.quoted(id)) → \(destination))"
        case .performSegue(let kind, let id): "perform(\(kind) segue \(Self.quoted(id)))"
        case .push(let controller): "pushViewController(\(controller))"
        case .pop(let controller): "popViewController(\(controller))"
        case .present(let controller, let style): "present(\(controller), style: \(style))"
        case .dismiss(let controller): "dismiss(\(controller))"
        case .selectTab(let index): "selectedIndex = \(index)"
        case .canPerformUnwindSegueAction(let action, let answer): "canPerformUnwindSegueAction(\(action)) -> \(answer)"
        case .unwindAction(let action): "\(action)(UIStoryboardSegue)"
        case .unwindForSegue(let towards): "unwind(for:towards: \(towards))"
        case .unwindFoundNoDestination(let action): "unwind \(action): no controller answers; nothing happens"
        case .warning(let text): "warning: \(text)"
        case .action(let selector, let sender): "\(selector)(\(sender))"
        case .actionUnanswered(let selector): "sendAction(\(selector)): no responder implements it; nothing happens"
        }
    }

    static func quoted(_ identifier: String?) -> String { identifier.map { "\"\($0)\"" } ?? "nil" }
}
