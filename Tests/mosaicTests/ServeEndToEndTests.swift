import Foundation
import FoundationTesting
import Testing
import WebAppKitTesting

/// `mosaic serve` as a user runs it: the real binary on a port the system picks, its home page
/// fetched over loopback, then stopped with SIGTERM.
@Suite(.serialized, .processBudget)
@MainActor
struct ServeEndToEndTests {
    private func mosaic() throws -> (MosaicRunner, TemporaryDirectory) {
        let binary = try #require(MosaicBinary.url, "the mosaic executable was not found next to the tests").path
        let folder = try TemporaryDirectory()
        return (MosaicRunner(binary: binary, folder: folder.url), folder)
    }

    /// The URL the server printed, waiting for it at most `deadline`.
    private func url(printedBy process: RunningProcess, deadline: Duration = .seconds(60)) async throws -> URL {
        let clock = ContinuousClock()
        let end = clock.now + deadline
        let prefix = "Serving Mosaic at "
        while clock.now < end {
            if let line = process.output.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) {
                return try #require(URL(string: String(line.dropFirst(prefix.count))))
            }
            if process.poll() != nil { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        process.kill()
        _ = try? await process.waitAfterKill()
        Issue.record("no URL printed; stderr: \(process.errorOutput)")
        throw CancellationError()
    }

    /// GETs `target` from the server at `base`, as a browser would address it.
    private func get(_ target: String, from base: URL) async throws -> LoopbackClient.Response {
        try await LoopbackClient.request("GET", target, port: UInt16(try #require(base.port)))
    }

    @Test func portZeroServesTheHomePageUntilSIGTERM() async throws {
        let (runner, folder) = try mosaic()
        defer { folder.remove() }
        let process = try runner.start(["serve", "--port", "0", "--store", "memory"])
        let base = try await url(printedBy: process)
        #expect(base.host == "127.0.0.1")
        #expect(base.port != nil && base.port != 0)
        do {
            let home = try await get("/", from: base)
            #expect(home.status == 200)
            #expect(home.body.contains("<a href=\"/launches\">Launches</a>"))
            #expect(home.body.contains("<a href=\"/guidomia\">Guidomia</a>"))
            let cars = try await get("/guidomia?make=BMW", from: base)
            #expect(cars.body.contains("BMW 3300i"))
            let launch = try await get("/launches/6243ade2af52800c6e919255", from: base)
            #expect(launch.body.contains("<tr><th>Article</th><td>-</td></tr>"))
        } catch {
            process.kill()
            _ = try? await process.waitAfterKill()
            throw error
        }
        process.terminate()
        #expect(try await process.wait(deadline: .seconds(30)) == 0)
        #expect(process.errorOutput.contains("Stopping (SIGTERM)."))
    }

    @Test func aPortInUseExits1AndABadPortIsAUsageError() async throws {
        let (runner, folder) = try mosaic()
        defer { folder.remove() }
        let first = try runner.start(["serve", "--port", "0", "--store", "memory"])
        let base = try await url(printedBy: first)
        let port = try #require(base.port)
        let second = try await runner.run(
            ["serve", "--port", String(port), "--store", "memory"], deadline: .seconds(60))
        first.terminate()
        _ = try await first.wait(deadline: .seconds(30))
        #expect(second.status == 1)
        #expect(second.error.contains("error: cannot serve: port \(port) on 127.0.0.1 is already in use"))
        for bad in ["65536", "-1", "80x", ""] {
            let refused = try await runner.run(["serve", "--port", bad], deadline: .seconds(60))
            #expect(refused.status == 64, "\(bad)")
            #expect(refused.error.contains("option --port takes a whole number (0...65535)"), "\(bad)")
        }
    }
}
