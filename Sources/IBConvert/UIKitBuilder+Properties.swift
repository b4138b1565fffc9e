import IBDocument
import IBXML

extension UIKitBuilder {
    /// Colors a view stores, by key, and the property each sets.
    static let colorProperties: [String: String] = [
        "backgroundColor": "backgroundColor", "textColor": "textColor", "tintColor": "tintColor",
        "highlightedColor": "highlightedTextColor", "shadowColor": "shadowColor", "onTintColor": "onTintColor",
        "thumbTintColor": "thumbTintColor", "minimumTrackTintColor": "minimumTrackTintColor", "maximumTrackTintColor": "maximumTrackTintColor",
        "barTintColor": "barTintColor", "separatorColor": "separatorColor", "sectionIndexColor": "sectionIndexColor",
        "sectionIndexBackgroundColor": "sectionIndexBackgroundColor", "sectionIndexTrackingBackgroundColor": "sectionIndexTrackingBackgroundColor",
        "pageIndicatorTintColor": "pageIndicatorTintColor", "currentPageIndicatorTintColor": "currentPageIndicatorTintColor",
        "progressTintColor": "progressTintColor", "trackTintColor": "trackTintColor", "selectedSegmentTintColor": "selectedSegmentTintColor",
        "color": "color",
    ]

    /// Insets a view stores, by key.
    static let insetProperties: Set<String> = [
        "layoutMargins", "directionalLayoutMargins", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets", "separatorInset",
        "contentInset", "scrollIndicatorInsets", "textContainerInset",
    ]

    /// Child elements that are not properties of the view itself, or are written elsewhere.
    static let structuralElements: Set<String> = [
        "subviews", "constraints", "connections", "rect", "autoresizingMask", "viewLayoutGuide", "prototypes", "cells", "sections",
        "collectionViewFlowLayout", "blurEffect", "vibrancyEffect", "userDefinedRuntimeAttributes", "accessibility", "point",
        "fontDescription", "color", "state", "textInputTraits", "segments", "inset", "edgeInsets", "directionalEdgeInsets", "size",
        "string", "mutableString", "scopeButtonTitles", "variation", "attributedString", "nil", "tableViewCellContentView",
        "imageReference", "dataDetectorType", "userComments", "animations", "items",
        // Interface Builder's canvas: simulated sizes, bars and orientation.
        "freeformSimulatedSizeMetrics", "simulatedOrientationMetrics", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics",
        "simulatedTabBarMetrics", "simulatedToolbarMetrics", "simulatedScreenMetrics", "simulatedMetricsContainer",
    ]

