import Foundation
import FoundationTesting
import Testing

@testable import WebAppKit

/// The files the server hands out: one that cannot be read is a passing failure, not an answer.
@Suite struct StaticAssetsTests {
    @Test func everyAssetIsServedWithItsType() {
        for (path, type) in [
            (StaticAssets.stylesheetPath, "text/css; charset=utf-8"),
            (StaticAssets.scriptPath, "text/javascript; charset=utf-8"),
            (StaticAssets.iconPath, "image/svg+xml"), (StaticAssets.placeholderPath, "image/svg+xml"),
        ] {
            let response = StaticAssets.files[path].map { StaticAssets.response(for: $0) }
            #expect(response?.status == 200, "\(path)")
            #expect(response?.headers["Content-Type"] == type, "\(path)")
            #expect(response?.body.isEmpty == false, "\(path)")
        }
    }

    @Test func anAssetThatCannotBeReadIs503AndIsReadAgainNextTime() throws {
        let folder = try TemporaryDirectory()
        let bundle = try #require(Bundle(url: folder.url))
        let file = StaticAssets.File(resource: "mosaic", type: "css")

        let unreadable = StaticAssets.response(for: file, in: bundle)
        #expect(unreadable.status == 503)
        #expect(unreadable.headers["Retry-After"] == "1")

        let resources = folder.url.appending(path: "Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: false)
        try Data("body {}".utf8).write(to: resources.appending(path: "mosaic.css"))
        let read = StaticAssets.response(for: file, in: bundle)
        #expect(read.status == 200)
        #expect(read.text == "body {}")
    }
}
