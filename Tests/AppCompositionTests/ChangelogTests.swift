import AppComposition
import Foundation
import Testing

/// The version `mosaic --version` prints is the one a consumer reads about: the changelog's top entry.
@Suite("The changelog")
struct ChangelogTests {
    @Test func itsTopVersionIsTheVersionMosaicPrints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appending(path: "CHANGELOG.md"), encoding: .utf8)
        let top = try #require(changelog.firstMatch(of: /\n## \[(\d+\.\d+\.\d+)\]/), "CHANGELOG.md names no version")
        #expect(String(top.1) == Mosaic.version)
    }
}
