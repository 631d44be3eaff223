import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// Every API's commands against every ``HostileMode`` of a loopback server, through the real
/// `mosaic` binary: each must exit 1 with one `error:` line that names the real cause, end
/// within the test's time limit, and (against the hostile bodies) stay under 200 MiB.
@Suite(.serialized, .processBudget)
struct HostileServerEndToEndTests {
    struct APICommand: Sendable, CustomTestStringConvertible {
        var api: String
        var arguments: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let commands: [APICommand] = [
        APICommand(api: "pokeapi", arguments: ["pokemon", "list"]),
        APICommand(api: "pokeapi", arguments: ["pokemon", "show", "25"]),
        APICommand(api: "pokeapi", arguments: ["pokemon", "sync"]),
        APICommand(api: "spacex", arguments: ["launches", "list"]),
        APICommand(api: "spacex", arguments: ["launches", "show", "5eb87d42ffd86e000604b384"]),
        APICommand(api: "ironforge", arguments: ["dealership", "list"]),
        APICommand(api: "ironforge", arguments: ["dealership", "show", "a7fef0da-0e90-4e96-982d-f2340be94b97"]),
        APICommand(api: "yoox", arguments: ["products", "list", "drsss"]),
        APICommand(api: "yoox", arguments: ["products", "show", "59011007"]),
        APICommand(api: "guidomia", arguments: ["guidomia", "list"]),
    ]

    static let peakMemoryLimit = 200 * 1_024 * 1_024

    /// What the error line must say for `mode`: the cause, in the words a user acts on.
    static func expectedCause(of mode: HostileMode) -> [String] {
        switch mode {
        case .truncatedBody: ["closed before the response was complete"]
        case .wrongTypes: ["unexpected response", "malformed response"]
        case .htmlWith200, .noContent: ["not valid JSON"]
        case .redirectLoop: ["redirected more than 5 times"]
        case .serverError: ["answered HTTP 500"]
        case .tooManyRequests: ["answered HTTP 429"]
        case .slowDrip, .neverAnswers: ["did not answer in time"]
        case .resetMidBody: ["closed before the response was complete", "reset"]
        case .gzipGarbage: ["cannot be decompressed"]
        case .decompressionBomb, .hugeAnnouncedBody, .hugeUnannouncedBody:
            ["answered more than 4 MB; Mosaic stops reading there"]
        case .notHTTP: ["does not start with an HTTP status line", "not valid HTTP"]
        }
    }

    /// Within a mode, the commands run two at a time, each with its own store and home, so a stalling mode
    /// costs five request timeouts rather than ten.
    @Test(arguments: HostileMode.allCases)
    func everyCommandFailsWithTheCause(_ mode: HostileMode) async throws {
        let home = try TemporaryDirectory()
        let stalls = mode == .slowDrip || mode == .neverAnswers
        // Made now, not by the server's first answer: a bomb takes a moment to make in a debug build.
        _ = mode.response(to: LoopbackRequest(method: "GET", pathAndQuery: "/"))
        try await LoopbackHTTPServer.run(handler: { mode.response(to: $0) }) { server in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, command) in Self.commands.enumerated() {
                    // At most `ProcessBudget.slots` at once: the budget assumes a test keeps that
                    // many processes busy, and more starve the rest of the suite on one core.
                    if index >= ProcessBudget.slots { try await group.next() }
                    let folder = home.url.appending(path: "\(index)", directoryHint: .isDirectory)
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    group.addTask {
                        // A stalling server is given up on after 1.5 s rather than the product's 15 s;
                        // any other mode gets 60 s, so a slow machine never turns its failure into a timeout.
                        let outcome = try await MeasuredProcess.mosaic(
                            command.arguments, api: command.api, at: server.baseURL, in: folder,
                            environment: ["MOSAIC_REQUEST_TIMEOUT_MS": stalls ? "1500" : "60000"],
                            deadline: .seconds(120))
                        Self.expect(outcome, of: "\(command.testDescription) against \(mode)", mode: mode)
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    private static func expect(_ outcome: MeasuredProcess.Outcome, of label: String, mode: HostileMode) {
        #expect(!outcome.timedOut, "\(label) did not end")
        #expect(outcome.status == 1, "\(label) exited \(outcome.status): \(outcome.errorOutput)")
        let lines = outcome.errorOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "\(label) wrote \(lines.count) lines: \(outcome.errorOutput)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("error: "), "\(label): \(line)")
        #expect(expectedCause(of: mode).contains { line.contains($0) }, "\(label) does not name the cause: \(line)")
        if HostileMode.hostileBodies.contains(mode) {
            #expect(outcome.peakMemory < peakMemoryLimit, "\(label) peaked at \(outcome.peakMemory / 1_048_576) MiB")
        }
    }
}
