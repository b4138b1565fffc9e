import IBDocument
import IBXML

/// `"declare": true` on a connection: what the class in code must gain for it, noted for the
/// code edit that follows the document's.
extension EditContext {
    mutating func declareOutlet(_ property: String, of source: XMLNodeID, to destination: XMLNodeID) throws(EditRefusal) {
        let owner = try declaringClass(source)
        let platform: Platform = isAppKit ? .macOS : .iOS
        let name = tree.name(of: destination)
        guard let type = tree.attribute("customClass", of: destination) ?? ElementCatalog.standard.className(of: name, on: platform) else {
            throw EditRefusal("\(describe(destination)) has no class an outlet can hold")
        }
        declarations.append(CodeDeclaration(owner: owner, member: .outlet(name: property, type: type), isAppKit: isAppKit, edit: 0, op: "connectOutlet"))
    }

    mutating func declareAction(_ selector: String, of target: XMLNodeID, sentBy source: XMLNodeID) throws(EditRefusal) {
        let owner = try declaringClass(target)
        // Action methods take nothing, the sender, or (UIKit) the sender and the event.
        let arguments = selector.filter { $0 == ":" }.count
        guard arguments <= (isAppKit ? 1 : 2), arguments < 2 || selector.hasSuffix("forEvent:") || selector.hasSuffix("event:") else {
            throw EditRefusal("\"\(selector)\" is no action method's shape to declare: one takes nothing, the sender, or the sender and the event")
        }
        declarations.append(CodeDeclaration(owner: owner, member: .action(selector: selector), isAppKit: isAppKit, edit: 0, op: "connectAction"))
    }

    /// The custom class the member goes in: code can be added only to a class the project owns.
    private func declaringClass(_ node: XMLNodeID) throws(EditRefusal) -> String {
        guard let owner = tree.attribute("customClass", of: node) else {
            throw EditRefusal("\(describe(node)) has no custom class to declare the member in; give it one first (renameClass or set customClass in Xcode)")
        }
        return owner
    }
}
