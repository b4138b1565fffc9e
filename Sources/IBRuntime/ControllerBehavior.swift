/// The code a custom controller class would run, for a test to supply: a simulated subclass.
///
/// Every hook is optional; without one the simulation does what UIKit's default does
/// (`shouldPerformSegue` says yes, `prepare(for:sender:)` does nothing, a controller can perform
/// an unwind action when its class implements the action method).
public struct ControllerBehavior {
    /// `shouldPerformSegue(withIdentifier:sender:)`: the controller, the identifier, the sender.
    public var shouldPerformSegue: ((SimViewController, String?, SimObject?) -> Bool)?
    /// `prepare(for:sender:)`: the segue and the sender.
    public var prepare: ((SimSegue, SimObject?) -> Void)?
    /// `canPerformUnwindSegueAction(_:from:sender:)`: the candidate, the action, the source.
    public var canPerformUnwindSegueAction: ((SimViewController, String, SimViewController) -> Bool)?
    /// `viewDidLoad()`, after the simulation's own work.
    public var viewDidLoad: ((SimViewController) -> Void)?
    /// Action methods by selector (`didTapSave:`), given the receiver and the sender.
    public var actions: [String: (SimObject, SimObject?) throws(RuntimeFailure) -> Void]

    /// A behaviour; pass only the hooks the test needs.
    public init(shouldPerformSegue: ((SimViewController, String?, SimObject?) -> Bool)? = nil,
                prepare: ((SimSegue, SimObject?) -> Void)? = nil,
                canPerformUnwindSegueAction: ((SimViewController, String, SimViewController) -> Bool)? = nil,
                viewDidLoad: ((SimViewController) -> Void)? = nil,
                actions: [String: (SimObject, SimObject?) throws(RuntimeFailure) -> Void] = [:]) {
        self.shouldPerformSegue = shouldPerformSegue
        self.prepare = prepare
        self.canPerformUnwindSegueAction = canPerformUnwindSegueAction
        self.viewDidLoad = viewDidLoad
        self.actions = actions
    }
}
