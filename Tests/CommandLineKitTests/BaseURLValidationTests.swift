import Foundation
import Testing

@testable import CommandLineKit

/// `--base-url` over tables of malformed URLs, each refused for its rule, and well-formed ones, taken as written.
@Suite("--base-url is checked whole before anything runs")
struct BaseURLValidationTests {
    static let malformed: [(String, BaseURL.Rule)] = [
        ("http://[zz]:1", .ipv6), ("http://[::1", .ipv6), ("http://[fe80::1%25eth0]/", .ipv6), ("http://[]/", .ipv6),
        ("http://[1.2.3.4]/", .ipv6), ("http://[::1]x", .port), ("http://user@h/", .userinfo),
        ("http://user:pw@127.0.0.1/", .userinfo), ("http://@h/", .userinfo), ("http://h:0", .port),
        ("http://h:", .port), ("http://h:65536", .port), ("http://h:+80", .port), ("http://h:8o", .port),
        ("http://h:99999999999999999999999", .port), ("http://[::1]:0/", .port), ("http://999.1.1.1", .host),
        ("http://1.2.3", .host), ("http://01.2.3.4", .host), ("http://1.2.3.4.5", .host), ("http://-bad.com", .host),
        ("http://bad-.com", .host), ("http://a_b.com", .host), ("http://exämple.com", .host),
        ("http://a..b", .host), ("http://" + String(repeating: "a", count: 64) + ".com", .host),
        ("http://" + Array(repeating: "abcdefghi", count: 26).joined(separator: "."), .host),
        ("http://h\u{202E}x", .host), ("http://h x", .host), ("http://h/a b", .path), ("http://h/%zz", .path),
        ("http://h/%4", .path), ("http://h/\u{1B}[31m", .path), ("http://h/é", .path), ("http://h/v5?x=1", .query),
        ("http://h/v5#top", .fragment), ("ftp://h/v5", .scheme("ftp")), ("file:///etc", .scheme("file")),
        ("http:///v5", .noHost), ("http://", .noHost), ("http://:80", .noHost), ("localhost:80", .notAURL),
        ("h/v5", .notAURL), ("", .notAURL), ("://h", .notAURL), ("ht tp://h", .notAURL),
    ]

    static let wellFormed: [(String, String)] = [
        ("http://127.0.0.1:8080/v5", "http://127.0.0.1:8080/v5"),
        ("HTTPS://Example.COM./api/", "https://Example.COM./api/"),
        ("http://[::1]:8080/v2", "http://[::1]:8080/v2"), ("http://[2001:db8::1]", "http://[2001:db8::1]"),
        ("http://localhost", "http://localhost"), ("http://a-b.c0/x%20y/~z", "http://a-b.c0/x%20y/~z"),
        ("http://0.0.0.0:1", "http://0.0.0.0:1"), ("http://255.255.255.255:65535/", "http://255.255.255.255:65535/"),
        ("http://" + String(repeating: "a", count: 63) + ".io", "http://" + String(repeating: "a", count: 63) + ".io"),
        ("http://[::ffff:127.0.0.1]/", "http://[::ffff:127.0.0.1]/"),
    ]

    @Test(arguments: malformed)
    func eachMalformedURLIsRefusedForTheRuleItBreaks(_ text: String, _ rule: BaseURL.Rule) {
        #expect(throws: rule) { try BaseURL.parse(text).get() }
    }

    @Test(arguments: wellFormed)
    func eachWellFormedURLIsAcceptedAsWritten(_ text: String, _ expected: String) throws {
        #expect(try BaseURL.parse(text).get().absoluteString == expected)
    }

    /// Ports across the range, and every byte as the last IPv4 octet: accepted exactly when in range.
    @Test func portsAndOctetsAreAcceptedExactlyInRange() {
        for port in [-1, 0, 1, 2, 80, 1023, 1024, 65_534, 65_535, 65_536, 100_000] {
            let accepted = (try? BaseURL.parse("http://h:\(port)").get()) != nil
            #expect(accepted == (1...65_535).contains(port), "port \(port)")
        }
        for octet in 0...300 {
            let accepted = (try? BaseURL.parse("http://10.0.0.\(octet)").get()) != nil
            #expect(accepted == (octet <= 255), "octet \(octet)")
        }
    }
}
