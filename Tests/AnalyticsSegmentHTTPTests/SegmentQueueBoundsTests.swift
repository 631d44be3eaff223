import Analytics
import AnalyticsSegmentHTTP
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bounded in what a run reads and writes: any size costs the same, and no run writes what the next cannot read.
@Suite("The analytics queue's bounds", .timeLimit(.minutes(5)))
struct SegmentQueueBoundsTests {
    /// 100 MB (sparse, so the test writes nothing): refused by its size, never read.
    @Test func aQueueFileOverTheLimitIsNotReadAndIsMovedAside() async throws {
        let directory = try TemporaryDirectory()
        let fixture = SegmentFixture(baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory)
        #expect(FileManager.default.createFile(atPath: fixture.queueFile.path, contents: nil))
        let handle = try FileHandle(forWritingTo: fixture.queueFile)
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        fixture.tracker.track(AnalyticsEvent(name: "after_the_big_file"))

        let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

        let aside = fixture.queueFile.appendingPathExtension("rejected")
        #expect(
            fixture.warnings.all.first
                == "analytics: the queue \(fixture.queueFile.path) holds 100000000 bytes, more than the "
                + "1000000 bytes a queue ever takes; its events were not read and will not be sent "
                + "(the file was moved to \(aside.path))")
        #expect(report == SegmentFlushReport(taken: 1, queued: 1))
        expectEventsAddUp(report, taken: 1, in: fixture)
        #expect(fixture.queued.map(\.event) == ["after_the_big_file"])
        let asideSize = try FileManager.default.attributesOfItem(atPath: aside.path)[.size] as? Int
        #expect(asideSize == 100_000_000)
    }

    /// A FIFO where the queue file should be would block a plain read for ever.
    @Test func aFIFOInPlaceOfTheQueueIsNotRead() async throws {
        let directory = try TemporaryDirectory()
        let fixture = SegmentFixture(baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory)
        #expect(mkfifo(fixture.queueFile.path, 0o600) == 0)
        fixture.tracker.track(AnalyticsEvent(name: "one"))

        let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

        #expect(
            fixture.warnings.all.first
                == "analytics: the queue \(fixture.queueFile.path) is not a regular file and was not read")
        expectEventsAddUp(report, taken: 1, in: fixture)
    }

    /// 60 events of 20 kB each: more than 1 MB. The file keeps the newest that fit and says so.
    @Test func theQueueFileStaysWithinItsByteLimit() async throws {
        let directory = try TemporaryDirectory()
        let fixture = SegmentFixture(baseURL: try await LoopbackHTTPServer.stoppedURL(), directory: directory)
        let padding = String(repeating: "x", count: 20_000)
        for index in 1...60 {
            fixture.tracker.track(AnalyticsEvent(name: "event_\(index)", parameters: ["padding": .string(padding)]))
        }

        let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

        let size = try #require(try FileManager.default.attributesOfItem(atPath: fixture.queueFile.path)[.size] as? Int)
        #expect(size <= 1_000_000)
        #expect(report.droppedOldest > 0)
        expectEventsAddUp(report, taken: 60, in: fixture)
        #expect(fixture.queued.last?.event == "event_60")
        #expect(fixture.queued.first?.event == "event_\(report.droppedOldest + 1)")
    }

    /// Refused by Segment whatever the batch, it is dropped with a warning, and the rest of its batch goes through.
    @Test func aCallOverTheLargestSegmentTakesIsDroppedAndSaidSo() async throws {
        let directory = try TemporaryDirectory()
        try await LoopbackHTTPServer.run { _ in
            .json(#"{"success": true}"#)
        } operation: { server in
            let fixture = SegmentFixture(baseURL: server.baseURL, directory: directory)
            fixture.tracker.track(
                AnalyticsEvent(name: "huge", parameters: ["padding": .string(String(repeating: "x", count: 40_000))]))
            fixture.tracker.track(AnalyticsEvent(name: "small"))

            let report = await fixture.tracker.flush(within: SegmentFixture.patientWindow)

            #expect(report == SegmentFlushReport(taken: 2, delivered: 1, tooLarge: 1))
            expectEventsAddUp(report, taken: 2, in: fixture)
            let sent = try server.requests.flatMap { try ReceivedBatch($0).batch.map(\.event) }
            #expect(sent == ["small"])
            #expect(
                fixture.warnings.all == ["analytics: dropped 1 event over 32 kB, the most Segment takes in one call"])
        }
    }
}
