import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

/// `mosaic serve` as a user runs it: the real binary on a port the system picks, its home page
/// fetched over loopback, then stopped with SIGTERM.
@Suite(.serialized, .processBudget)
@MainActor
struct ServeEndToEndTests {
    private let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func get(
        _ target: String, from base: URL, headers: [String: String] = [:]
    ) async throws -> LoopbackClient.Response {
        try await LoopbackClient.request("GET", target, port: UInt16(try #require(base.port)), headers: headers)
    }

    /// Runs `mosaic serve` on a free port, hands `body` its URL and process, then stops it with
    /// SIGTERM, expects exit 0 and returns the process.
    @discardableResult
    private func serving(
        _ arguments: [String] = [], analytics: String = "none", environment: [String: String] = [:],
        _ body: (_ base: URL, _ process: RunningProcess) async throws -> Void = { _, _ in }
    ) async throws -> RunningProcess {
        // Its output outlives its home, which goes when this returns: the caller reads stderr.
        let home = try TemporaryDirectory()
        let environment = ProcessInfo.processInfo.environment.merging(["HOME": home.url.path]) { $1 }
            .merging(environment) { $1 }
        let process = try MosaicRunner(in: folder.url, environment: environment, analytics: analytics)
            .start(["serve", "--port", "0", "--store", "memory"] + arguments)
        let base = try await process.servedURL()
        #expect(try await process.terminate { try await body(base, process) } == 0)
        return process
    }

    /// An event records what someone saw: it is sent while the server runs, not held until it stops, and
    /// only for requests the browser says came from the app's own pages or the user. Another site's `<img>`
    /// or link sends the same GET saying `cross-site`; another server on 127.0.0.1, `same-site`.
    @Test func eventsAreSentAsPagesAreViewedAndOnlyForTheAppsOwnRequests() async throws {
        try await serving(analytics: "console") { base, process throws in
            let launch = "/launches/5eb87cd9ffd86e000604b32a"
            // HEAD is answered as GET without the body: no one saw the page.
            let head = try await LoopbackClient.request(
                "HEAD", launch, port: UInt16(try #require(base.port)), headers: ["Sec-Fetch-Site": "same-origin"])
            #expect(head.status == 200)
            for site in ["cross-site", "same-site", nil] {
                let headers = site.map { ["Sec-Fetch-Site": $0] } ?? [:]
                #expect(try await get("/pokemon/pick/25", from: base, headers: headers).status == 303)
                #expect(try await get(launch, from: base, headers: headers).status == 200)
            }
            #expect(
                try await get("/pokemon/pick/25", from: base, headers: ["Sec-Fetch-Site": "same-origin"]).status == 303)
            #expect(try await get(launch, from: base, headers: ["Sec-Fetch-Site": "none"]).status == 200)
            let picked = await waitUntil(atMost: .seconds(20)) {
                process.errorOutput.contains("analytics: pokemon_selected id=25")
            }
            let viewed = await waitUntil(atMost: .seconds(20)) {
                process.errorOutput.contains("analytics: launch_viewed id=5eb87cd9ffd86e000604b32a")
            }
            #expect(picked && viewed, "not sent while serving: \(process.errorOutput)")
            let lines = process.errorOutput.split(separator: "\n").filter { $0.hasPrefix("analytics: ") }
            #expect(lines.count == 2, "\(lines)")
        }
    }

    /// A page whose API cannot be reached is `502 Bad Gateway`, one whose API did not answer in
    /// time `504 Gateway Timeout`, each with the page that says so, for every slice's pages.
    @Test func pagesWhoseAPIIsDownAre502AndThoseWhoseAPIIsSilentAre504() async throws {
        let pages = [
            "/pokemon", "/pokemon/25", "/launches", "/launches/5eb87cd9ffd86e000604b32a", "/dealership",
            "/dealership/a7fef0da-0e90-4e96-982d-f2340be94b97", "/products/drsss", "/guidomia",
        ]
        let apis = ["pokeapi", "spacex", "ironforge", "yoox", "guidomia"]
        func pointing(at url: URL) -> [String] {
            apis.flatMap { ["--base-url", "\($0)=\(url.absoluteString)/\($0)"] }
        }
        let down = try await LoopbackHTTPServer.stoppedURL()
        let silent = try await LoopbackHTTPServer.start { _ in .neverAnswers }
        for (server, status) in [(down, 502), (silent.baseURL, 504)] {
            // A silent server is given up on after 0.3 s a try rather than the product's 15 s.
            try await serving(pointing(at: server), environment: ["MOSAIC_REQUEST_TIMEOUT_MS": "300"]) { base, _ in
                for page in pages {
                    let answer = try await get(page, from: base)
                    #expect(answer.status == status, "\(page) against \(server)")
                    #expect(answer.body.hasPrefix("<!doctype html>") && answer.body.contains("<h1>"), "\(page)")
                }
            }
        }
        await silent.stop()
    }

    @Test func portZeroServesTheHomePageUntilSIGTERM() async throws {
        let process = try await serving { base, _ in
            #expect(base.host == "127.0.0.1")
            #expect(base.port != nil && base.port != 0)
            let home = try await get("/", from: base)
            #expect(home.status == 200)
            #expect(home.body.contains("<a href=\"/launches\">Launches</a>"))
            #expect(home.body.contains("<a href=\"/guidomia\">Guidomia</a>"))
            let cars = try await get("/guidomia?make=BMW", from: base)
            #expect(cars.body.contains("BMW 3300i"))
            let launch = try await get("/launches/6243ade2af52800c6e919255", from: base)
            #expect(launch.body.contains("<tr><th>Article</th><td>-</td></tr>"))
        }
        #expect(process.errorOutput.contains("Stopping (SIGTERM)."))
    }

    /// The signal is caught from before the line that says the server listens, so one sent the
    /// moment the line appears stops it as one sent later would.
    @Test func aSIGTERMSentAsSoonAsTheServerSaysItListensStopsIt() async throws {
        let process = try await serving()
        #expect(process.errorOutput.contains("Stopping (SIGTERM)."))
    }

    @Test func aPortInUseExits1AndABadPortIsAUsageError() async throws {
        let runner = try MosaicRunner(in: folder.url)
        try await serving { base, _ in
            let port = try #require(base.port)
            let second = try await runner.run(
                ["serve", "--port", String(port), "--store", "memory"], deadline: .seconds(60))
            #expect(second.status == 1)
            #expect(second.error.contains("error: cannot serve: port \(port) on 127.0.0.1 is already in use"))
        }
        for bad in ["65536", "-1", "80x", ""] {
            let refused = try await runner.run(["serve", "--port", bad], deadline: .seconds(60))
            #expect(refused.status == 64, "\(bad)")
            #expect(refused.error.contains("option --port takes a whole number (0...65535)"), "\(bad)")
        }
    }
}
