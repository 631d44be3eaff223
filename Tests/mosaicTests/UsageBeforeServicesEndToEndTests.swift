import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

extension CommandLineProcessTests {
    /// A command line with a usage error and a flag service: the run refuses it before it contacts the
    /// service, writes the installation id or creates any folder.
    @Suite("Nothing happens before the command line is valid", .serialized, .timeLimit(.minutes(10)))
    @MainActor
    struct UsageBeforeServicesEndToEndTests {
        /// Usage errors in a global option, a command's option or positional, found by the parser or the command.
        nonisolated static let usageErrors: [[String]] = [
            ["pokemon", "list", "--offset", "x"],
            ["pokemon", "show", "+25"],
            ["pokemon", "list", "--all", "--offset", "20"],
            ["products", "list", "nosuchdept"],
            ["products", "show", "!"],
            ["launches", "show", "nothex"],
            ["launches", "list", "--page", "0"],
            ["launches", "list", "--upcoming", "--past"],
            ["dealership", "show"],
            ["guidomia", "list", "--bogus"],
            ["config", "extra"],
            ["flags", "--now", "yesterday"],
            ["launches", "list", "--offline-latency", "-5"],
            ["pokemon", "list", "--store", "floppy"],
            ["pokemon", "list", "--flag", "no.such.flag=on"],
            ["pokemon", "list", "--limit"],
            ["pokemon", "list", "--base-url", "pokeapi=http://[zz]:1"],
            ["pokemon", "list", "--now", "2024-02-30T00:00:00Z"],
        ]

        private let folder: TemporaryDirectory
        /// The runs' home, inside the test's folder and not made: a refused command line must not make it.
        private var state: URL { folder.url.appending(path: "home") }

        init() throws {
            folder = try TemporaryDirectory()
        }

        private func mosaic(
            _ arguments: [String], service: URL
        ) async throws -> (status: Int32, output: String, error: String) {
            let mosaic = try MosaicRunner(
                in: folder.url, environment: MosaicBinary.environment(home: state), analytics: "console")
            let service = ["--flags-service", service.absoluteString]
            return try await mosaic.run(arguments + service, deadline: .seconds(60))
        }

        @Test(arguments: usageErrors)
        func aUsageErrorContactsNothingAndWritesNothing(_ arguments: [String]) async throws {
            let server = try await LoopbackHTTPServer.start { _ in .json(#"{"flags": []}"#) }
            let run = try await mosaic(arguments, service: server.baseURL)
            let requests = server.requests.count
            await server.stop()
            #expect(run.status == 64, "\(arguments): \(run.error)")
            #expect(run.error.hasPrefix("error: ") && run.error.filter { $0 == "\n" }.count == 1, "\(run.error)")
            #expect(requests == 0, "\(arguments) asked the flag service")
            #expect(!FileManager.default.fileExists(atPath: state.path), "\(arguments) created \(state.path)")
        }

        /// Without the usage error the run asks the service and keeps an id, so the test above would see them.
        @Test func aValidCommandLineAsksTheServiceAndKeepsTheInstallationID() async throws {
            let server = try await LoopbackHTTPServer.start { _ in .json(#"{"flags": []}"#) }
            let run = try await mosaic(
                ["pokemon", "list", "--offset", "0", "--store", "memory"], service: server.baseURL)
            let requests = server.requests.count
            await server.stop()
            #expect(run.status == 0, "\(run.error)")
            #expect(requests == 1)
            #expect(
                FileManager.default.fileExists(
                    atPath: state.appendingPathComponent("mosaic/installation-id").path))
        }
    }
}
