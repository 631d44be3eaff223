import Foundation
import ImageDecoding
import ImageDecodingSystem
import ImageDecodingTesting
import LoopbackTesting
import NetworkingURLSession
import Persistence
import PersistenceTesting
import PictureKit
import Testing

@Suite(.timeLimit(.minutes(5))) struct PictureLoaderTests {
    /// Serves the test sprite at `/sprite.png`, an HTML page at `/page.png`, and 404 for anything else.
    private static func handler(_ request: LoopbackRequest) async -> LoopbackResponse {
        switch request.path {
        case "/sprite.png": LoopbackResponse(headers: ["Content-Type": "image/png"], body: StubSprite.png)
        case "/page.png": .text("<html>Moved</html>")
        default: .text("Not Found", status: 404)
        }
    }

    private func loader(
        _ server: LoopbackHTTPServer, store: RecordingRecordStore, limits: PictureLimits = .standard
    ) -> PictureLoader {
        // A timeout no starved machine reaches: these tests check what is fetched, not how fast.
        let client = URLSessionHTTPClient(configuration: .init(requestTimeout: .seconds(600), retryPolicy: .never))
        return PictureLoader(
            source: .network(client), store: store, decoder: SystemImageDecoder(), limits: limits)
    }

    @Test func aPictureIsFetchedOnceThenServedFromTheStoreEvenByAnotherLoader() async throws {
        try await LoopbackHTTPServer.run(handler: Self.handler) { server in
            let store = RecordingRecordStore()
            let url = server.baseURL.appending(path: "sprite.png")
            let first = try await loader(server, store: store).picture(at: url)
            #expect(first.rgba == StubSprite.rgba)
            _ = try await loader(server, store: store).picture(at: url)
            #expect(server.requests.map(\.path) == ["/sprite.png"])
        }
    }

    @Test func offlineAPictureTheStoreHoldsIsShownAndAnyOtherIsNotAvailable() async throws {
        let store = RecordingRecordStore()
        let url = try #require(URL(string: "https://sprites.example/25.png"))
        let offline = PictureLoader(source: .offline, store: store, decoder: SystemImageDecoder())
        await #expect(throws: PictureFailure.notAvailableOffline) { try await offline.picture(at: url) }
        #expect(
            PictureFailure.notAvailableOffline.description
                == "picture not available offline (bundled data has no pictures; try --live)")

        try await LoopbackHTTPServer.run(handler: Self.handler) { server in
            let seen = server.baseURL.appending(path: "sprite.png")
            _ = try await loader(server, store: store).picture(at: seen)
            let later = PictureLoader(source: .offline, store: store, decoder: SystemImageDecoder())
            #expect(try await later.picture(at: seen).rgba == StubSprite.rgba)
        }
    }

    @Test func aFileIsCheckedSavedAndThenServedOfflineAsItCame() async throws {
        let store = RecordingRecordStore()
        try await LoopbackHTTPServer.run(handler: Self.handler) { server in
            let url = server.baseURL.appending(path: "sprite.png")
            let fetched = try await loader(server, store: store).file(at: url)
            #expect(fetched == StubSprite.png)
            await #expect(throws: PictureFailure.undecodable(.unsupportedFormat(supported: ["PNG", "JPEG"]))) {
                try await loader(server, store: store).file(at: server.baseURL.appending(path: "page.png"))
            }
            let offline = PictureLoader(source: .offline, store: store, decoder: SystemImageDecoder())
            let saved = try await offline.file(at: url)
            #expect(saved == StubSprite.png)
            #expect(server.requests.map(\.path) == ["/sprite.png", "/page.png"])
        }
    }

    @Test func aFailedPictureSaysWhyAndIsNotSaved() async throws {
        try await LoopbackHTTPServer.run(handler: Self.handler) { server in
            let store = RecordingRecordStore()
            let bytes = StubSprite.png.count
            let limits = PictureLimits(maximumBytes: bytes - 1, maximumPixels: 16 * 16)
            let loader = loader(server, store: store, limits: limits)
            await #expect(throws: PictureFailure.httpStatus(404)) {
                try await loader.picture(at: server.baseURL.appending(path: "missing.png"))
            }
            await #expect(throws: PictureFailure.undecodable(.unsupportedFormat(supported: ["PNG", "JPEG"]))) {
                try await loader.picture(at: server.baseURL.appending(path: "page.png"))
            }
            await #expect(throws: PictureFailure.tooLarge(bytes: bytes, maximum: bytes - 1)) {
                try await loader.picture(at: server.baseURL.appending(path: "sprite.png"))
            }
            let small = PictureLimits(maximumBytes: bytes, maximumPixels: 100)
            await #expect(throws: PictureFailure.undecodable(.tooManyPixels(width: 16, height: 16, maximum: 100))) {
                try await self.loader(server, store: store, limits: small)
                    .picture(at: server.baseURL.appending(path: "sprite.png"))
            }
            let saved = try await store.loadAllEncoded(in: RecordCollection("pictures"))
            #expect(saved.isEmpty)
            #expect(PictureFailure.httpStatus(404).description == "picture not shown: the server answered HTTP 404")
            #expect(
                PictureFailure.undecodable(.unsupportedFormat(supported: ["PNG", "JPEG"])).description
                    == "picture not shown: not a PNG or JPEG image")
        }
    }
}
