import IBDocument
import IBXML

/// Stand-ins for the project's own classes, written from what the document says of them: their
/// UIKit superclass, their outlets (recorded when set) and the delegate protocols they are connected as.
///
/// The project's real classes are not at hand (the corpus ships documents only), and the converted
/// code needs only what the document implies: the stubs are exactly that.
struct VerificationStubs {
    /// What the interface modules declare.
    let declarations: InterfaceDeclarations
    /// The interface modules, imported by the stubs (an outlet may be an `MKMapView`).
    var modules: [String]
    /// Whether the stubs stand in for an AppKit project's classes.
    var isAppKit = false

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
        source(for: [document], generated: generated, loaders: loaders, configurers: configurers, referenced: referenced)
    }

    /// The stubs for the classes of several documents built into one program (an app's storyboards).
    func source(for documents: [Document], generated: Set<String>, loaders: [String: String] = [:], configurers: [String: String] = [:],
                referenced: [(String, String)] = []) -> String {
        var stubs: [String: Stub] = [:]
        var order: [String] = []
        func className(_ object: IBObject) -> String? {
            guard let custom = object.customClass, SwiftLiteral.isIdentifier(custom), !generated.contains(custom),
                  object.placeholder == nil || object.placeholder == .filesOwner, !declarations.hasClass(custom) else { return nil }
            return custom
        }
        // Objects that send actions, whichever end holds the `<action>` (older Mac nibs keep it in the target).
        let objects = documents.flatMap(\.allObjects)
        var senders: Set<XMLNodeID> = []
        for object in objects {
            for connection in object.connections where connection.kind == .action {
                if let (sender, _) = AppKitBuilder.actionEnds(connection, in: object) { senders.insert(sender.node) }
            }
        }
        func base(of object: IBObject) -> String {
            if object.placeholder == .filesOwner { return isAppKit ? AppKitConverter.ownerBase(object) : Self.ownerBase(object) }
            // A custom control drawn as a plain view in the document sends actions: it is a control.
            if object.baseClassName == "UIView", senders.contains(object.node) { return "UIControl" }
            if object.baseClassName == "NSView", senders.contains(object.node) { return "NSControl" }
            if object.elementName == "containerView" { return "NSView" }
            if AppKitConverter.bindingControllers.contains(object.elementName) { return "NSObject" }
            let base = object.baseClassName ?? "NSObject"
            return isAppKit ? AppKitBuilder.foundationNames[base] ?? base : base
        }
        // A class's UIKit superclass comes from an object of it; File's Owner says least, so last.
        for object in objects.filter({ $0.placeholder == nil }) + objects.filter({ $0.placeholder != nil }) {
            guard let name = className(object) else { continue }
            if stubs[name] == nil {
                stubs[name] = Stub(base: base(of: object))
                order.append(name)
            } else {
                // A plain object or view of the class says least: File's Owner's outlets, or one
                // of its views sending an action, may say more.
                let vague: Set<String> = ["NSObject", "NSView", "UIView"]
                let known = stubs[name]!.base, candidate = base(of: object)
                if known == "NSObject" || (vague.contains(known) && !vague.contains(candidate)) { stubs[name]!.base = candidate }
            }
        }
        for (name, base) in referenced where stubs[name] == nil && !generated.contains(name) {
            stubs[name] = Stub(base: base)
            order.append(name)
        }
        for object in objects {
            for connection in object.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let property = connection.property, let destination = connection.destination else { continue }
                // The class that has the property: a framework class the document names, the shared
                // application for the Application placeholder, else the element's class.
                let holder = [object.runtimeClassName, object.customClass].compactMap { $0 }.first { $0 != "NSObject" && declarations.hasClass($0) } ?? object.baseClassName ?? ""
                if let protocolName = declarations.delegateProtocol(property, on: holder),
                   let target = className(destination),
                   stubs[target]?.protocols.contains(protocolName) == false, !declarations.adopts(protocolName, on: stubs[target]!.base) {
                    stubs[target]?.protocols.append(protocolName)
                }
                guard let owner = className(object), !isInherited(property, base: stubs[owner]?.base ?? ""), SwiftLiteral.isIdentifier(property),
                      !(isAppKit && AppKitBuilder.objectMembers.contains(property)) else { continue }
                var type = destination.elementName == "constraint" ? "NSLayoutConstraint"
                    : className(destination) ?? (generated.contains(destination.customClass ?? "") ? destination.customClass! : destination.runtimeClassName ?? "AnyObject")
                // Foundation's classes by their Swift names; a class the interface module does not
                // have (a bindings controller) is held as any object.
                if isAppKit { type = AppKitBuilder.foundationNames[type] ?? type }
                if isAppKit, stubs[type] == nil, !generated.contains(type), !declarations.hasClass(type), !AppKitBuilder.foundationNames.values.contains(type) {
                    type = "AnyObject"
                }
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
                if let configure = configurers[name], !isAppKit {
                    // What the project adds too: the controller is configured when it is made.
                    for (signature, call) in UIKitConverter.designatedInitializers(of: stub.base) {
                        body.line("override \(signature) { \(call); \(configure) }")
                    }
                    body.line("required init?(coder: NSCoder) { fatalError() }")
                }
                // A window controller the nib makes with `init()`: the project's class has one.
                if isAppKit, stub.base == "NSWindowController" { body.line("convenience init() { self.init(window: nil) }") }
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
