import Foundation
import IBDocument
import IBXML

/// Converts a UIKit storyboard or xib to Swift: one file per scene's controller, per top-level
/// view and per prototype cell.
public struct UIKitConverter {
    /// The document converted.
    public let document: Document
    /// What the code looks like.
    public let options: ConvertOptions
    let values: UIKitValue
    let strings: LocalizedStrings
    /// The storyboards beside the document that references lead to, read once for all its roots.
    let references: ReferencedScenes
    /// The document's name without its extension (`Main`).
    let documentName: String

    /// A converter for one document.
    public init(document: Document, options: ConvertOptions = ConvertOptions()) {
        self.init(document: document, options: options, references: ReferencedScenes())
    }

    /// A converter that follows references through `references`, shared with its verification.
    init(document: Document, options: ConvertOptions, references: ReferencedScenes) {
        self.references = references
        self.document = document
        self.options = options
        values = UIKitValue(document: document)
        strings = LocalizedStrings(document: document)
        documentName = ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// One root the converter writes a file for.
    struct Root {
        var kind: ConvertedRoot.Kind
        var view: IBObject
        var owner: IBObject?
        var className: String
        var baseClassName: String
        var isGeneratedClass: Bool
        var extras: [IBObject]
        /// Where the root is, for comments: `scene BYZ-38-t0r of Main.storyboard`.
        var where_: String
        /// More top-level views of a xib built in the same method, for outlets between them.
        var extraViews: [IBObject] = []
        /// Set when another root of the document has the same class: the method's name says which.
        var methodSuffix = ""
    }

    /// The files for the document, and notes on what it holds that no file expresses.
    public func convert() -> (files: [ConvertedFile], notes: [ConversionNote]) {
        var names = ClassNames(taken: Set(document.allObjects.compactMap(\.customClass)))
        var notes: [ConversionNote] = []
        let roots = document.isStoryboard ? storyboardRoots(names: &names, notes: &notes) : xibRoots(names: &names, notes: &notes)
        let cellRoots = prototypeCellRoots(of: roots, names: &names)
        let all = Self.namingMethodsApart(roots + cellRoots)
        let cellClasses = Dictionary(cellRoots.map { ($0.view.node, $0.className) }, uniquingKeysWith: { first, _ in first })
        let controllerClasses = Dictionary(roots.filter { $0.kind == .controllerView }.compactMap { root in root.owner.map { ($0.node, root.className) } },
                                           uniquingKeysWith: { first, _ in first })
        let containers = document.isStoryboard ? containerScenes() : []
        let factories = Dictionary(containers.map { ($0.object.node, $0.factoryCall) }, uniquingKeysWith: { first, _ in first })
        let written = all.map { (write($0, cellClasses: cellClasses, controllerClasses: controllerClasses, factories: factories), $0.className, $0.view.id) }
            + containers.map { (writeContainer($0, controllerClasses: controllerClasses, factories: factories), $0.className, $0.object.id) }
        let files = ConvertedFile.named(written, documentName: documentName)
        return (files, notes)
    }
}

extension UIKitConverter {
    /// The Swift name of an Objective-C action selector (`didTapWithSender:` → `didTap(sender:)`).
    public static func swiftName(ofSelector selector: String) -> String { UIKitBuilder.swiftName(ofSelector: selector) }
}
