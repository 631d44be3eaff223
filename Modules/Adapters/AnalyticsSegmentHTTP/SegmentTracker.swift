public import Analytics
public import Foundation
public import Networking
import Synchronization

/// Sends events to a Segment-compatible API (Segment, RudderStack, Jitsu, ...) as `track` calls in
/// `POST /v1/batch` batches, by Segment's SDK's retry rules. `track` only appends to memory, never blocking;
/// ``flush(within:)`` sends, for at most the time it is given.
public final class SegmentTracker: AnalyticsTracker {
    public static let batchSize = 100
    /// Segment's limit for one call (32 KB): a larger one is refused whatever the batch, so it is dropped.
    public static let largestCall = 32_000
    /// How long a claim outlasts the flush window, to settle the file; a killed run's calls are freed after it.
    static let claimMargin: TimeInterval = 60

    private let sender: SegmentBatchSender
    private let queue: SegmentQueueFile
    private let anonymousId: String
    private let library: SegmentLibrary
    private let now: @Sendable () -> Date
    private let warn: @Sendable (String) -> Void
    private let tracked = Mutex<[SegmentTrackCall]>([])

    /// Batches go to `<baseURL>/v1/batch`. `writeKey` is sent as the Basic auth user name and in the body;
    /// `anonymousId` is the installation, when no one is signed in; `appVersion` goes in every call's
    /// `context.library.version` and in the `User-Agent` (`mosaic/<version>`). Past `queueCapacity` waiting
    /// calls the oldest are dropped. `now` stamps calls and times `Retry-After`; `warn` gets one line for
    /// each thing the user should know (dropped or queued events).
    public init(
        baseURL: URL,
        writeKey: String,
        anonymousId: String,
        appVersion: String,
        http: any HTTPClient,
        queueFile: URL,
        queueCapacity: Int = 1000,
        now: @escaping @Sendable () -> Date = Date.init,
        warn: @escaping @Sendable (String) -> Void
    ) {
        sender = SegmentBatchSender(
            baseURL: baseURL, writeKey: writeKey, userAgent: "mosaic/\(appVersion)", http: http, now: now)
        queue = SegmentQueueFile(url: queueFile, capacity: queueCapacity)
        self.anonymousId = anonymousId
        library = .mosaic(appVersion: appVersion)
        self.now = now
        self.warn = warn
    }

    public func track(_ event: AnalyticsEvent) {
        let call = SegmentTrackCall(event, anonymousId: anonymousId, at: now(), library: library)
        tracked.withLock { $0.append(call) }
    }

    /// The calls tracked since the last flush, oldest first.
    public var unsentCalls: [SegmentTrackCall] {
        tracked.withLock { $0 }
    }

