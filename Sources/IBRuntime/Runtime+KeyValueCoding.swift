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
            // Stand in for the object the getter would return (`layer` → a CALayer); of a type
            // ibkit does not know, it is judged on nothing.
            let type = keyType(component, on: current)
            let next = SimObject(className: type ?? "NSObject", element: nil, address: makeAddress())
            next.isOfUnknownClass = type == nil
            current.values[component] = .object(next)
            current = next
        }
        guard try acceptsKey(last, on: current, at: location) else { return }
        store(value, forKey: last, on: current)
    }

    private func store(_ value: SimValue, forKey key: String, on object: SimObject) {
        object.values[key] = value
        if key == "view", let controller = object as? SimViewController, case .object(let view as SimView) = value {
            // A second `view` outlet replaces the first: the old view is no longer the controller's.
            if let old = controller.loadedView, old !== view, old.viewController === controller { old.viewController = nil }
            controller.loadedView = view
            view.viewController = controller
        }
    }

    /// Whether key-value coding finds `key`; a miss raises UIKit's `NSUnknownKeyException`.
    ///
    /// A class is judged only when sources were indexed and the class is known, as the check rules
    /// judge it, or when it is the bare `NSObject` a nil owner stands for. A key no class lists is
    /// still accepted where it may exist beyond what ibkit knows: key-value coding also sets
    /// instance variables directly (`accessInstanceVariablesDirectly` is YES by default), so a
    /// private `_style` works, and a plain framework object's keys are only as complete as ibkit's
    /// data; the check rules note those keys.
    private func acceptsKey(_ key: String, on object: SimObject, at location: SourceLocation) throws(RuntimeFailure) -> Bool {
        guard judgesMembers(of: object) else { return true }
        switch lookUpKey(key, on: object) {
        case .found, .unknown, .storedWithoutProperty: return true
        case .missing where !object.isBareObject && (key.hasPrefix("_") || hierarchy(for: object).isFrameworkOnly(object.className)):
            return true
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
        if case .found(let type, _) = lookUpKey(key, on: object), !type.isEmpty,
           type.first?.isUppercase == true { return type }
        return nil
    }

    /// What key-value coding finds for `key` on the object. Where its class's chain leaves what
    /// ibkit knows (a dependency's class, with no sources), the object is still at least the
    /// framework class of its element (an `<imageView>` is a `UIImageView`): a key found there
    /// is found, any other stays unknown.
    private func lookUpKey(_ key: String, on object: SimObject) -> ClassHierarchy.KeyLookup {
        let hierarchy = hierarchy(for: object)
        let lookup = hierarchy.lookUpKey(key, on: object.className)
        guard case .unknown = lookup, let base = object.element?.baseClassName, base != object.className else { return lookup }
        let framework = hierarchy.lookUpKey(key, on: base)
        if case .found = framework { return framework }
        return lookup
    }
}
