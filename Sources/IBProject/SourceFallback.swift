import IBFoundation
import IBSource

/// Classes a target's own scope lacks, looked up among the project's other shipped sources for
/// the same platform; assembled only when a class the project declares somewhere is missed,
/// so that framework classes (missed by every scope) cost nothing.
public final class SourceFallback: @unchecked Sendable {
    /// Every shipped source, to tell cheaply whether a class exists anywhere.
    let union: SourceIndex
    private let assemble: @Sendable () -> SourceIndex
    private let assembled = LockedValue<SourceIndex?>(nil)

    /// A fallback over `union`, whose platform-filtered index `assemble` builds on first need.
    public init(union: SourceIndex, assemble: @escaping @Sendable () -> SourceIndex) {
        self.union = union
        self.assemble = assemble
    }

    /// The platform's sources, assembled once.
    public var sources: SourceIndex {
        assembled.withLock { cached in
            if let cached { return cached }
            let built = assemble()
            cached = built
            return built
        }
    }

    /// The class, when some shipped source of the platform declares or extends it.
    public func type(named name: String) -> SourceType? {
        guard union.type(named: name) != nil else { return nil }
        return sources.type(named: name)
    }

    /// The classes exposing a selector, when any shipped source declares one.
    public func types(exposing selector: String) -> [SourceType] {
        guard !union.types(exposing: selector).isEmpty else { return [] }
        return sources.types(exposing: selector)
    }
}
