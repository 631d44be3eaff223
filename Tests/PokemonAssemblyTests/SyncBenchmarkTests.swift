import AppCompositionTesting
import Foundation
import FoundationTesting
import LoopbackTesting
import PokemonEmulator
import Testing

private let benchmarkBinary = ProcessInfo.processInfo.environment["MOSAIC_BENCHMARK_BINARY"]

/// The network half of `.ci/benchmark`: a release `mosaic` (named by `MOSAIC_BENCHMARK_BINARY`)
/// syncs the Pokédex from the project's loopback server with latency added to every answer and
/// connections kept open between requests (as PokeAPI keeps them), then lists it with that
/// server gone. Skipped unless the variable is set; it measures, and
/// asserts only that the commands succeed: the script compares the times, never a test.
@Suite(
    "Sync benchmark",
    .enabled(if: benchmarkBinary != nil, "a benchmark, run by .ci/benchmark (which sets MOSAIC_BENCHMARK_BINARY)"))
@MainActor
struct SyncBenchmarkTests {
    /// 20 ms per answer, or `MOSAIC_BENCHMARK_LATENCY_MS` (the quick mode's 1 ms only shows it works).
    private static let latency = Duration.milliseconds(
        ProcessInfo.processInfo.environment["MOSAIC_BENCHMARK_LATENCY_MS"].flatMap(Int.init) ?? 20)
    private static let concurrency = 8
    /// The sync is timed this many times, each into a new store, and the median is reported:
    /// 5, or `MOSAIC_BENCHMARK_SYNC_RUNS` (the quick mode's 1).
    private static let syncRuns = max(
        1, ProcessInfo.processInfo.environment["MOSAIC_BENCHMARK_SYNC_RUNS"].flatMap(Int.init) ?? 5)
    /// `pokemon sync` reads the list 100 entries per page, one page after another.
    private static let listPageSize = 100

    @Test func syncAgainstASlowServerThenTheListWithTheServerGone() async throws {
        let binary = try #require(benchmarkBinary)
        let directory = try TemporaryDirectory()
        func store(_ run: Int) -> [String] {
            ["--store", "sqlite:\(directory.url.appending(path: "pokedex-\(run).sqlite").path)", "--analytics", "none"]
        }

        let (sync, deadURL) = try await BundledDataServer.run(
            PokeAPIEmulator(), basePath: "api/v2", latency: Self.latency, keepAlive: true
        ) { server, base in
            var seconds: [Double] = []
            for run in 1...Self.syncRuns {
                seconds.append(
                    try await Self.time(
                        binary, home: directory.url,
                        ["pokemon", "sync", "--concurrency", "\(Self.concurrency)", "--base-url", "pokeapi=\(base)"]
                            + store(run)))
            }
            let details = server.requests.count { $0.pathAndQuery.hasPrefix("/api/v2/pokemon/") } / Self.syncRuns
            let pages = server.requests.count / Self.syncRuns - details
            return ((seconds.sorted()[seconds.count / 2], pages, details), base)
        }
        // Pages one after another count one latency each, details `concurrency` at a time.
        let limit =
            Double(sync.1 + (sync.2 + Self.concurrency - 1) / Self.concurrency)
            * Double(Self.latency.components.attoseconds)
            / 1e18
        let failover = try await Self.time(
            binary, home: directory.url, ["pokemon", "list", "--all", "--base-url", "pokeapi=\(deadURL)"] + store(1))

        let report = """
            sync_seconds=\(sync.0)
            sync_runs=\(Self.syncRuns)
            sync_limit_seconds=\(limit)
            sync_pages=\(sync.1)
            sync_details=\(sync.2)
            latency_ms=\(Self.latency.components.attoseconds / 1_000_000_000_000_000)
            concurrency=\(Self.concurrency)
            failover_seconds=\(failover)

            """
        if let output = ProcessInfo.processInfo.environment["MOSAIC_BENCHMARK_OUTPUT"] {
            try report.write(toFile: output, atomically: true, encoding: .utf8)
        }
        print(report)
    }

    /// Runs the binary with `home` as its HOME to its end (at most two minutes) and returns the
    /// wall time in seconds. It polls with `Task.sleep`: a blocking wait would hold a thread of
    /// the two-thread cooperative pool for the whole run, and every other test with it.
    private static func time(_ binary: String, home: URL, _ arguments: [String]) async throws -> Double {
        let process = Process()
        process.executableURL = URL(filePath: binary)
        process.arguments = arguments
        process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        let deadline = start + .seconds(120)
        while process.isRunning, clock.now < deadline { try await Task.sleep(for: .milliseconds(2)) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let elapsed = clock.now - start
        #expect(process.terminationStatus == 0, "mosaic \(arguments.joined(separator: " ")) failed")
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
