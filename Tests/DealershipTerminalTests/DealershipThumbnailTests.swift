import DealershipFeature
import DealershipTerminal
import DealershipTesting
import FeatureFlagsTesting
import Foundation
import ImageDecodingSystem
import ImageDecodingTesting
import Networking
import NetworkingTesting
import PictureKit
import TerminalAppKit
import TerminalAppKitTesting
import TerminalKit
import Testing

@Suite("Vehicle thumbnails on the interactive dealership detail")
@MainActor
struct DealershipThumbnailTests {
    /// Thirty vehicles, more than a screen holds: the first's picture is a 404; the next two share one.
    private nonisolated static func ironForge() -> DealershipClient {
        let vehicles = (0..<30).map { index in
            let (name, picture) =
                switch index {
                case 0: ("A broken", "missing")
                case 1, 2: ("B shared \(index)", "shared")
                default: (String(format: "C vehicle %02d", index), "v\(index)")
                }
            return Vehicle.stub("v\(index)", name, type: ("rv", "RV"), cents: 10000, picture: picture)
        }
        let summary = DealershipSummary(
            id: "d1", name: "RV Kingdom", address: "3330 Fake St", logoURL: URL(string: "https://img.test/logo.png")!)
        return .stub(
            dealerships: { [summary] }, dealership: { _ in Dealership(summary: summary, vehicles: vehicles) })
    }

    private nonisolated static func pictureServer() -> RecordingHTTPClient {
        RecordingHTTPClient { request in
            request.url.path == "/missing.png"
                ? HTTPResponse(statusCode: 404) : HTTPResponse(statusCode: 200, body: StubSprite.png)
        }
    }

    private func makeApp(pictures: RecordingHTTPClient) -> AppDriver {
        let viewModel = DealershipDetailViewModel(
            dealershipID: "d1", client: Self.ironForge(), flags: StubFeatureFlags(),
            events: RecordingDealershipEventSink())
        let loader = PictureLoader(source: .network(pictures), store: nil, decoder: SystemImageDecoder())
        let thumbnails = PictureThumbnails(
            loader: loader, fit: DealershipDetailScreen.logoFit, display: .halfBlocks(.trueColor))
        return AppDriver(root: DealershipDetailScreen(viewModel: viewModel, thumbnails: thumbnails))
    }

    private func row(_ name: String, in app: AppDriver) -> String? {
        app.screen.first { $0.contains(name) }
    }

    @Test func visibleRowsGetTheirThumbnailOnceLoadedAndOnlyThoseAreFetched() async {
        let pictures = Self.pictureServer()
        let app = makeApp(pictures: pictures)
        #expect(await app.waitUntil { row("C vehicle 03", in: app)?.contains("▀") == true })
        #expect(await app.waitUntil { row("A broken", in: app)?.contains("·") == true })
        let broken = row("A broken", in: app) ?? ""
        #expect(
            broken.contains("$100.00") && broken.contains("img.example/missing.png"), "a failed picture hides nothing")
        #expect(!app.screen.contains { $0.contains("picture not shown") }, "nor adds a warning line")
        let fetched = pictures.requests.map(\.url.lastPathComponent)
        #expect(!fetched.contains("v29.png"), "a row off screen loads nothing")
        #expect(fetched.filter { $0 == "shared.png" }.count == 1)
        #expect(Set(fetched).count == fetched.count, "each picture is fetched once")
        app.press(.end)
        #expect(await app.waitUntil { row("C vehicle 29", in: app)?.contains("▀") == true })
    }

    @Test func aNarrowScreenKeepsItsColumnsForTheTableAndLoadsNoThumbnail() async {
        let pictures = Self.pictureServer()
        var app = makeApp(pictures: pictures)
        app.size = TerminalSize(columns: 50, rows: 24)
        #expect(await app.waitForText("A broken"))
        #expect(row("A broken", in: app)?.hasPrefix("› A broken") == true)
        #expect(pictures.requests.isEmpty)
    }
}
