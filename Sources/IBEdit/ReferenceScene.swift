import Foundation
import IBXML

/// The scene Interface Builder writes for a storyboard reference: the reference, a First
/// Responder, and where it sits on the canvas.
enum ReferenceScene {
    /// Builds the scene and the comment Xcode writes before it.
    ///
    /// - Parameters:
    ///   - home: the name of the storyboard the scene goes into.
    ///   - isMac: AppKit storyboards write `controllerPlaceholder` and an `NSResponder` first responder.
    ///   - item: a tab bar item shown on the reference in Interface Builder (ids already fresh).
    ///   - canvasLocation: the `<point key="canvasLocation">` to place it at.
    ///   - ids: every id the document uses; the new ones are added.
    static func make(target: ReferenceTarget, home: String, isMac: Bool, item: XMLElementValue?,
                     canvasLocation: XMLElementValue?, ids: inout Set<String>) -> (comment: String, scene: XMLElementValue, referenceID: String) {
        let seed = target.storyboard + "#" + (target.identifier ?? "")
        let sceneID = fresh(seed + "/scene", &ids)
        let referenceID = fresh(seed + "/reference", &ids)
        let responderID = fresh(seed + "/responder", &ids)
        let reference = XMLElementValue(name: isMac ? "controllerPlaceholder" : "viewControllerPlaceholder",
                                        attributes: target.attributes(home: home, id: referenceID),
                                        children: item.map { [.element($0)] } ?? [])
        let responder = isMac
            ? XMLElementValue(name: "customObject", attributes: [
                XMLAttributeValue("id", responderID), XMLAttributeValue("userLabel", "First Responder"),
                XMLAttributeValue("customClass", "NSResponder"), XMLAttributeValue("sceneMemberID", "firstResponder"),
            ])
            : XMLElementValue(name: "placeholder", attributes: [
                XMLAttributeValue("placeholderIdentifier", "IBFirstResponder"), XMLAttributeValue("id", responderID),
                XMLAttributeValue("userLabel", "First Responder"), XMLAttributeValue("sceneMemberID", "firstResponder"),
            ])
        var children: [XMLContentValue] = [.element(XMLElementValue(name: "objects", children: [.element(reference), .element(responder)]))]
        if let canvasLocation { children.append(.element(canvasLocation)) }
        let scene = XMLElementValue(name: "scene", attributes: [XMLAttributeValue("sceneID", sceneID)], children: children)
        return (commentText(target.sceneTitle), scene, referenceID)
    }

    /// A copy of `element` whose every id is new, so it can sit beside the original.
    static func freshCopy(of element: XMLElementValue, ids: inout Set<String>) -> XMLElementValue {
        var copy = element
        copy.attributes = copy.attributes.map { attribute in
            attribute.name == "id" ? XMLAttributeValue("id", fresh(attribute.value, &ids)) : attribute
        }
        copy.children = copy.children.map { child in
            if case .element(let inner) = child { return .element(freshCopy(of: inner, ids: &ids)) }
            return child
        }
        return copy
    }

    /// Comment text XML accepts: no `--` inside and no `-` at the end.
    static func commentText(_ title: String) -> String {
        var text = title
        while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "-") }
        while text.hasSuffix("-") { text.removeLast() }
        return text
    }

    private static func fresh(_ seed: String, _ ids: inout Set<String>) -> String {
        let id = IDCollisions.freshID(for: seed, avoiding: ids)
        ids.insert(id)
        return id
    }
}
