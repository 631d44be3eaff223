import Testing

/// Bounds how many tests that start child processes run at once across the suites that carry it: each
/// keeps a core busy, and on two cores more would starve the rest. A test waiting for a slot is suspended.
struct ProcessBudget: SuiteTrait, TestTrait, TestScoping {
    static let slots = 2

    private static let semaphore = AsyncSemaphore(value: slots)

    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite, or a test before its cases, holds no slot: only running cases do.
        guard testCase != nil else { return try await function() }
        await Self.semaphore.wait()
        do {
            try await function()
            await Self.semaphore.signal()
        } catch {
            await Self.semaphore.signal()
            throw error
        }
    }
}

extension Trait where Self == ProcessBudget {
    static var processBudget: ProcessBudget { ProcessBudget() }
}

/// A counting semaphore whose waits suspend the task instead of blocking its thread.
actor AsyncSemaphore {
    private var value: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(value: Int) {
        self.value = value
    }

    func wait() async {
        if value > 0 {
            value -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func signal() {
        if waiting.isEmpty {
            value += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
