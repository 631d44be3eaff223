public import Analytics
public import Foundation
public import Networking
import Synchronization

/// Sends analytics events to a Segment-compatible HTTP tracking API (Segment, RudderStack,
/// Jitsu, ...) as `track` calls in `POST /v1/batch` batches.
///
/// `track` only appends to memory, so it never blocks. ``flush(within:)`` sends what was
/// tracked, together with what earlier runs could not send, for at most the time it is given;
/// whatever is not delivered by then waits in `queueFile` for the next run. A batch the
/// service refuses with a 4xx other than 429 is dropped with one warning, since it would be
/// refused again; 429, 5xx and connection failures keep it queued.
public final class SegmentTracker: AnalyticsTracker {
    /// The most calls one batch carries.
    public static let batchSize = 100

    private let sender: SegmentBatchSender
    private let queue: SegmentQueueFile
    private let anonymousId: String
    private let now: @Sendable () -> Date
    private let warn: @Sendable (String) -> Void
    private let tracked = Mutex<[SegmentTrackCall]>([])

    /// Creates a tracker.
    ///
    /// - Parameters:
    ///   - baseURL: the API's base URL; batches go to `<baseURL>/v1/batch`.
    ///   - writeKey: the source's write key, sent as the Basic auth user name.
    ///   - anonymousId: who the events are about: the installation, when no one is signed in.
    ///   - queueFile: where calls wait for a later run.
    ///   - queueCapacity: the most calls that wait; beyond it the oldest are dropped.
    ///   - warn: receives one line for each thing the user should know (dropped or queued events).
    public init(
        baseURL: URL,
        writeKey: String,
        anonymousId: String,
        http: any HTTPClient,
        queueFile: URL,
        queueCapacity: Int = 1000,
        now: @escaping @Sendable () -> Date = Date.init,
        warn: @escaping @Sendable (String) -> Void
    ) {
        sender = SegmentBatchSender(baseURL: baseURL, writeKey: writeKey, http: http, now: now)
        queue = SegmentQueueFile(url: queueFile, capacity: queueCapacity)
        self.anonymousId = anonymousId
        self.now = now
        self.warn = warn
    }

    public func track(_ event: AnalyticsEvent) {
        let call = SegmentTrackCall(event, anonymousId: anonymousId, at: now())
        tracked.withLock { $0.append(call) }
    }

    /// The calls tracked since the last flush, oldest first.
    public var unsentCalls: [SegmentTrackCall] {
        tracked.withLock { $0 }
    }

    /// Sends the queued and newly tracked calls, waiting at most `bound`, then queues whatever
    /// was not settled. Calls whose batch was in flight when time ran out are queued too: the
    /// service may have accepted them, and their `messageId` lets it ignore the resend.
    @discardableResult
    public func flush(within bound: Duration) async -> SegmentFlushReport {
        let fresh = tracked.withLock { calls in
            defer { calls.removeAll() }
            return calls
        }
        let (waiting, problem) = queue.load()
        if let problem { warn(problem) }
        let calls = waiting + fresh
        guard !calls.isEmpty else { return SegmentFlushReport() }

        let progress = Progress()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.deliver(calls, progress: progress) }
            group.addTask { try? await Task.sleep(for: bound) }
            await group.next()
            group.cancelAll()
        }
        var report = progress.state.withLock { $0.report }
        let settled = progress.state.withLock { $0.settled }
        let unsent = Array(calls.dropFirst(settled))
        do {
            report.droppedOldest = try queue.merge(
                settled: Set(calls.prefix(settled).map(\.messageId)), unsent: unsent)
            report.queued = unsent.count - report.droppedOldest
        } catch {
            warn("could not queue \(unsent.count) analytics events in \(queue.url.path): \(error.localizedDescription)")
            return report
        }
        if !unsent.isEmpty {
            let reason = progress.state.withLock { $0.problem } ?? "no answer within \(bound)"
            warn("analytics: \(reason); \(Self.count(report.queued)) queued for the next run in \(queue.url.path)")
        }
        if report.droppedOldest > 0 {
            warn(
                "analytics: the queue holds at most \(queue.capacity) events; "
                    + "dropped the \(Self.count(report.droppedOldest, oldest: true))")
        }
        return report
    }

    private func deliver(_ calls: [SegmentTrackCall], progress: Progress) async {
        var start = calls.startIndex
        while start < calls.endIndex, !Task.isCancelled {
            let batch = Array(calls[start..<min(start + Self.batchSize, calls.endIndex)])
            switch await sender.send(batch) {
            case .delivered:
                progress.state.withLock {
                    $0.settled += batch.count
                    $0.report.delivered += batch.count
                }
            case .refused(let status):
                progress.state.withLock {
                    $0.settled += batch.count
                    $0.report.refused += batch.count
                }
                warn(
                    "analytics: \(sender.endpoint.absoluteString) refused \(Self.count(batch.count)) "
                        + "(HTTP \(status)); dropped them, since sending them again would not help")
            case .retryLater(let problem):
                progress.state.withLock { $0.problem = problem }
                return
            }
            start += batch.count
        }
    }

    private static func count(_ count: Int, oldest: Bool = false) -> String {
        let noun = count == 1 ? "event" : "events"
        return oldest ? "\(count) oldest \(noun)" : "\(count) \(noun)"
    }

    /// How far a flush got, readable after its delivery task was cancelled.
    private final class Progress: Sendable {
        struct State {
            var settled = 0
            var report = SegmentFlushReport()
            var problem: String?
        }

        let state = Mutex(State())
    }
}
