import IBStructuralEdit

/// The code Xcode writes when a connection is dragged into a class: the outlet property, or the
/// action method's declaration and empty body.
enum MemberText {
    /// The member in Swift, as lines without the body's indentation.
    static func swift(_ declaration: CodeDeclaration) -> [String] {
        switch declaration.member {
        case let .outlet(name, type):
            return ["@IBOutlet weak var \(name): \(type)!"]
        case .action(let selector):
            let parts = selector.split(separator: ":").map(String.init)
            var parameters: [String] = []
            if selector.contains(":") { parameters.append("_ sender: Any") }
            if parts.count > 1 { parameters.append("\(parts[1]) event: \(declaration.isAppKit ? "NSEvent" : "UIEvent")") }
            return ["@IBAction func \(parts[0])(\(parameters.joined(separator: ", "))) {", "}"]
        }
    }

    /// The member's declaration in an Objective-C `@interface`.
    static func objectiveCInterface(_ declaration: CodeDeclaration) -> String {
        switch declaration.member {
        case let .outlet(name, type): "@property (weak, nonatomic) IBOutlet \(type) *\(name);"
        case .action: objectiveCSignature(declaration) + ";"
        }
    }

    /// An action's empty method in an Objective-C `@implementation`.
    static func objectiveCImplementation(_ declaration: CodeDeclaration) -> [String] {
        [objectiveCSignature(declaration) + " {", "}"]
    }

    private static func objectiveCSignature(_ declaration: CodeDeclaration) -> String {
        guard case .action(let selector) = declaration.member else { return "" }
        let parts = selector.split(separator: ":").map(String.init)
        guard selector.contains(":") else { return "- (IBAction)\(parts[0])" }
        var signature = "- (IBAction)\(parts[0]):(id)sender"
        if parts.count > 1 { signature += " \(parts[1]):(\(declaration.isAppKit ? "NSEvent" : "UIEvent") *)event" }
        return signature
    }
}
