import AppCompositionTesting
import Foundation
import FoundationTesting
import LoopbackTesting
import PokemonEmulatorTesting
import Synchronization
import Testing

extension BackupProcessTests {
    /// `mosaic pokemon sync` SIGKILLed at random moments of the list and detail phases: after every kill
    /// the store opens and every saved record reads back, and resuming saves every Pokémon once. The
    /// server delays each answer and holds back the one a kill waits for, so the kill lands in that
    /// request's phase however late a busy machine wakes the test.
    @Suite("pokemon sync, killed and resumed", .serialized)
    @MainActor
    struct BackupCrashTests {
        /// When to kill a run: a random time after it starts, or after its n-th request (so the kill lands
        /// in the phase the test wants, whatever the machine's speed).
        enum KillMoment {
            case afterStart(Duration)
            case afterRequest(Int, jitter: Duration)

            /// Two kills in the list phase (the first runs' first requests are list pages), one at a random
            /// time (often while the store is created or read), and five in the detail phase.
            static func schedule() -> [KillMoment] {
                func jitter() -> Duration { .milliseconds(Int.random(in: 0..<20)) }
                return [
                    .afterRequest(1, jitter: jitter()), .afterRequest(2, jitter: jitter()),
                    .afterStart(.milliseconds(Int.random(in: 0..<300))),
                ] + (0..<5).map { _ in .afterRequest(Int.random(in: 4...24), jitter: jitter()) }
            }
        }

        /// What the killed run was doing, from the last request it sent.
        enum Phase: Hashable {
            case beforeAnyRequest, list, details, finished
        }

        static let pokemonCount = 200

        @Test(arguments: BackupStoreKind.allCases)
        func syncKilledAtRandomMomentsLeavesAStoreThatChecksAndResumesToEveryPokemonOnce(
            _ kind: BackupStoreKind
        ) async throws {
            let folder = try TemporaryDirectory()
            let mosaic = try MosaicRunner(in: folder.url)
            let location = kind.location(in: folder.url)
            let store = kind.option(location)
            let count = Self.pokemonCount

            // The number (counted over the whole test) of the request whose answer never comes.
            let held = Mutex(0)
            let answered = Mutex(0)
            try await BundledDataServer.run(
                StubPokedex(count: count), basePath: "api/v2", latency: .milliseconds(15),
                failing: { _ in
                    let number = answered.withLock { count in
                        count += 1
                        return count
                    }
                    guard number == held.withLock({ $0 }) else { return nil }
                    return LoopbackResponse.text("held until the kill", status: 503).delayed(by: .seconds(120))
                }
            ) { server, base in
                let sync = ["pokemon", "sync", "--base-url", "pokeapi=\(base.absoluteString)"] + store
                var phases: [Phase] = []
                for moment in KillMoment.schedule() {
                    let sent = server.requests.count
                    if case .afterRequest(let number, _) = moment { held.withLock { $0 = sent + number } }
                    let process = try mosaic.start(sync)
                    phases.append(try await kill(process, at: moment) { Array(server.requests.dropFirst(sent)) })

                    // The store opens (SQLite runs its quick check) and every saved record reads back.
                    let check = try await mosaic.run(["pokemon", "backup", "check", "--json"] + store)
                    #expect(check.status == 0, "after a kill in \(phases.last!): \(check.error)")
                    let report = try JSONDecoder().decode(BackupCheckJSON.self, from: Data(check.output.utf8))
                    #expect(report.listEntries.damaged == 0 && report.details.damaged == 0)
                    if kind == .sqlite {
                        // A page of the list is saved in one transaction: all of it or none.
                        #expect(report.listEntries.good % 100 == 0 || report.listEntries.good == count)
                    }
                }
                #expect(phases.contains(.list), "no kill landed in the list phase: \(phases)")
                #expect(phases.contains(.details), "no kill landed in the detail phase: \(phases)")
                #expect(phases.filter { $0 != .finished }.count >= 6, "too few runs were killed: \(phases)")

                held.withLock { $0 = 0 }
                let resumed = try await mosaic.run(sync + ["--json"])
                #expect(resumed.status == 0, "\(resumed.error)")
                let summary = try JSONDecoder().decode(SyncJSON.self, from: Data(resumed.output.utf8))
                #expect(summary.details.total == count)
                #expect(summary.details.fetched + summary.details.alreadySaved == count)
                #expect(summary.details.failed == 0 && summary.repaired == 0)
            }

            // Every Pokémon is saved once and reads back; nothing a kill left behind remains.
            let check = try await mosaic.run(["pokemon", "backup", "check", "--json"] + store)
            #expect(check.status == 0)
            let report = try JSONDecoder().decode(BackupCheckJSON.self, from: Data(check.output.utf8))
            #expect(report.healthy)
            #expect(report.listEntries.good == count)
            #expect(report.details.good == count)
            if kind == .files {
                let leftovers = try FileManager.default.subpathsOfDirectory(atPath: location.path)
                    .filter { $0.hasSuffix(".tmp") }
                #expect(leftovers.isEmpty)
            }
        }

        /// Kills `process` at `moment` (or lets it finish first) and says what it was doing then.
        private func kill(
            _ process: RunningProcess, at moment: KillMoment, requests: () -> [LoopbackRequest]
        ) async throws -> Phase {
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(120)
            switch moment {
            case .afterStart(let delay):
                try await Task.sleep(for: delay)
            case .afterRequest(let number, let jitter):
                while requests().count < number, process.poll() == nil, clock.now < deadline {
                    try await Task.sleep(for: .milliseconds(2))
                }
                try await Task.sleep(for: jitter)
            }
            guard process.poll() == nil else { return .finished }
            process.kill()
            let status = try await process.waitAfterKill()
            guard status == 128 + SIGKILL else { return .finished }
            guard let last = requests().last else { return .beforeAnyRequest }
            return last.path.hasSuffix("/pokemon") ? .list : .details
        }
    }
}
