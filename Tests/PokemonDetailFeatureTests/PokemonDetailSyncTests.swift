import Foundation
import Networking
import NetworkingTesting
import Persistence
import PersistenceTesting
import PokemonTesting
import Synchronization
import Testing

@testable import PokemonDetailFeature

@Suite("Pokédex backup")
struct PokemonDetailSyncTests {
    private func backup(
        _ client: any HTTPClient, _ store: RecordingRecordStore, concurrency: Int = 8
    ) -> PokemonDetailSync {
        PokemonDetailSync(
            service: PokemonDetailService(client: client, baseURL: StubPokeAPI.baseURL), store: store,
            concurrency: concurrency)
    }

    @Test func itSavesEveryDetailAndReportsProgressToTheEnd() async throws {
        let store = RecordingRecordStore(now: { PokemonDetailFixtures.savedDate })
        let progress = Mutex<[Int]>([])
        let summary = try await backup(StubPokeAPI(count: 30).makeClient(), store).run(
            ids: Array(1...30)
        ) { done, total in
            #expect(total == 30)
            progress.withLock { $0.append(done) }
        }
        #expect(summary == PokemonDetailSyncSummary(total: 30, fetched: 30))
        #expect(try await store.count(in: PokemonDetailBackup.collection) == 30)
        #expect(progress.withLock { $0 } == Array(0...30))
    }

    @Test func aSecondRunFetchesOnlyWhatIsMissing() async throws {
        let store = RecordingRecordStore(now: { PokemonDetailFixtures.savedDate })
        _ = try await backup(StubPokeAPI(count: 10).makeClient(), store).run(ids: Array(1...10))
        let client = StubPokeAPI(count: 15).makeClient()
        let summary = try await backup(client, store).run(ids: Array(1...15))
        #expect(summary.fetched == 5)
        #expect(summary.alreadySaved == 10)
        #expect(client.requests.count == 5)
    }

    @Test func failuresAreCountedAndTheRestIsSaved() async throws {
        let store = RecordingRecordStore(now: { PokemonDetailFixtures.savedDate })
        let summary = try await backup(StubPokeAPI(count: 9, failingDetails: [3, 7]).makeClient(), store)
            .run(ids: Array(1...10))
        #expect(summary.fetched == 7)
        #expect(summary.failures.map(\.id) == [3, 7, 10])
        #expect(summary.failures.last?.reason.contains("404") == true)
        #expect(try await store.count(in: PokemonDetailBackup.collection) == 7)
    }

    @Test func noMoreThanTheConcurrencyLimitIsInFlight() async throws {
        let inFlight = Mutex((now: 0, peak: 0))
        let client = RecordingHTTPClient { request in
            inFlight.withLock {
                $0.now += 1; $0.peak = max($0.peak, $0.now)
            }
            try? await Task.sleep(for: .milliseconds(5))
            inFlight.withLock { $0.now -= 1 }
            let id = Int(request.url.pathComponents.last ?? "") ?? 0
            return .json(StubPokeAPI.detailJSON(id: id, name: "p\(id)"))
        }
        let summary = try await backup(client, RecordingRecordStore(), concurrency: 3).run(ids: Array(1...20))
        #expect(summary.fetched == 20)
        #expect(inFlight.withLock { $0.peak } == 3)
    }

    @Test func aStoreThatCannotBeReadStopsTheRunBeforeAnyRequest() async {
        let store = RecordingRecordStore()
        await store.setFailure(.ioFailure(reason: "disk gone"))
        let client = StubPokeAPI(count: 1).makeClient()
        await #expect(throws: PersistenceError.self) {
            _ = try await backup(client, store).run(ids: [1])
        }
        #expect(client.requests.isEmpty)
    }
}