    /// Sends the queued and new calls within `bound`, then queues what was not settled; nothing while a
    /// `Retry-After` is ahead. Unanswered batches are queued too: their `messageId` lets the service ignore a
    /// resend. Queued calls are claimed under the queue's lock and each batch settled as soon as it is answered,
    /// so runs flushing at once send no call twice, and a killed run leaves at most its batch in flight in doubt.
    @discardableResult
    public func flush(within bound: Duration) async -> SegmentFlushReport {
        let fresh = tracked.withLock { calls in
            defer { calls.removeAll() }
            return calls
        }
        let run = UUID().uuidString
        let claimed: SegmentQueueFile.Claimed
        do {
            let window = Double(bound.components.seconds) + Double(bound.components.attoseconds) / 1e18
            let until = now().addingTimeInterval(window + Self.claimMargin)
            claimed = try queue.claim(for: run, until: until, now: now())
        } catch {
            claimed = SegmentQueueFile.Claimed(
                calls: [], problem: "the queue \(queue.url.path) could not be read (\(error.localizedDescription))")
        }
        if let problem = claimed.problem { warn("analytics: \(problem)") }
        let taken = claimed.calls + fresh
        guard !taken.isEmpty else { return SegmentFlushReport() }
        var report = SegmentFlushReport(taken: taken.count)
        // Segment refuses a call over `largestCall` whatever the batch.
        let encoder = JSONEncoder()
        let tooLarge = taken.filter { (try? encoder.encode($0).count) ?? .max > Self.largestCall }
        let dropped = Set(tooLarge.map(\.messageId))
        let calls = taken.filter { !dropped.contains($0.messageId) }
        if !tooLarge.isEmpty {
            report.tooLarge = tooLarge.count
            warn(
                "analytics: dropped \(Self.count(tooLarge.count)) over \(Self.size(Self.largestCall)), "
                    + "the most Segment takes in one call")
        }

        if let notBefore = claimed.notBefore {
            report.notBefore = notBefore
            return settle(
                calls, run: run, settled: 0, alsoSettled: dropped, report: report, notBefore: nil,
                reason: "\(sender.endpoint.absoluteString) asked not to be sent anything before "
                    + "\(notBefore.formatted(.iso8601)) (Retry-After)")
        }

        let progress = Progress()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.deliver(calls, run: run, progress: progress) }
            group.addTask { try? await Task.sleep(for: bound) }
            await group.next()
            group.cancelAll()
        }
        let state = progress.state.withLock { $0 }
        report.delivered = state.delivered
        report.refused = state.refused
        report.unconfirmed = state.inFlight
        report.notBefore = state.notBefore
        if state.inFlight > 0 {
            warn(
                "analytics: no answer within \(bound) to \(Self.count(state.inFlight)) the service may have "
                    + "accepted; the next run sends them again with the same messageId, which Segment ignores "
                    + "but a service that does not deduplicate by messageId counts twice")
        }
        return settle(
            calls, run: run, settled: state.settled, alsoSettled: dropped, report: report, notBefore: state.notBefore,
            reason: state.problem ?? "no answer within \(bound)")
    }

    /// Writes what this flush did not settle back to the queue, ends its claim, and completes the report.
    private func settle(
        _ calls: [SegmentTrackCall], run: String, settled: Int, alsoSettled: Set<String>, report: SegmentFlushReport,
        notBefore: Date?, reason: String
    ) -> SegmentFlushReport {
        var report = report
        let unsent = Array(calls.dropFirst(settled))
        let dropped: [String]
        do {
            dropped = try queue.settle(
                Set(calls.prefix(settled).map(\.messageId)).union(alsoSettled), for: run, releasing: true,
                unsent: unsent, notBefore: notBefore, now: now())
        } catch {
            report.unwritable = unsent.count
            report.unconfirmed = 0
            warn(
                "analytics: could not queue \(Self.count(unsent.count)) in \(queue.url.path) "
                    + "(\(error.localizedDescription)); dropped them")
            return report
        }
        let unsentIds = Set(unsent.map(\.messageId))
        report.droppedOldest = dropped.count { unsentIds.contains($0) }
        report.queued = unsent.count - report.droppedOldest
        if !unsent.isEmpty {
            warn("analytics: \(reason); \(Self.count(report.queued)) queued for the next run in \(queue.url.path)")
        }
        if !dropped.isEmpty {
            warn(
                "analytics: the queue holds at most \(queue.capacity) events and \(Self.size(queue.byteLimit)); "
                    + "dropped the \(Self.count(dropped.count, oldest: true))")
        }
        return report
    }

    private func deliver(_ calls: [SegmentTrackCall], run: String, progress: Progress) async {
        var start = calls.startIndex
        while start < calls.endIndex, !Task.isCancelled {
            let batch = Array(calls[start..<min(start + Self.batchSize, calls.endIndex)])
            progress.state.withLock { $0.inFlight = batch.count }
            let outcome = await sender.send(batch)
            if outcome.settles {
                // Out of the file at once: were this run killed now, no later run would resend the batch.
                _ = try? queue.settle(
                    Set(batch.map(\.messageId)), for: run, releasing: false, unsent: [], notBefore: nil, now: now())
            }
            switch outcome {
            case .delivered:
                progress.state.withLock {
                    $0.settled += batch.count
                    $0.delivered += batch.count
                    $0.inFlight = 0
                }
            case .refused(let status):
                progress.state.withLock {
                    $0.settled += batch.count
                    $0.refused += batch.count
                    $0.inFlight = 0
                }
                warn(
                    "analytics: \(sender.endpoint.absoluteString) refused \(Self.count(batch.count)) "
                        + "(HTTP \(status)); dropped them, since sending them again would not help")
            case .retryLater(let problem, let notBefore):
                progress.state.withLock {
                    $0.problem = problem
                    $0.notBefore = notBefore
                    $0.inFlight = 0
                }
                return
            case .unanswered(let problem, let mayHaveArrived):
                // A wait that ended first cancels the exchange: "no answer within" is the reason then.
                let cancelled = Task.isCancelled
                progress.state.withLock {
                    $0.problem = cancelled ? nil : problem
                    if !mayHaveArrived, !cancelled { $0.inFlight = 0 }
                }
                return
            }
            start += batch.count
        }
    }

    /// `1 MB`, `32 kB`: the bounds are round numbers.
    private static func size(_ bytes: Int) -> String {
        if bytes >= 1_000_000, bytes % 1_000_000 == 0 { return "\(bytes / 1_000_000) MB" }
        if bytes >= 1_000, bytes % 1_000 == 0 { return "\(bytes / 1_000) kB" }
        return "\(bytes) bytes"
    }

    private static func count(_ count: Int, oldest: Bool = false) -> String {
        let noun = count == 1 ? "event" : "events"
        return oldest ? "\(count) oldest \(noun)" : "\(count) \(noun)"
    }

    /// How far a flush got, readable after its delivery task was cancelled.
    private final class Progress: Sendable {
        struct State {
            var settled = 0
            var delivered = 0
            var refused = 0
            /// The calls of the batch whose answer has not come (or may have been lost).
            var inFlight = 0
            var problem: String?
            var notBefore: Date?
        }

        let state = Mutex(State())
    }
}
