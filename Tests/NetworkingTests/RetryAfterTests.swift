import Foundation
import Networking
import Testing

@Suite("Retry-After, in each form services send")
struct RetryAfterTests {
    private let now = Date(timeIntervalSince1970: 1_707_307_200)  // 2024-02-07T12:00:00Z

    private func retryAfter(_ header: String?, atMost longest: TimeInterval = 3600) -> Date? {
        let headers = header.map { ["retry-after": $0] } ?? [:]
        return HTTPResponse(statusCode: 429, headers: headers).retryAfter(now: now, atMost: longest)
    }

    @Test(arguments: [
        ("120", 120.0),
        (" 7 ", 7),
        ("Wed, 07 Feb 2024 12:01:00 GMT", 60),
        ("2024-02-07T12:02:00Z", 120),
        ("2024-02-07T12:00:30.500Z", 30.5),
    ])
    func eachFormGivesTheDateItNames(header: String, seconds: TimeInterval) {
        #expect(retryAfter(header) == now.addingTimeInterval(seconds))
    }

    /// The last, from the fuzzer, trapped Foundation's DateFormatter: a Thaana letter in a month name.
    @Test(arguments: [
        nil, "", "soon", "-5", "0", "Wed, 07 Feb 2024 11:00:00 GMT", "2024-02-07T11:59:59Z",
        "Wed, 21\u{7B0}ct 2026 00:28:00 GMT",
    ])
    func absentUnreadableOrPastIsNoWait(header: String?) {
        #expect(retryAfter(header) == nil)
    }

    @Test func aWaitLongerThanTheCapIsCapped() {
        #expect(retryAfter("86400", atMost: 300) == now.addingTimeInterval(300))
        #expect(retryAfter("2030-01-01T00:00:00Z", atMost: 300) == now.addingTimeInterval(300))
    }
}
