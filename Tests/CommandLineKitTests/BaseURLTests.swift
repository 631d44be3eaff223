import Foundation
import Testing

@testable import CommandLineKit

@Suite("What --base-url accepts")
struct BaseURLTests {
    @Test func httpInAnyCaseIsReadAsLowercase() throws {
        let url = try BaseURL.parse("HTTP://127.0.0.1:8080/v5").get()
        #expect(url.absoluteString == "http://127.0.0.1:8080/v5")
    }

    @Test(arguments: [
        ("http://h:70000/v5", BaseURL.Rule.port), ("http://h/v5?x=1", .query), ("http://h/v5#top", .fragment),
        ("ftp://h/v5", .scheme("ftp")), ("http:///v5", .noHost),
    ])
    func eachBrokenRuleIsNamed(_ text: String, _ rule: BaseURL.Rule) {
        #expect(throws: rule) { try BaseURL.parse(text).get() }
    }
}
