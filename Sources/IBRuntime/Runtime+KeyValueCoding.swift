import IBDocument
import IBFoundation
import IBProject

extension Runtime {
    /// `setValue(_:forKey:)`, as an outlet connection calls it (UIKIT_FACTS 1.4).
    func setValue(_ value: SimValue, forKey key: String, on object: SimObject, at location: SourceLocation) throws(RuntimeFailure) {
        record(.setValueForKey(key), on: object)
        guard try acceptsKey(key, on: object, at: location) else { return }
        store(value, forKey: key, on: object)
    }

    /// `setValue(_:forKeyPath:)`, as a user-defined runtime attribute calls it (UIKIT_FACTS 1.5):
    /// every component but the last is read, the last is set.
    func setValue(_ value: SimValue, forKeyPath keyPath: String, on object: SimObject, at location: SourceLocation) throws(RuntimeFailure) {
        record(.setValueForKeyPath(keyPath), on: object)
        var current = object
        let components = keyPath.split(separator: ".").map(String.init)
        guard let last = components.last else { return }
        for component in components.dropLast() {
            guard try acceptsKey(component, on: current, at: location) else { return }
            if case .object(let next)? = current.values[component] {
                current = next
                continue
            }
            // Stand in for the object the getter would return (`layer` → a CALayer).
            let next = SimObject(className: keyType(component, on: current) ?? "NSObject", element: nil, address: makeAddress())
            current.values[component] = .object(next)
            current = next
        }
        guard try acceptsKey(last, on: current, at: location) else { return }
        store(value, forKey: last, on: current)
    }

    private func store(_ value: SimValue, forKey key: String, on object: SimObject) {
        object.values[key] = value
        if key == "view", let controller = object as? SimViewController, case .object(let view as SimView) = value {
            controller.loadedView = view
            view.viewController = controller
        }
    }

    /// Whether key-value coding finds `key`; a miss raises UIKit's `NSUnknownKeyException`.
    ///
    /// A class is judged only when sources were indexed and the class is known, as the check rules
    /// judge it, or when it is the bare `NSObject` a nil owner stands for.
    private func acceptsKey(_ key: String, on object: SimObject, at location: SourceLocation) throws(RuntimeFailure) -> Bool {
        guard judgesMembers(of: object) else { return true }
        switch hierarchy(for: object).lookUpKey(key, on: object.className) {
        case .found, .unknown, .storedWithoutProperty: return true
        case .missing, .notExposed:
            try fail(RuntimeFailure(.unknownKey, exception: "NSUnknownKeyException",
                                    reason: "[<\(printedName(of: object.className)) \(object.addressText)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).",
                                    at: location))
            return false
        }
    }

    /// Whether the simulation knows enough about the object's class to say a member is missing.
    func judgesMembers(of object: SimObject) -> Bool {
        guard !object.isOfUnknownClass else { return false }
        return object.isBareObject || (project.hasSources && hierarchy(for: object).isKnown(object.className))
    }

    private func keyType(_ key: String, on object: SimObject) -> String? {
        if case .found(let type, _) = hierarchy(for: object).lookUpKey(key, on: object.className), !type.isEmpty,
           type.first?.isUppercase == true { return type }
        return nil
    }
}
