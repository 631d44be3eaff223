import Foundation
import FoundationTesting
import ImageDecodingSystem
import ImageDecodingTesting
import Networking
import NetworkingTesting
import PersistenceTesting
import PictureKit
import TerminalAppKit
import TerminalKit
import Testing

@MainActor
@Suite struct PictureThumbnailsTests {
    /// Sprites at every path but `/missing.png`, which is a 404.
    private nonisolated static func server() -> RecordingHTTPClient {
        RecordingHTTPClient { request in
            request.url.path == "/missing.png"
                ? HTTPResponse(statusCode: 404) : HTTPResponse(statusCode: 200, body: StubSprite.png)
        }
    }

    private func thumbnails(_ source: PictureLoader.Source) -> PictureThumbnails {
        let loader = PictureLoader(source: source, store: RecordingRecordStore(), decoder: SystemImageDecoder())
        return PictureThumbnails(loader: loader, fit: .aspectFillCentered, display: .halfBlocks(.trueColor))
    }

    /// Asks until the thumbnail is no longer the loading mark, within `waitUntil`'s generous limit (on one
    /// core shared with a build a load can take over a minute); the main actor stays free for the load.
    private func settled(_ thumbnails: PictureThumbnails, _ url: URL) async -> StyledLine {
        await waitUntil {
            !thumbnails.line(for: url, columns: 6).plainText.contains(PictureThumbnails.loadingMark)
        }
        return thumbnails.line(for: url, columns: 6)
    }

    @Test func aLoadedThumbnailIsOneLineOfHalfBlocksFillingItsWidth() async throws {
        let thumbnails = thumbnails(.network(Self.server()))
        let url = try #require(URL(string: "https://img.test/v1.png"))
        #expect(thumbnails.line(for: url, columns: 6).plainText == "  …   ")
        let line = await settled(thumbnails, url)
        #expect(DisplayWidth.of(line.plainText) == 6)
        // Filled and centred: the middle of the sprite, red over yellow, fills the middle cells.
        let red = TextStyle.Color.rgb(red: 220, green: 30, blue: 40)
        #expect(line.spans.contains { $0.text.contains("▀") && $0.style.foreground == red })
    }

    @Test func aFailedOrOfflineThumbnailIsOneDimMarkWithoutAReason() async throws {
        let missing = try #require(URL(string: "https://img.test/missing.png"))
        let online = await settled(thumbnails(.network(Self.server())), missing)
        let offline = await settled(thumbnails(.offline), missing)
        for line in [online, offline] {
            #expect(line == StyledLine("  ·   ", style: .dim))
        }
    }

    @Test func aURLIsFetchedOnceHoweverManyRowsAndRedrawsAskForIt() async throws {
        let server = Self.server()
        let thumbnails = thumbnails(.network(server))
        let shared = try #require(URL(string: "https://img.test/shared.png"))
        for _ in 0..<5 { _ = thumbnails.line(for: shared, columns: 6) }
        _ = await settled(thumbnails, shared)
        for columns in [6, 4, 8] { _ = thumbnails.line(for: shared, columns: columns) }
        #expect(server.requests.map(\.url) == [shared])
    }
}