    /// Sets every property the document gives the view, in UIKit's terms.
    mutating func writeProperties(of object: IBObject, name: String, isRoot: Bool) {
        let tree = self.tree
        let view = View(object: object)
        let mappings = UIKitPropertyTable.mappings(for: object.elementName)
        for attribute in tree.attributes(of: object.node) {
            let key = tree.name(of: attribute), raw = tree.value(of: attribute)
            guard let mapping = mappings[key] else {
                note(object, "attribute \(key)=\"\(raw)\" of \(object.elementName) has no UIKit property ibkit knows; not converted")
                continue
            }
            write(mapping, raw: raw, name: name, object: object, keyPath: key)
        }
        if !isRoot, !isMadeByParent(object), object.parent?.elementName != "stackView" || !view.translatesAutoresizingMaskIntoConstraints {
            if !view.translatesAutoresizingMaskIntoConstraints {
                source.line("\(name).translatesAutoresizingMaskIntoConstraints = false")
            } else if let frame = view.frame {
                source.line("\(name).frame = \(UIKitValue.rect(frame))")
                if let mask = autoresizingMask(of: object) { source.line("\(name).autoresizingMask = \(mask)") }
            }
        } else if object.parent?.elementName == "stackView" {
            // A stack view turns off its arranged subviews' autoresizing constraints itself.
        }
        writeText(of: object, name: name)
        for child in tree.childElements(of: object.node) {
            let element = tree.name(of: child), key = tree.attribute("key", of: child)
            switch element {
            case "color":
                guard let key else { continue }
                guard let property = Self.colorProperties[key] else {
                    note(object, "color `\(key)` is not converted")
                    continue
                }
                if let color = values.color(Color(tree, child)) {
                    source.line("\(name).\(property) = \(color)")
                } else {
                    note(object, "\(key) \(Color(tree, child)) has no UIKit constructor; not converted")
                }
            case "fontDescription":
                guard let font = values.font(Font(tree, child)) else {
                    note(object, "font \(Font(tree, child).kind) is not converted")
                    continue
                }
                source.line(object.elementName == "button" ? "\(name).titleLabel?.font = \(font)" : "\(name).font = \(font)")
            case "inset", "edgeInsets", "directionalEdgeInsets":
                guard let key, Self.insetProperties.contains(key) else { continue }
                source.line("\(name).\(key) = \(values.insets(child))")
            case "size":
                if key == "contentSize" || key == "shadowOffset" { source.line("\(name).\(key!) = \(values.size(child))") }
            case "textInputTraits":
                for attribute in tree.attributes(of: child) {
                    let traitKey = tree.name(of: attribute)
                    guard let mapping = UIKitPropertyTable.textInput[traitKey] else { continue }
                    write(mapping, raw: tree.value(of: attribute), name: name, object: object, keyPath: traitKey)
                }
            case "state":
                writeState(child, of: object, name: name)
            case "segments":
                writeSegments(child, of: object, name: name)
            case "imageReference":
                if let key, let image = tree.attribute("image", of: child) {
                    let expression = tree.attribute("catalog", of: child) == "system" ? "UIImage(systemName: \(SwiftLiteral.string(image)))" : values.image(image)
                    source.line("\(name).\(key) = \(expression)")
                }
            case "attributedString" where key != "userComments":
                note(object, "attributed text (\(key ?? "text")) is not converted yet; the plain text is used")
            case "variation":
                guard let variation = View(object: object).variations.first(where: { $0.node == child }) else { break }
                // The base variation's constraint exclusions are applied where constraints are written.
                if variation.key == "default", variation.excluded.allSatisfy({ $0.mask == "constraints" }), variation.included.isEmpty { break }
                note(object, "a size-class variation (\(variation.key ?? "")) is not converted; the base values are used")
            case "accessibility":
                writeAccessibility(child, name: name)
            default:
                // Views, cells and recognizers inside are objects the builder makes in their own right.
                if !Self.structuralElements.contains(element), !document.isObjectElement(child) {
                    note(object, "<\(element)\(key.map { " key=\"\($0)\"" } ?? "")> is not converted")
                }
            }
        }
        writeRuntimeAttributes(of: object, name: name)
    }

    /// `[.flexibleWidth, .flexibleHeight]` for an `<autoresizingMask>`; nil when it has none.
    func autoresizingMask(of object: IBObject) -> String? {
        let tree = self.tree
        guard let mask = tree.firstChildElement(of: object.node, named: "autoresizingMask") else { return nil }
        let names = [("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"), ("flexibleMaxX", "flexibleRightMargin"),
                     ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin")]
        let set = names.filter { tree.attribute($0.0, of: mask) == "YES" }.map { "." + $0.1 }
        return set.isEmpty ? nil : "[" + set.joined(separator: ", ") + "]"
    }

    /// A label's, field's or search bar's text, placeholder and prompt.
    mutating func writeText(of object: IBObject, name: String) {
        let view = View(object: object)
        switch object.elementName {
        case "label", "textField", "textView", "searchBar":
            if let text = view.text, !text.isEmpty { source.line("\(name).text = \(strings.expression(text, object: object, keyPath: "text", style: options.strings))") }
            if let placeholder = view.placeholderText, !placeholder.isEmpty {
                source.line("\(name).placeholder = \(strings.expression(placeholder, object: object, keyPath: "placeholder", style: options.strings))")
            }
            if object.elementName == "searchBar", let prompt = object.attribute("prompt") {
                source.line("\(name).prompt = \(strings.expression(prompt, object: object, keyPath: "prompt", style: options.strings))")
            }
        default: break
        }
    }

    /// A button's title, image and colors for one state.
    mutating func writeState(_ node: XMLNodeID, of object: IBObject, name: String) {
        let tree = self.tree
        let state = tree.attribute("key", of: node) ?? "normal"
        let swiftState = "." + state
        if let title = tree.attribute("title", of: node) {
            source.line("\(name).setTitle(\(strings.expression(title, object: object, keyPath: state + "Title", style: options.strings)), for: \(swiftState))")
        }
        if let image = tree.attribute("image", of: node) { source.line("\(name).setImage(\(values.image(image)), for: \(swiftState))") }
        if let image = tree.attribute("backgroundImage", of: node) { source.line("\(name).setBackgroundImage(\(values.image(image)), for: \(swiftState))") }
        for child in tree.childElements(of: node) where tree.isElement(child, named: "color") {
            let key = tree.attribute("key", of: child) ?? ""
            guard let color = values.color(Color(tree, child)) else { continue }
            switch key {
            case "titleColor": source.line("\(name).setTitleColor(\(color), for: \(swiftState))")
            case "titleShadowColor": source.line("\(name).setTitleShadowColor(\(color), for: \(swiftState))")
            default: break
            }
        }
        if tree.childElements(of: node).contains(where: { tree.isElement($0, named: "attributedString") }) {
            note(object, "the attributed title for state \(state) is not converted yet")
        }
    }

    /// A segmented control's segments.
    mutating func writeSegments(_ node: XMLNodeID, of object: IBObject, name: String) {
        let tree = self.tree
        guard object.elementName == "segmentedControl" else { return }
        for (index, segment) in tree.childElements(of: node).filter({ tree.isElement($0, named: "segment") }).enumerated() {
            if let image = tree.attribute("image", of: segment) {
                source.line("\(name).insertSegment(with: \(values.image(image)), at: \(index), animated: false)")
            } else {
                let title = tree.attribute("title", of: segment) ?? ""
                source.line("\(name).insertSegment(withTitle: \(strings.expression(title, object: object, keyPath: "segmentTitles[\(index)]", style: options.strings)), at: \(index), animated: false)")
            }
            if let width = SwiftLiteral.number(tree.attribute("width", of: segment)), width != "0" {
                source.line("\(name).setWidth(\(width), forSegmentAt: \(index))")
            }
            if tree.attribute("enabled", of: segment) == "NO" { source.line("\(name).setEnabled(false, forSegmentAt: \(index))") }
        }
    }

    /// The accessibility identifier, label, hint and whether it is an element.
    mutating func writeAccessibility(_ node: XMLNodeID, name: String) {
        let tree = self.tree
        if let identifier = tree.attribute("identifier", of: node) { source.line("\(name).accessibilityIdentifier = \(SwiftLiteral.string(identifier))") }
        if let label = tree.attribute("label", of: node) { source.line("\(name).accessibilityLabel = \(SwiftLiteral.string(label))") }
        if let hint = tree.attribute("hint", of: node) { source.line("\(name).accessibilityHint = \(SwiftLiteral.string(hint))") }
        if let isElement = tree.attribute("isElement", of: node) { source.line("\(name).isAccessibilityElement = \(isElement == "YES")") }
        if let traits = tree.firstChildElement(of: node, named: "accessibilityTraits") {
            let set = tree.attributes(of: traits).filter { tree.value(of: $0) == "YES" }.map { "." + tree.name(of: $0) }
            if !set.isEmpty { source.line("\(name).accessibilityTraits = [" + set.joined(separator: ", ") + "]") }
        }
    }

    /// User-defined runtime attributes, set by key-value coding as the nib does.
    mutating func writeRuntimeAttributes(of object: IBObject, name: String) {
        let values = self.values
        writeRuntimeAttributes(of: object, name: name, color: values.color, image: values.image, rect: UIKitValue.rect)
    }
}
