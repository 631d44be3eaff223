import Foundation
import FoundationTesting
import Testing
import WebAppKitTesting

#if canImport(Glibc)
import Glibc

private let systemSend = Glibc.send
#elseif canImport(Darwin)
import Darwin

private let systemSend = Darwin.send
#endif

private let benchmarkBinary = ProcessInfo.processInfo.environment["MOSAIC_BENCHMARK_BINARY"]

/// The `serve` half of `.ci/benchmark`: a release `mosaic serve` (named by
/// `MOSAIC_BENCHMARK_BINARY`) answers a launch page, which records `launch_viewed`, as fast as
/// kept-alive connections ask; its requests per second at start are compared with the same
/// after 50,000 more views (`MOSAIC_BENCHMARK_SERVE_EVENTS`), once with analytics off and once
/// with the default adapter. Skipped unless the variable is set; it measures, and asserts only
/// that every request is answered: the script compares the rates, never a test.
@Suite("Serve benchmark", .enabled(if: benchmarkBinary != nil), .serialized)
@MainActor
struct ServeBenchmarkTests {
    private static let events = max(
        1, ProcessInfo.processInfo.environment["MOSAIC_BENCHMARK_SERVE_EVENTS"].flatMap(Int.init) ?? 50_000)
    /// Requests of one round of measuring, the rounds whose median is a figure, and the
    /// connections the requests share.
    private static let measured = 3_000
    private static let rounds = 3
    private static let connections = 4
    private static let page = "/launches/5eb87cd9ffd86e000604b32a"

    @Test func requestsPerSecondAtStartAndAfterManyEvents() async throws {
        let binary = try #require(benchmarkBinary)
        var report = "serve_events=\(Self.events)\nserve_page=\(Self.page)\n"
        for analytics in ["none", "zoogle"] {
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            let process = try RunningProcess.start(
                binary, ["serve", "--port", "0", "--store", "memory", "--analytics", analytics],
                stdout: folder.url.appending(path: "serve.out"), stderr: folder.url.appending(path: "serve.err"),
                environment: ["HOME": folder.url.path, "PATH": "/usr/bin:/bin"])
            let port = try await Self.port(printedBy: process)
            // Once, so that both measurements find everything already loaded.
            _ = try await Self.load(port: port, requests: Self.connections * 50)
            let start = try await Self.measure(port: port)
            let startMemory = Self.residentKiB(of: process.pid)
            _ = try await Self.load(port: port, requests: Self.events)
            let after = try await Self.measure(port: port)
            let afterMemory = Self.residentKiB(of: process.pid)
            process.terminate()
            #expect(try await process.wait(deadline: .seconds(60)) == 0, "\(process.errorOutput)")
            report += """
                serve_\(analytics)_start_rps=\(start)
                serve_\(analytics)_after_rps=\(after)
                serve_\(analytics)_start_kib=\(startMemory)
                serve_\(analytics)_after_kib=\(afterMemory)

                """
        }
        if let output = ProcessInfo.processInfo.environment["MOSAIC_BENCHMARK_OUTPUT"] {
            try report.write(toFile: output, atomically: true, encoding: .utf8)
        }
        print(report)
    }

    /// The median rate of ``rounds`` rounds of ``measured`` requests.
    private static func measure(port: UInt16) async throws -> Double {
        var rates: [Double] = []
        for _ in 0..<rounds { rates.append(try await load(port: port, requests: measured)) }
        return rates.sorted()[rates.count / 2]
    }

    /// `requests` GETs of the page over ``connections`` kept-alive connections, each driven by a
    /// thread of its own, as the app's own page would ask (so each records its event); the rate
    /// in requests per second.
    private static func load(port: UInt16, requests: Int) async throws -> Double {
        let request = Array(
            "GET \(page) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nSec-Fetch-Site: same-origin\r\n\r\n".utf8)
        let clock = ContinuousClock()
        let start = clock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<connections {
                let share = requests / connections + (index < requests % connections ? 1 : 0)
                group.addTask {
                    try await LoopbackConnection.onThread { try Self.ask(request, times: share, port: port) }
                }
            }
            try await group.waitForAll()
        }
        let elapsed = clock.now - start
        return Double(requests) / (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    /// Sends `request` `times` times on one connection, each after the answer to the last.
    private nonisolated static func ask(_ request: [UInt8], times: Int, port: UInt16) throws {
        let socket = try LoopbackSocket(port: port)
        defer { socket.disconnect() }
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        for _ in 0..<times {
            #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
            #else
            let flags: Int32 = 0
            #endif
            guard
                request.withUnsafeBytes({ systemSend(socket.descriptor, $0.baseAddress, $0.count, flags) })
                    == request.count
            else { throw Failure.closed }
            // The answer is whole once its head and the body its Content-Length names are in.
            while true {
                if let length = answerLength(pending) {
                    guard pending.starts(with: Array("HTTP/1.1 200".utf8)) else { throw Failure.notOK }
                    pending.removeFirst(length)
                    break
                }
                let count = recv(socket.descriptor, &chunk, chunk.count, 0)
                guard count > 0 else { throw Failure.closed }
                pending += chunk[..<count]
            }
        }
    }

    /// The length of the first whole answer in `bytes`, or `nil` while it is incomplete.
    private nonisolated static func answerLength(_ bytes: [UInt8]) -> Int? {
        let end = Array("\r\n\r\n".utf8)
        guard let headEnd = bytes.indices.dropLast(3).first(where: { bytes[$0..<$0 + 4].elementsEqual(end) }) else {
            return nil
        }
        let head = String(decoding: bytes[..<headEnd], as: UTF8.self).lowercased()
        let field = head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
        guard
            let length = field.flatMap({
                Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
            })
        else { return nil }
        return bytes.count >= headEnd + 4 + length ? headEnd + 4 + length : nil
    }

    private enum Failure: Error {
        case closed
        case notOK
    }

    private static func port(printedBy process: RunningProcess) async throws -> UInt16 {
        let prefix = "Serving Mosaic at http://127.0.0.1:"
        for _ in 0..<1_200 {
            if let line = process.output.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
                let port = UInt16(line.dropFirst(prefix.count).prefix { $0.isNumber })
            {
                return port
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Failure.closed
    }

    /// The process's resident memory in KiB (Linux's `/proc`), 0 where there is none.
    private static func residentKiB(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
