import Networking
public import Persistence

/// Backs up the detail of each id given: skips what is saved (so a run after an interruption fetches only what
/// is missing), fetches the rest at most ``concurrency`` at a time, and reports progress after each. It lives in
/// the detail module, which fetches and saves details; the composition root hands it the list module's ids.
public struct PokemonDetailSync: Sendable {
    /// Progress after each detail: how many are done (fetched, failed or skipped) of how many.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    private let service: PokemonDetailService
    private let backup: PokemonDetailBackup
    public let concurrency: Int

    public init(service: PokemonDetailService, store: any RecordStore, concurrency: Int = 8) {
        self.service = service
        self.backup = PokemonDetailBackup(store: store)
        self.concurrency = max(1, concurrency)
    }

    /// Backs up every id in `ids`, fetching again those whose saved detail is damaged. Throws before any request
    /// when the store cannot be written (`.readOnlyStore`) or cannot say what it holds; a detail that fails to
    /// fetch or save is counted in the summary and the run goes on.
    public func run(
        ids: [Int], progress: Progress = { _, _ in }
    ) async throws(PersistenceError) -> PokemonDetailSyncSummary {
        try await backup.requireWritable()
        let saved = try await backup.savedDetails()
        let damaged = Set(saved.damaged.compactMap { Int($0.key) })
        var seen = Set<Int>()
        let unique = ids.filter { seen.insert($0).inserted }
        let missing = unique.filter { !saved.ids.contains($0) }
        let summary = PokemonDetailSyncSummary(
            total: unique.count, alreadySaved: unique.count - missing.count, damaged: saved.damaged)
        progress(summary.alreadySaved, unique.count)
        // Requests run `concurrency` at a time; a task of its own saves their answers one at a time. The loop that
        // hands a finished request's slot on does nothing else: saving there made answers that landed together
        // wait for each other's saves before their slots were handed on.
        let (answers, queue) = AsyncStream.makeStream(of: (id: Int, fetched: Fetched).self)
        async let savedSummary = save(answers, into: summary, repairing: damaged, progress: progress)
        await withTaskGroup(of: (id: Int, fetched: Fetched).self) { group in
            var pending = missing.makeIterator()
            func startNext() {
                guard let id = pending.next() else { return }
                group.addTask { (id, await fetch(id)) }
            }
            for _ in 0..<concurrency { startNext() }
            for await answer in group {
                startNext()
                queue.yield(answer)
            }
        }
        queue.finish()
        var result = await savedSummary
        result.failures.sort { $0.id < $1.id }
        return result
    }

    /// Saves and counts each answer as it comes, reporting progress; one per id at most, so the ids bound the queue.
    private func save(
        _ answers: AsyncStream<(id: Int, fetched: Fetched)>, into summary: PokemonDetailSyncSummary,
        repairing damaged: Set<Int>, progress: Progress
    ) async -> PokemonDetailSyncSummary {
        var summary = summary
        var done = summary.alreadySaved
        for await (id, fetched) in answers {
            let failure: Failure?
            switch fetched {
            case .detail(let detail): failure = await save(detail, as: id)
            case .failed(let fetchFailure): failure = fetchFailure
            }
            if let failure {
                summary.failures.append(failure)
            } else if damaged.contains(id) {
                summary.repaired += 1
            } else {
                summary.fetched += 1
            }
            done += 1
            progress(done, summary.total)
        }
        return summary
    }

    private typealias Failure = PokemonDetailSyncSummary.Failure

    private enum Fetched: Sendable {
        case detail(PokemonDetail)
        case failed(Failure)
    }

    private func fetch(_ id: Int) async -> Fetched {
        do throws(NetworkingError) {
            return .detail(try await service.detail(for: .id(id)))
        } catch {
            return .failed(Failure(id: id, reason: error.description))
        }
    }

    private func save(_ detail: PokemonDetail, as id: Int) async -> Failure? {
        do {
            try await backup.save(detail)
            return nil
        } catch {
            return Failure(id: id, reason: "\(error)")
        }
    }
}
