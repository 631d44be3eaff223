import Synchronization

/// What an emulator makes of its bundled files (an index, a data set), made on first use and kept. A failure is
/// not kept: a momentary one (out of descriptors) fails that request alone, and the next reads again.
public final class BundledValue<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Result<Value, BundledResourceError>
    private let made = Mutex<Value?>(nil)

    /// A value that `make` makes when first asked for, and again after each failure.
    public init(_ make: @escaping @Sendable () -> Result<Value, BundledResourceError>) {
        self.make = make
    }

    /// The value, made now unless it was made before; or why it cannot be made now.
    public func get() throws(BundledResourceError) -> Value {
        if let value = made.withLock({ $0 }) { return value }
        // Made outside the lock, so a slow read holds up no one; of two first requests, the first kept stays.
        let value = try make().get()
        return made.withLock { kept in
            if let kept { return kept }
            kept = value
            return value
        }
    }
}
