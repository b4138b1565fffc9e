import IBDocument
import IBFoundation
import IBXML

/// An image or named color that no asset catalog or bundle image provides.
public struct AssetMissing: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "asset-missing",
        summary: "An image or named color used by a document is in no asset catalog, loose image or system set under the checked paths.",
        rationale: """
        UIKit looks images and colors up by name while the nib loads. A missing image gives nil: the image view \
        or button shows nothing, silently; a missing named color logs "Could not load the \"Brand\" color \
        referenced from a nib" and falls back to the color stored in the document. SF Symbols \
        (catalog="system") and AppKit's NS* images are system names and always exist. The rule runs only \
        when an asset catalog is among the checked paths.
        """,
        severity: .warning,
        examples: [
            .xib(true, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <imageView contentMode="scaleToFill" image="↓logo-old" id="i1"/>
            """, ("Assets.xcassets/logo.imageset/Contents.json", "{}")),
            .xib(false, """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <imageView contentMode="scaleToFill" image="logo" id="i1"/>
            <imageView contentMode="scaleToFill" image="star.fill" catalog="system" id="i2"/>
            """, ("Assets.xcassets/logo.imageset/Contents.json", "{}")),
            RuleExample(triggers: false, files: [("Editor.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <button id="b1">
                        <rect key="frame" x="0.0" y="0.0" width="36" height="24"/>
                        <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="buttonCell:c1:image" imagePosition="only" id="c1"/>
                    </button>
                </objects>
                <resources>
                    <image name="buttonCell:c1:image" width="36" height="24">
                        <mutableData key="keyedArchiveRepresentation">YnBsaXN0MDA=</mutableData>
                    </image>
                </resources>
            </document>

            """), ("Assets.xcassets/logo.imageset/Contents.json", "{}")]),
        ]
    )

    /// Creates the rule.
    public init() {}

    static let imageAttributes: Set<String> = [
        "image", "selectedImage", "highlightedImage", "backgroundImage", "landscapeImage", "alternateImage",
        "largeContentSizeImage", "onImage", "offImage", "mixedImage", "shadowImage", "progressImage", "trackImage",
        "minimumValueImage", "maximumValueImage", "backIndicatorImage", "backIndicatorTransitionMaskImage",
    ]

    /// Elements whose attributes are flags, never names, though one is called `image`.
    static let flagElements = ["accessibilityTraits"]

    /// Checks image attributes and named colors against the project's assets.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        let assets = context.project.assets
        guard assets.hasCatalogs, document.format == .document else { return [] }
        let tree = document.tree
        var system: Set<String> = []
        var reported: Set<String> = []
        var findings: [Diagnostic] = []
        // `<resources>` says which names are system symbols.
        tree.forEachElement(withAttribute: "catalog") { element, attribute in
            if tree.value(of: attribute) == "system", let name = tree.attribute("name", of: element) ?? tree.attribute("image", of: element) { system.insert(name) }
        }
        // An image whose data the document holds (`<image name="buttonCell:ID:image">` with its
        // archived bytes, from an image pasted onto a control) is no asset reference.
        tree.forEachElement(withAttribute: "name") { element, attribute in
            if tree.isElement(element, named: "image"), !tree.childElements(of: element).isEmpty { system.insert(tree.value(of: attribute)) }
        }
        tree.forEachElement(withAnyAttributeOf: Self.imageAttributes) { element, attribute in
            // `<accessibilityTraits image="YES">` is a flag (the element is an image), no image name.
            if Self.flagElements.contains(where: { tree.isElement(element, named: $0) }) { return }
            let name = tree.value(of: attribute)
            guard !name.isEmpty, !system.contains(name), tree.attribute("catalog", of: element) != "system",
                  !Self.isSystemImage(name, document), !Self.found(name, in: assets.images), reported.insert("image " + name).inserted else { return }
            findings.append(finding("image '\(name)' is in no asset catalog or bundle image; it loads as nil and shows nothing", at: tree.location(of: attribute)))
        }
        tree.forEachElement(withAttribute: "name") { element, attribute in
            guard tree.isElement(element, named: "namedColor") else { return }
            let name = tree.value(of: attribute)
            guard !name.isEmpty, !assets.colors.contains(name), reported.insert("color " + name).inserted else { return }
            let consequence = document.platform == .macOS
                ? "AppKit finds no color of that name and uses the stored fallback"
                : "UIKit logs \"Could not load the \\\"\(name)\\\" color\" and uses the stored fallback"
            findings.append(finding("named color '\(name)' is in no asset catalog; \(consequence)",
                                    at: tree.location(of: attribute)))
        }
        return findings
    }

    static func found(_ name: String, in images: Set<String>) -> Bool {
        if images.contains(name) { return true }
        guard let dot = name.lastIndex(of: "."), name.distance(from: dot, to: name.endIndex) <= 5 else { return false }
        return images.contains(String(name[..<dot]))
    }

    /// AppKit's named system images (`NSAddTemplate`, `NSActionTemplate`, …).
    static func isSystemImage(_ name: String, _ document: Document) -> Bool {
        document.platform == .macOS && name.hasPrefix("NS")
    }
}
