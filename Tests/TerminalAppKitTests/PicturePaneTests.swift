import Foundation
import FoundationTesting
import ImageDecodingSystem
import ImageDecodingTesting
import LoopbackTesting
import NetworkingURLSession
import PersistenceTesting
import PictureKit
import TerminalAppKit
import TerminalKit
import Testing

@MainActor
@Suite struct PicturePaneTests {
    @Test func offlineThePaneShowsAPlaceholderAndWhy() async {
        let loader = PictureLoader(source: .offline, store: RecordingRecordStore(), decoder: SystemImageDecoder())
        let pane = PicturePane(loader: loader, fit: .aspectFit, display: .halfBlocks(.trueColor))
        pane.show(URL(string: "https://sprites.example/25.png"))
        #expect(pane.lines(columns: 40, rows: 8).map(\.plainText)[1] == "│   loading picture…   │")
        await waitUntil { pane.state != .loading }
        #expect(
            pane.lines(columns: 40, rows: 8).map(\.plainText) == [
                "╭──────────────────────╮",
                "│      no picture      │",
                "╰──────────────────────╯",
                "picture not available offline (bundled data has no pictures; try --live)",
            ])
    }

    @Test func aLoadedPictureIsDrawnInHalfBlocksAtTheSizeAsked() async throws {
        let server = try await LoopbackHTTPServer.start { _ in LoopbackResponse(body: StubSprite.png) }
        let loader = PictureLoader(
            source: .network(URLSessionHTTPClient()), store: RecordingRecordStore(), decoder: SystemImageDecoder())
        let pane = PicturePane(loader: loader, fit: .aspectFit, display: .halfBlocks(.trueColor))
        pane.show(server.baseURL.appending(path: "25.png"))
        await waitUntil { pane.state != .loading }
        await server.stop()
        // 16×16 pixels in 8 rows: one pixel a cell across, two a cell down.
        let lines = pane.lines(columns: 40, rows: 8)
        #expect(lines.count == 8)
        #expect(lines.allSatisfy { DisplayWidth.of($0.plainText) == 16 })
        let red = TextStyle.Color.rgb(red: 220, green: 30, blue: 40)
        let rowOfRed = lines[2].spans.first { $0.text.contains("▀") }
        #expect(rowOfRed?.style == TextStyle(foreground: red, background: red))
        // Resized: drawn again for the new box, smaller.
        #expect(pane.lines(columns: 8, rows: 4).count == 4)
    }

    @Test func whenPicturesAreTextThePaneDrawsNothingAndLoadsNothing() {
        let loader = PictureLoader(source: .offline, store: nil, decoder: SystemImageDecoder())
        let pane = PicturePane(loader: loader, fit: .aspectFit, display: .text)
        pane.show(URL(string: "https://sprites.example/25.png"))
        #expect(!pane.isShown)
        #expect(pane.state == .empty)
        #expect(pane.lines(columns: 40, rows: 8).isEmpty)
    }
}
