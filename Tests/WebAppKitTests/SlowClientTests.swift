import Foundation
import FoundationTesting
import HTTPServerKit
import LoopbackTesting
import Synchronization
import Testing
import WebAppKit

/// Clients holding connections without finishing a request (one trickling its head, a table full of
/// them or of requests being answered): every client is 127.0.0.1, so none may lock anyone else out.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SlowClientTests {
    private static let hello = WebRoute(.get, "/hello") { _ in .text("hello", status: 200) }

    @Test func aHeadTrickledInAByteAtATimeGets408AtTheDeadline() async throws {
        try await withServer([Self.hello], HTTPServerConfiguration(requestSeconds: 1)) { server in
            let port = server.port
            let closed = try await LoopbackConnection.onThread {
                let connection = try LoopbackConnection(port: port)
                defer { connection.close() }
                connection.send("GET /hello HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ")
                // A byte every 100 ms, never ending the head, 20 s at most: never idle, only a head deadline ends it.
                for _ in 0..<200 {
                    guard !connection.hasSomethingToRead(within: .milliseconds(100)) else { break }
                    guard connection.send("a") else { break }
                }
                return connection.readUntilClosed()
            }
            #expect(closed.statuses == [408], "\(closed.text)")
        }
    }

    @Test func aFullTableMakesRoomForANewcomerByClosingTheLongestWaiting() async throws {
        // The deadline is far off, so only eviction can free a slot.
        let configuration = HTTPServerConfiguration(connectionLimit: 4, requestSeconds: 300)
        try await withServer([Self.hello], configuration) { server in
            let port = server.port
            // Four connections that began a request and never finish it: the whole table.
            var holders: [LoopbackConnection] = []
            for _ in 0..<4 {
                let holder = try LoopbackConnection(port: port)
                holder.send("GET /hello HTTP/1.1\r\n")
                holders.append(holder)
                try await Task.sleep(for: .milliseconds(20))
            }
            defer { holders.forEach { $0.close() } }
            for round in 0..<3 {
                let answer = try await LoopbackClient.request("GET", "/hello", port: port)
                #expect(answer.status == 200, "round \(round)")
            }
            // The newcomers took the places of the oldest holders, which were closed unanswered.
            let first = holders[0]
            let closed = try await LoopbackConnection.onThread { first.readUntilClosed() }
            #expect(!closed.timedOut && closed.text.isEmpty)
        }
    }

    @Test func clientsThatPipelineRequestsAndNeverReadDoNotLockOutANormalClient() async throws {
        let hogs = 8
        // The answer deadline is far off, so only eviction can free a slot.
        let configuration = HTTPServerConfiguration(connectionLimit: hogs, requestSeconds: 300, answerSeconds: 300)
        try await withServer([Self.hello, LargeAnswer.route], configuration) { server in
            let port = server.port
            let holders = try Self.pipelineLargeRequests(on: hogs, port: port)
            defer { holders.forEach { $0.close() } }
            // Each answer exceeds the socket buffers: once its first bytes arrive, it waits on a client not reading.
            try await Self.waitUntilAnswering(holders)
            for round in 0..<3 {
                let answer = try await LoopbackClient.request("GET", "/hello", port: port)
                #expect(answer.status == 200, "round \(round)")
            }
        }
    }

    @Test func stoppingEndsWithinItsBoundWhateverTheClientsAndHandlersDo() async throws {
        let configuration = HTTPServerConfiguration(
            connectionLimit: 8, requestSeconds: 300, answerSeconds: 300, stopSeconds: 1)
        let gate = Gate()
        let stuck = WebRoute(.get, "/stuck") { _ in
            await gate.wait()
            return .text("late", status: 200)
        }
        let server = WebServer(routes: [LargeAnswer.route, stuck], configuration: configuration)
        try server.start()
        let port = server.port
        let holders = try Self.pipelineLargeRequests(on: 4, port: port)
        defer { holders.forEach { $0.close() } }
        let waiting = try LoopbackConnection(port: port)
        defer { waiting.close() }
        waiting.send("GET /stuck HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        try await Self.waitUntilAnswering(holders)
        await gate.waitForWaiters(1)
        let took = await ContinuousClock().measure { await server.stop() }
        gate.open()
        // One second to let answers finish, one for the threads to end after being shut down.
        #expect(took < .seconds(3), "stopping took \(took)")
    }

    @Test func connectionsBeingAnsweredAreNeverEvictedAndANewcomerIsToldToRetry() async throws {
        let gate = Gate()
        let slow = WebRoute(.get, "/slow") { _ in
            await gate.wait()
            return .text("slow", status: 200)
        }
        try await withServer([slow, Self.hello], HTTPServerConfiguration(connectionLimit: 2)) { server in
            let port = server.port
            // They wait for the gate, however long the test takes to open it.
            async let first = LoopbackClient.request("GET", "/slow", port: port, timeoutSeconds: 50)
            async let second = LoopbackClient.request("GET", "/slow", port: port, timeoutSeconds: 50)
            await gate.waitForWaiters(2)
            let refused = try await LoopbackClient.request("GET", "/hello", port: port)
            #expect(refused.status == 503)
            #expect(refused.headers["retry-after"] == "1")
            gate.open()
            #expect(try await first.status == 200)
            #expect(try await second.status == 200)
        }
    }
}

extension SlowClientTests {
    /// `count` connections that each send eight requests for a large answer at once, and never read.
    fileprivate static func pipelineLargeRequests(on count: Int, port: UInt16) throws -> [LoopbackConnection] {
        let request = "GET \(LargeAnswer.path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        return try (0..<count).map { _ in
            let connection = try LoopbackConnection(port: port)
            connection.send(String(repeating: request, count: 8))
            return connection
        }
    }

    /// Returns once the server writes to each of `holders` (20 s at most), then a moment more for the buffers to fill.
    fileprivate static func waitUntilAnswering(_ holders: [LoopbackConnection]) async throws {
        let answering = try await LoopbackConnection.onThread {
            holders.allSatisfy { $0.hasSomethingToRead(within: .seconds(20)) }
        }
        #expect(answering, "the server never began the large answers")
        try await Task.sleep(for: .milliseconds(100))
    }
}

/// A route whose answer (8 MB) is more than a socket's buffers hold on Linux (4 MB to send at
/// most, `tcp_wmem`, and what the peer receives) or Darwin.
enum LargeAnswer {
    static let path = "/large"

    static let route = WebRoute(.get, path) { _ in .text(String(repeating: "x", count: 8 << 20), status: 200) }
}

/// Handlers wait at it until the test opens it.
final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        var arrived = 0
    }

    private let state = Mutex(State())

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                state.arrived += 1
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    /// Returns once `count` handlers are waiting, or after 20 s.
    func waitForWaiters(_ count: Int) async {
        let arrived = await waitUntil(atMost: .seconds(20)) { state.withLock { $0.arrived } >= count }
        #expect(arrived, "the handlers never started")
    }
}
