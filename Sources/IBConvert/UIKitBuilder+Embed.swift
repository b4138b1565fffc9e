import IBDocument
import IBXML

extension UIKitBuilder {
    /// Embed segues as child containment, in the order UIKit performs them while loading the view:
    /// the child is made, `prepare(for:sender:)` would run, its view joins the container, then
    /// `didMove(toParent:)`.
    mutating func writeEmbeds(in objects: [IBObject], controllerClasses: [XMLNodeID: String]) {
        for object in objects {
            for connection in object.connections where connection.kind == .segue && connection.segueKind == "embed" {
                guard let container = names[object.node] else { continue }
                guard let destination = connection.destination, let type = controllerClasses[destination.node] else {
                    note(object, "embed segue \(connection.identifier.map { "\"\($0)\" " } ?? "")leads to a container or a storyboard reference, which are not converted yet")
                    continue
                }
                let child = unique(SwiftLiteral.lowerFirst(type.replacingOccurrences(of: ".", with: "")))
                source.line()
                source.line("let \(child) = \(type)()")
                if let identifier = connection.identifier {
                    source.comment("UIKit called prepare(for:sender:) here with the embed segue \"\(identifier)\" (destination \(child)): do what it did for that identifier.")
                }
                source.line("addChild(\(child))")
                source.line("\(container).addSubview(\(child).view)")
                source.line("\(child).view.frame = \(container).bounds")
                source.line("\(child).view.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
                source.line("\(child).didMove(toParent: self)")
            }
        }
    }
}
