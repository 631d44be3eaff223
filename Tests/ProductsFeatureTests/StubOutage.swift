import Synchronization

/// A flag a stub's handler reads while a test flips it.
final class StubOutage: Sendable {
    private let state: Mutex<Bool>

    init(on: Bool) { state = Mutex(on) }

    var isOn: Bool {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }
}
