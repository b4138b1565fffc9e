import Foundation

/// Result slots that concurrent workers fill, one slot per work item, read once all have finished.
public final class ConcurrentSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    /// Creates `count` empty slots.
    public init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The value of one slot.
    public subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    /// The filled slots, in slot order.
    public var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
