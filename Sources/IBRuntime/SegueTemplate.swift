import IBDocument
import IBFoundation

/// A segue as its scene archives it: what `performSegue(withIdentifier:sender:)` and the control
/// that triggers it find.
public struct SegueTemplate {
    /// The `<segue>` connection.
    public let connection: Connection
    /// The element whose connections hold it: the controller, a control, a cell, a container view.
    public let trigger: IBObject

    /// The identifier.
    public var identifier: String? { connection.identifier }
    /// The kind (`show`, `presentation`, `embed`, `unwind`, …).
    public var kind: String { connection.segueKind ?? "custom" }
    /// The destination element (a controller or a storyboard reference); nil when dangling.
    public var destination: IBObject? { connection.destination }
    /// Where the segue is written.
    public var location: SourceLocation { connection.location }
    /// A short name: `'toDetail'` or the kind and id.
    public var name: String { identifier.map { "'\($0)'" } ?? "\(kind) segue \(connection.id ?? "")" }
}

/// A segue being performed: `UIStoryboardSegue` with its identifier, source and destination.
public struct SimSegue {
    /// The template it came from.
    public let template: SegueTemplate
    /// The controller it leaves.
    public let source: SimViewController
    /// The controller it shows.
    public let destination: SimViewController
    /// The identifier.
    public var identifier: String? { template.identifier }
}
