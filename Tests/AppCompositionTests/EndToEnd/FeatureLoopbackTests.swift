import AppComposition
import Foundation
import NetworkingOffline
import NetworkingTesting
import PersistenceTesting
import Testing

/// Every feature's commands give the same answer over real HTTP (`--base-url` to a loopback
/// server, through the URLSession adapter) as from the bundled data.
@Suite("Each feature over a loopback HTTP server matches its bundled answers")
@MainActor
struct FeatureLoopbackTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var api: BundledAPI
        var basePath: String
        var arguments: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    nonisolated static let cases: [Case] = [
        Case(api: .spacex, basePath: "v5", arguments: ["launches", "list", "--past", "--page", "3", "--json"]),
        Case(
            api: .spacex, basePath: "v5",
            arguments: ["launches", "show", "5fe3b15eb3467846b324216d", "--now", "2022-01-01T00:00:00Z", "--json"]),
        Case(api: .ironforge, basePath: "graphql", arguments: ["dealerships", "list", "--json"]),
        Case(
            api: .ironforge, basePath: "graphql",
            arguments: ["dealerships", "show", "a7fef0da-0e90-4e96-982d-f2340be94b97", "--json"]),
        Case(api: .yoox, basePath: "", arguments: ["products", "list", "drsss", "--page", "2", "--json"]),
        Case(api: .yoox, basePath: "", arguments: ["products", "show", "59011007", "--json"]),
        Case(api: .guidomia, basePath: "api", arguments: ["cars", "list", "--make", "BMW", "--json"]),
    ]

    private func run(_ arguments: [String]) async -> (Int32, CapturingConsole) {
        let console = CapturingConsole()
        let status = await Mosaic.run(
            arguments: arguments + ["--analytics", "none"],
            environment: ["HOME": "/nonexistent"],
            console: console,
            overrides: AppGraph.Overrides(store: FakeRecordStore())
        )
        return (status, console)
    }

    @Test(arguments: cases)
    func overHTTPTheAnswerIsTheBundledOne(_ testCase: Case) async throws {
        let (offlineStatus, offline) = await run(testCase.arguments)
        #expect(offlineStatus == 0)
        try await BundledDataServer.run(testCase.api, basePath: testCase.basePath) { server, base in
            let (status, live) = await run(
                testCase.arguments + ["--base-url", "\(testCase.api.rawValue)=\(base.absoluteString)"])
            #expect(status == 0, "stderr: \(live.error)")
            #expect(live.output == offline.output)
            #expect(!server.requests.isEmpty, "nothing reached the server")
        }
    }

    @Test func aServerErrorIsOneErrorLineAndExit1() async throws {
        try await BundledDataServer.run(.ironforge, basePath: "graphql", failing: { _ in .text("down", status: 503) }) {
            _, base in
            let (status, console) = await run(["dealerships", "list", "--base-url", "ironforge=\(base.absoluteString)"])
            #expect(status == 1)
            #expect(console.error.hasPrefix("error: "))
            #expect(console.error.split(separator: "\n").count == 1)
        }
    }
}
