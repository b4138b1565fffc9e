import IBDocument

/// Stand-ins for the project's own classes, written from what the document says of them: their
/// UIKit superclass, their outlets (recorded when set) and the delegate protocols they are connected as.
///
/// The project's real classes are not at hand (the corpus ships documents only), and the converted
/// code needs only what the document implies: the stubs are exactly that.
struct VerificationStubs {
    /// What the interface modules declare.
    let declarations: InterfaceDeclarations
    /// The interface modules, imported by the stubs (an outlet may be an `MKMapView`).
    let modules: [String]

    /// Whether UIKit's `base` class (or a superclass) already has `property`: an outlet of that
    /// name is UIKit's own, set but not declared again.
    func isInherited(_ property: String, base: String) -> Bool { declarations.declares(property, on: base) }

    /// Whether the object's class gets a stub: a class of the project, not one of UIKit's.
    func isStubbed(_ object: IBObject) -> Bool {
        guard let custom = object.customClass, SwiftLiteral.isIdentifier(custom) else { return false }
        return (object.placeholder == nil || object.placeholder == .filesOwner) && !declarations.hasClass(custom)
    }

    /// File's Owner's UIKit class: a controller when it owns a `view` outlet, else a plain object.
    static func ownerBase(_ owner: IBObject) -> String {
        owner.connections.contains { $0.kind == .outlet && $0.property == "view" } ? "UIViewController" : "NSObject"
    }

    struct Stub {
        var base: String
        var outlets: [(String, String, Bool)] = []
        var protocols: [String] = []
    }

    /// The stub declarations for every class of the document that the converted files do not declare.
    func source(for document: Document, generated: Set<String>, loaders: [String: String] = [:], configurers: [String: String] = [:],
                referenced: [(String, String)] = []) -> String {
        var stubs: [String: Stub] = [:]
        var order: [String] = []
        func className(_ object: IBObject) -> String? {
            guard let custom = object.customClass, SwiftLiteral.isIdentifier(custom), !generated.contains(custom),
                  object.placeholder == nil || object.placeholder == .filesOwner, !declarations.hasClass(custom) else { return nil }
            return custom
        }
        func base(of object: IBObject) -> String {
            if object.placeholder == .filesOwner { return Self.ownerBase(object) }
            // A custom control drawn as a plain view in the document sends actions: it is a UIControl.
            if object.baseClassName == "UIView", object.connections.contains(where: { $0.kind == .action }) { return "UIControl" }
            return object.baseClassName ?? "NSObject"
        }
        // A class's UIKit superclass comes from an object of it; File's Owner says least, so last.
        let objects = document.allObjects
        for object in objects.filter({ $0.placeholder == nil }) + objects.filter({ $0.placeholder != nil }) {
            guard let name = className(object) else { continue }
            if stubs[name] == nil {
                stubs[name] = Stub(base: base(of: object))
                order.append(name)
            }
        }
        for (name, base) in referenced where stubs[name] == nil && !generated.contains(name) {
            stubs[name] = Stub(base: base)
            order.append(name)
        }
        for object in document.allObjects {
            for connection in object.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let property = connection.property, let destination = connection.destination else { continue }
                if let protocolName = declarations.delegateProtocol(property, on: object.customClass.flatMap { declarations.hasClass($0) ? $0 : nil } ?? object.baseClassName ?? ""),
                   let target = className(destination),
                   stubs[target]?.protocols.contains(protocolName) == false, !declarations.adopts(protocolName, on: stubs[target]!.base) {
                    stubs[target]?.protocols.append(protocolName)
                }
                guard let owner = className(object), !isInherited(property, base: stubs[owner]?.base ?? ""), SwiftLiteral.isIdentifier(property) else { continue }
                let type = destination.elementName == "constraint" ? "NSLayoutConstraint"
                    : className(destination) ?? (generated.contains(destination.customClass ?? "") ? destination.customClass! : destination.runtimeClassName ?? "AnyObject")
                let isCollection = connection.kind == .outletCollection
                if let index = stubs[owner]!.outlets.firstIndex(where: { $0.0 == property }) {
                    if stubs[owner]!.outlets[index].1 != type { stubs[owner]!.outlets[index].1 = "AnyObject" }
                } else {
                    stubs[owner]!.outlets.append((property, type, isCollection))
                }
            }
        }
        var source = SwiftSource()
        for module in modules { source.line("import \(module)") }
        for name in order {
            guard let stub = stubs[name] else { continue }
            source.line()
            let inheritance = ([stub.base] + stub.protocols).joined(separator: ", ")
            source.block("class \(name): \(inheritance) {") { body in
                if let configure = configurers[name] {
                    // What the project adds too: the controller is configured when it is made.
                    for (signature, call) in UIKitConverter.designatedInitializers(of: stub.base) {
                        body.line("override \(signature) { \(call); \(configure) }")
                    }
                    body.line("required init?(coder: NSCoder) { fatalError() }")
                }
                if let loader = loaders[name] {
                    // What the project adds to a controller it converts: its view is the converted one.
                    body.line("override func loadView() { \(loader) }")
                }
                for (property, type, isCollection) in stub.outlets {
                    if isCollection {
                        // Each member is recorded under its index, as the comparison names them.
                        body.line("var \(property): [\(type)]! { didSet { for (index, member) in (\(property) ?? []).enumerated() { _IBKitRecording.outlet(self, \"\(property)[\\(index)]\", member as AnyObject) } } }")
                    } else {
                        body.line("var \(property): \(type)! { didSet { _IBKitRecording.outlet(self, \(SwiftLiteral.string(property)), \(property) as AnyObject?) } }")
                    }
                }
            }
        }
        return source.text
    }
}
