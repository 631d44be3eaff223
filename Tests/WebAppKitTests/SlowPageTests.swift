import Foundation
import FoundationTesting
import LoopbackTesting
import Synchronization
import Testing
import WebAppKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One page that takes long to compute holds up no other page.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SlowPageTests {
    @Test func aPageBusyComputingDoesNotHoldUpAnother() async throws {
        let started = Atomic(false)
        let otherAnswered = Atomic(false)
        let routes = [
            // Busy without ever suspending, as rendering a large page is, for 40 s at most: it
            // ends early only if the other page is answered meanwhile.
            WebRoute(.get, "/busy") { _ in
                started.store(true, ordering: .relaxed)
                for _ in 0..<40_000 {
                    guard !otherAnswered.load(ordering: .relaxed) else { break }
                    usleep(1_000)
                }
                return .text(otherAnswered.load(ordering: .relaxed) ? "overtaken" : "alone", status: 200)
            },
            WebRoute(.get, "/quick") { _ in
                otherAnswered.store(true, ordering: .relaxed)
                return .text("quick", status: 200)
            },
        ]
        try await withServer(routes) { server in
            let port = server.port
            async let busy = LoopbackClient.request("GET", "/busy", port: port, timeoutSeconds: 50)
            await waitUntil(atMost: .seconds(20)) { started.load(ordering: .relaxed) }
            let quick = try await LoopbackClient.request("GET", "/quick", port: port)
            #expect(quick.status == 200)
            #expect(try await busy.body == "overtaken\n", "the quick page waited for the busy one")
        }
    }
}
