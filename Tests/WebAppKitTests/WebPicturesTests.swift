import Foundation
import Synchronization
import Testing
import WebAppKit

private let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]

/// The URLs the loader was asked for, and a loader with a PNG at `/ok.png`, a page at `/page.png`.
private final class Fetches: Sendable {
    let asked = Mutex<[URL]>([])
    var load: WebPictures.Load {
        { url in
            self.asked.withLock { $0.append(url) }
            switch url.path {
            case "/ok.png": return png
            case "/page.png": return Array("<html>".utf8)
            default: return nil
            }
        }
    }
}

/// The picture route serves only what a page registered: no request names a URL to fetch.
@Suite @MainActor struct WebPicturesTests {
    private func get(_ pictures: WebPictures, _ path: String) async -> WebResponse {
        await WebRouter([pictures.route]).respond(to: WebRequest(method: .get, path: path))
    }

    @Test func aRegisteredPictureIsServedWithTheTypeItsBytesName() async throws {
        let fetches = Fetches()
        let pictures = WebPictures(prefix: "/x/pictures", load: fetches.load)
        let source = try #require(URL(string: "https://img.example/ok.png"))
        let path = pictures.path(for: source)
        #expect(path == "/x/pictures/p1")
        #expect(pictures.path(for: source) == path, "the same source keeps its path")
        let response = await get(pictures, path)
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "image/png")
        #expect(response.body == png)
        #expect(fetches.asked.withLock { $0 } == [source])
    }

    @Test func unknownKeysAndURLsInThePathAre404AndFetchNothing() async throws {
        let fetches = Fetches()
        let pictures = WebPictures(prefix: "/x/pictures", load: fetches.load)
        _ = pictures.path(for: try #require(URL(string: "https://img.example/ok.png")))
        for path in [
            "/x/pictures/p2", "/x/pictures/https://img.example/ok.png", "/x/pictures/https:%2F%2Fevil.example%2Fa.png",
            "/x/pictures/http:", "/x/pictures/",
        ] {
            #expect(await get(pictures, path).status == 404, "\(path)")
        }
        #expect(fetches.asked.withLock { $0 }.isEmpty)
    }

    @Test func whatIsNotAPictureOrCannotBeHadIsThePlaceholder() async throws {
        let pictures = WebPictures(prefix: "/x/pictures", load: Fetches().load)
        for source in ["https://img.example/page.png", "https://img.example/offline.png"] {
            let response = await get(pictures, pictures.path(for: try #require(URL(string: source))))
            #expect(response.status == 200)
            #expect(response.headers["Content-Type"] == "image/svg+xml")
            #expect(response.text.hasPrefix("<svg"))
        }
    }

    @Test func theOldestPicturesAreForgottenPastTheCapacity() async throws {
        let pictures = WebPictures(prefix: "/x/pictures", load: Fetches().load)
        for index in 0...WebPictures.capacity {
            _ = pictures.path(for: try #require(URL(string: "https://img.example/\(index).png")))
        }
        #expect(await get(pictures, "/x/pictures/p1").status == 404)
        #expect(await get(pictures, "/x/pictures/p2").status == 200)
    }
}
