import IBXML

/// Interface Builder 3's `<archive>` documents (Xcode 4 and earlier) read as the modern document
/// Xcode would upgrade them to, so that they can be drawn.
public enum LegacyArchive {
    /// Why an archive cannot be read.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What is wrong, for a reader.
        public let description: String
    }

    /// The modern document XML for the archive in `tree`: its views, controllers, windows and
    /// menus, each under its archive `objectID`. Throws when the tree is no archive of
    /// Interface Builder 3's or holds no `<data>`.
    public static func modernDocument(from tree: XMLTree) throws(Failure) -> String {
        guard let root = tree.rootElement, tree.isElement(root, named: "archive") else {
            throw Failure(description: "not an Interface Builder 3 archive: the root element is not <archive>")
        }
        let type = tree.attribute("type", of: root) ?? ""
        guard type.hasPrefix("com.apple.InterfaceBuilder3.") else {
            throw Failure(description: "an <archive> of type '\(type)', not one of Interface Builder 3's (com.apple.InterfaceBuilder3.Cocoa.XIB or .CocoaTouch.XIB)")
        }
        var decoder = ArchiveDecoder(tree)
        guard let data = decoder.data() else { throw Failure(description: "the archive holds no <data> element") }
        guard data.object("IBDocument.RootObjects") != nil else { throw Failure(description: "the archive's data holds no IBDocument.RootObjects") }
        return ArchiveConverter(data: data, type: type).convert()
    }
}
