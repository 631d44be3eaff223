import Analytics
import Testing

/// What every `AnalyticsTracker` must do, to run from each adapter's tests:
/// `try await AnalyticsTrackerContract { TrackerUnderTest(...) }.verify()`.
public struct AnalyticsTrackerContract: Sendable {
    private let makeTracker: @Sendable () throws -> TrackerUnderTest

    /// Creates the contract for trackers made by `makeTracker`, which must return a fresh
    /// tracker, with nothing recorded, each time it is called.
    public init(makeTracker: @escaping @Sendable () throws -> TrackerUnderTest) {
        self.makeTracker = makeTracker
    }

    /// Runs every check.
    public func verify() async throws {
        try acceptsEveryValueKind()
        try acceptsEventsWithoutParameters()
        try keepsTheOrderOfOneCaller()
        try await acceptsEventsFromConcurrentTasks()
    }

    /// Every kind of ``Analytics/AnalyticsValue`` reaches the sink, rendered by its description.
    public func acceptsEveryValueKind() throws {
        let subject = try makeTracker()
        let event = AnalyticsEvent(
            name: "contract_every_kind",
            parameters: [
                "text": .string("Mr. Mime = \"psychic\""),
                "accented": .string("Flabébé"),
                "empty": .string(""),
                "count": .int(-3),
                "ratio": .double(1.5),
                "flag": .bool(true),
                "types": .strings(["fire", "water"]),
            ]
        )

        subject.tracker.track(event)

        if let recordedEvents = subject.recordedEvents {
            #expect(try recordedEvents() == [ObservedAnalyticsEvent(event)])
        }
    }

    /// An event with no parameters is still recorded.
    public func acceptsEventsWithoutParameters() throws {
        let subject = try makeTracker()

        subject.tracker.track(AnalyticsEvent(name: "contract_bare"))

        if let recordedEvents = subject.recordedEvents {
            #expect(try recordedEvents() == [ObservedAnalyticsEvent(name: "contract_bare")])
        }
    }

    /// Events tracked one after another by one caller are recorded in that order.
    public func keepsTheOrderOfOneCaller() throws {
        let subject = try makeTracker()
        let events = (0..<20).map { AnalyticsEvent(name: "contract_step_\($0)", parameters: ["step": .int($0)]) }

        for event in events {
            subject.tracker.track(event)
        }

        if let recordedEvents = subject.recordedEvents {
            #expect(try recordedEvents() == events.map(ObservedAnalyticsEvent.init))
        }
    }

    /// Many tasks tracking at once neither crash the tracker nor lose or duplicate events.
    public func acceptsEventsFromConcurrentTasks() async throws {
        let subject = try makeTracker()
        let tracker = subject.tracker
        let taskCount = 8
        let eventsPerTask = 25

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<taskCount {
                group.addTask {
                    for index in 0..<eventsPerTask {
                        tracker.track(
                            AnalyticsEvent(
                                name: "contract_concurrent", parameters: ["task": .int(task), "index": .int(index)])
                        )
                    }
                }
            }
        }

        if let recordedEvents = subject.recordedEvents {
            let expected = (0..<taskCount).flatMap { task in
                (0..<eventsPerTask).map {
                    ObservedAnalyticsEvent(
                        name: "contract_concurrent", parameters: ["task": "\(task)", "index": "\($0)"])
                }
            }
            let recorded = try recordedEvents()
            #expect(recorded.count == expected.count)
            #expect(Set(recorded) == Set(expected))
        }
    }
}
