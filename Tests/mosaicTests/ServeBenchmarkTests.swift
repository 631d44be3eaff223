import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let benchmarkBinary = ProcessInfo.processInfo.environment["MOSAIC_BENCHMARK_BINARY"]

/// The `serve` half of `.ci/benchmark`: two release `mosaic serve` processes (`MOSAIC_BENCHMARK_BINARY`)
/// answer a launch page, which records `launch_viewed`, as fast as kept-alive connections ask. One has
/// just started, the other has answered 50,000 views first (`MOSAIC_BENCHMARK_SERVE_EVENTS`). Both are
/// measured side by side, so the machine's other load weighs on both alike, with analytics off and with
/// the default adapter. Only that every request is answered is asserted: the script compares the rates.
@Suite(
    "Serve benchmark",
    .enabled(if: benchmarkBinary != nil, "a benchmark, run by .ci/benchmark (which sets MOSAIC_BENCHMARK_BINARY)"),
    .serialized)
@MainActor
struct ServeBenchmarkTests {
    private static let events = max(
        1, ProcessInfo.processInfo.environment["MOSAIC_BENCHMARK_SERVE_EVENTS"].flatMap(Int.init) ?? 50_000)
    /// Each server's rate is the median of its rates in this many windows of ``window``.
    private static let windows = 7
    private nonisolated static let window = Duration.seconds(2)
    /// Kept-alive connections to each server, each driven by a thread of the test.
    private static let connections = 4
    private nonisolated static let page = "/launches/5eb87cd9ffd86e000604b32a"

    private struct Server {
        let process: RunningProcess
        let port: UInt16
    }

    @Test func requestsPerSecondAtStartAndAfterManyEvents() async throws {
        let binary = try #require(benchmarkBinary)
        var report = "serve_events=\(Self.events)\nserve_page=\(Self.page)\n"
        for analytics in ["none", "zoogle"] {
            let folder = try TemporaryDirectory()
            var servers: [Server] = []
            for name in ["fresh", "aged"] {
                let home = folder.url.appending(path: name)
                try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
                let process = try RunningProcess.start(
                    binary, ["serve", "--port", "0", "--store", "memory", "--analytics", analytics],
                    stdout: .file(home.appending(path: "serve.out")), stderr: .file(home.appending(path: "serve.err")),
                    environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"])
                servers.append(Server(process: process, port: UInt16(try #require(try await process.servedURL().port))))
            }
            // Once each, so that both find everything already loaded; then the views.
            for server in servers { _ = try await Self.load(server.port, requests: Self.connections * 50) }
            _ = try await Self.load(servers[1].port, requests: Self.events)
            let ticks = servers.map { Self.cpuTicks(of: $0.process.pid) }
            let (rates, answered) = try await Self.sideBySide(servers.map(\.port))
            let cpu = servers.indices.map { index in
                Self.microseconds(ticks: Self.cpuTicks(of: servers[index].process.pid) - ticks[index])
                    / Double(max(1, answered[index]))
            }
            report += """
                serve_\(analytics)_start_rps=\(rates[0])
                serve_\(analytics)_after_rps=\(rates[1])
                serve_\(analytics)_start_cpu_us=\(cpu[0])
                serve_\(analytics)_after_cpu_us=\(cpu[1])
                serve_\(analytics)_start_kib=\(Self.residentKiB(of: servers[0].process.pid))
                serve_\(analytics)_after_kib=\(Self.residentKiB(of: servers[1].process.pid))

                """
            for server in servers {
                server.process.terminate()
                #expect(try await server.process.wait(deadline: .seconds(60)) == 0, "\(server.process.errorOutput)")
            }
        }
        if let output = ProcessInfo.processInfo.environment["MOSAIC_BENCHMARK_OUTPUT"] {
            try report.write(toFile: output, atomically: true, encoding: .utf8)
        }
        print(report)
    }

    /// Every server in `ports` under the same load at once, ``windows`` times for ``window``: each one's
    /// median rate in requests per second, and how many it answered in all.
    private static func sideBySide(_ ports: [UInt16]) async throws -> (rates: [Double], answered: [Int]) {
        var rates = ports.map { _ in [Double]() }
        var answered = ports.map { _ in 0 }
        for _ in 0..<windows {
            let clock = ContinuousClock()
            let start = clock.now
            let counts = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
                for (index, port) in ports.enumerated() {
                    for _ in 0..<connections {
                        group.addTask {
                            let count = try await LoopbackConnection.onThread {
                                try Self.ask(request(port), times: .max, before: start + window, port: port)
                            }
                            return (index, count)
                        }
                    }
                }
                var counts = ports.map { _ in 0 }
                for try await (index, count) in group { counts[index] += count }
                return counts
            }
            let seconds = (clock.now - start) / .seconds(1)
            for index in ports.indices {
                rates[index].append(Double(counts[index]) / seconds)
                answered[index] += counts[index]
            }
        }
        return (rates.map { $0.sorted()[$0.count / 2] }, answered)
    }

    private static func load(_ port: UInt16, requests: Int) async throws {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<connections {
                let share = requests / connections + (index < requests % connections ? 1 : 0)
                let end = ContinuousClock.now + .seconds(3_600)
                group.addTask {
                    try await LoopbackConnection.onThread {
                        try Self.ask(request(port), times: share, before: end, port: port)
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    /// The page, asked for as the app's own pages would (so each view records its event).
    private nonisolated static func request(_ port: UInt16) -> String {
        "GET \(page) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nSec-Fetch-Site: same-origin\r\n\r\n"
    }

    /// Sends `request` on one connection, each after the last is answered, `times` times or until
    /// `deadline`; how many were answered.
    private nonisolated static func ask(
        _ request: String, times: Int, before deadline: ContinuousClock.Instant, port: UInt16
    ) throws -> Int {
        let connection = try LoopbackConnection(port: port)
        defer { connection.close() }
        var answered = 0
        while answered < times, ContinuousClock.now < deadline {
            guard connection.send(request) else { throw Failure.closed }
            let answer = connection.readUntilClosed(orUntil: LoopbackClient.isComplete)
            guard answer.text.hasPrefix("HTTP/1.1 200") else { throw Failure.notOK }
            answered += 1
        }
        return answered
    }

    private enum Failure: Error {
        case closed
        case notOK
    }

    /// The CPU time the process has used, user and system, in clock ticks (Linux's `/proc`).
    private static func cpuTicks(of pid: pid_t) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.split(separator: ")").last
        else { return 0 }
        let fields = afterName.split(separator: " ")
        // After the name: state is field 3, utime 14 and stime 15.
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    private static func microseconds(ticks: Int) -> Double {
        Double(ticks) * 1_000_000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private static func residentKiB(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
