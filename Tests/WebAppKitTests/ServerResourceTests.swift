import DescriptorKit
import Foundation
import LoopbackTesting
import Synchronization
import Testing

@testable import HTTPServerKit
@testable import WebAppKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server within its process's limits: the descriptors it may hold, and the threads it may not get.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ServerResourceTests {
    private static let hello = WebRoute(.get, "/hello") { _ in .text("hello", status: 200) }

    @Test func theConnectionLimitLeavesAReserveOfTheDescriptorLimit() {
        let reserve = DescriptorBudget.reserve
        #expect(DescriptorBudget.connectionLimit(maximum: 128, descriptorLimit: 64, inUse: 10) == 54 - reserve)
        #expect(DescriptorBudget.connectionLimit(maximum: 128, descriptorLimit: 1_048_576, inUse: 10) == 128)
        // Even when the reserve takes everything, the server answers someone.
        #expect(DescriptorBudget.connectionLimit(maximum: 128, descriptorLimit: 20, inUse: 10) == 1)
    }

    @Test func startingRaisesTheSoftDescriptorLimitToTheHardOne() async throws {
        var limits = Self.descriptorLimits()
        let hard = limits.rlim_max
        limits.rlim_cur = min(hard / 2, 4_096)
        try #require(setrlimit(Self.descriptors, &limits) == 0)
        #if canImport(Glibc)
        let raised = hard
        #elseif canImport(Darwin)
        let raised = min(hard, rlim_t(OPEN_MAX))
        #endif
        try await withServer([Self.hello]) { server in
            #expect(Self.descriptorLimits().rlim_cur == raised)
            #expect(server.connectionLimit == 128)
        }
    }

    @Test func aConnectionWhoseThreadCannotStartIsRefusedAndLeavesNothingBehind() async throws {
        // The acceptor's thread starts; no connection's does, as under a thread limit.
        let started = Atomic(0)
        let startThread: ServerThread.Start = { body throws(SystemError) in
            guard started.add(1, ordering: .relaxed).newValue == 1 else {
                throw SystemError(call: "pthread_create", code: EAGAIN)
            }
            try ServerThread.start(body)
        }
        let server = WebServer(routes: [Self.hello], startThread: startThread)
        try server.start()
        let port = server.port
        for attempt in 0..<3 {
            let closed = try await exchange(
                "GET /hello HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", port: port)
            #expect(!closed.timedOut, "the server kept a connection it had no thread for (\(attempt))")
            #expect(closed.statuses == [503], "\(closed.text.prefix(200))")
        }
        // An entry no thread owns would hold stopping up for its whole bound.
        let took = await ContinuousClock().measure { await server.stop() }
        #expect(took < .seconds(1), "stopping took \(took)")
    }

    #if canImport(Glibc)
    private static let descriptors = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #elseif canImport(Darwin)
    private static let descriptors = RLIMIT_NOFILE
    #endif

    private static func descriptorLimits() -> rlimit {
        var limits = rlimit()
        getrlimit(descriptors, &limits)
        return limits
    }
}
