import IBDocument

/// How a user-defined runtime attribute's key path resolves, shared by the two runtime-attribute rules.
enum RuntimeAttributeKeys {
    /// The outcome of walking a key path.
    enum Resolution {
        /// Every component resolved; the last has this type (`""` when unknown).
        case resolved(type: String)
        /// A component is missing on the class reached so far.
        case missing(component: String, on: String)
        /// A component names a Swift property key-value coding cannot see.
        case notExposed(component: String, on: String)
        /// Resolution stopped at a type ibkit does not know.
        case unknown
        /// A component is no property of a layer (or animation), which stores it anyway.
        case stored(component: String, on: String)
    }

    /// Walks `keyPath` from `className`, one component at a time.
    static func resolve(_ keyPath: String, from className: String, in context: CheckContext) -> Resolution {
        var current = className
        var type = ""
        for component in keyPath.split(separator: ".").map(String.init) {
            switch context.hierarchy.lookUpKey(component, on: current) {
            case .found(let found, _): type = found; current = found
            case .missing: return .missing(component: component, on: current)
            case .notExposed: return .notExposed(component: component, on: current)
            case .storedWithoutProperty(let owner): return .stored(component: component, on: owner)
            case .unknown: return .unknown
            }
        }
        return .resolved(type: type)
    }

    /// The runtime attributes of every object whose class can be judged, with that class.
    static func attributes(in document: Document, context: CheckContext) -> [(attribute: RuntimeAttribute, className: String)] {
        guard !context.sources.isEmpty else { return [] }
        return document.allObjects.flatMap { object -> [(RuntimeAttribute, String)] in
            let attributes = object.runtimeAttributes
            guard !attributes.isEmpty, let className = context.runtimeClass(of: object), context.canJudge(className) else { return [] }
            return attributes.map { ($0, className) }
        }
    }
}
