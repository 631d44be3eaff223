import Foundation
import FoundationTesting
import Testing

@testable import AppComposition

/// `mosaic.log` is read with `tail -f`: a server's text (a verbose URL, an analytics event) arrives escaped.
@Suite("The interactive app's log")
struct LogFileTests {
    @Test func aLineIsWrittenEscapedAndStaysOneLine() throws {
        let folder = try TemporaryDirectory()
        let url = folder.url.appending(path: "mosaic.log")
        let log = LogFile(url: url)
        log.append("analytics: dealership_viewed id=\u{1B}]52;c;eA==\u{7}\rfake\u{202E}")
        log.append("second")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == "analytics: dealership_viewed id=\\e]52;c;eA==\\u{7}\\rfake\\u{202E}\nsecond\n")
    }
}
