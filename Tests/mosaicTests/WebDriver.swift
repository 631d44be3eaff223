import Foundation
import FoundationTesting
import LoopbackTesting

/// A W3C WebDriver session on chromedriver, spoken over the raw loopback client: headless
/// Chromium at a phone's width, its console kept so a test can check nothing logged an error.
@MainActor
struct WebDriver {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    nonisolated static let chromium = Prerequisite.chromium.path ?? Prerequisite.chromium.program
    nonisolated static let chromedriver = Prerequisite.chromedriver.path ?? Prerequisite.chromedriver.program

    let port: UInt16
    let session: String

    /// Waits up to `deadline` for the chromedriver on `port` to be ready.
    static func open(port: UInt16, deadline: Duration = .seconds(60)) async throws -> WebDriver {
        let clock = ContinuousClock()
        let end = clock.now + deadline
        while clock.now < end {
            if let status = try? await call(port: port, "GET", "/status"),
                (status["ready"] as? Bool) == true
            {
                break
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        let capabilities: [String: Any] = [
            "browserName": "chrome",
            "goog:chromeOptions": [
                "binary": chromium,
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--window-size=390,844",
                ],
            ],
            "goog:loggingPrefs": ["browser": "ALL"],
        ]
        let created = try await call(port: port, "POST", "/session", ["capabilities": ["alwaysMatch": capabilities]])
        guard let session = created["sessionId"] as? String else {
            throw Failure(description: "no session: \(created)")
        }
        return WebDriver(port: port, session: session)
    }

    func go(to url: String) async throws { _ = try await command("POST", "url", ["url": url]) }
    func back() async throws { _ = try await command("POST", "back", [:]) }
    func refresh() async throws { _ = try await command("POST", "refresh", [:]) }
    func currentURL() async throws -> String { try await command("GET", "url") as? String ?? "" }
    func title() async throws -> String { try await command("GET", "title") as? String ?? "" }

    func element(_ selector: String) async throws -> String {
        let found = try await command("POST", "element", ["using": "css selector", "value": selector])
        guard let element = (found as? [String: Any])?.values.first as? String else {
            throw Failure(description: "no element matches \(selector)")
        }
        return element
    }

    func elements(_ selector: String) async throws -> [String] {
        let found = try await command("POST", "elements", ["using": "css selector", "value": selector])
        return (found as? [[String: Any]] ?? []).compactMap { $0.values.first as? String }
    }

    /// The attribute `name` of the element `element`, as the page's HTML wrote it.
    func attribute(_ name: String, ofElement element: String) async throws -> String? {
        try await command("GET", "element/\(element)/attribute/\(name)") as? String
    }

    /// The DOM property `name` of the element `element`, such as an image's `naturalWidth`.
    func property(_ name: String, ofElement element: String) async throws -> Any? {
        try await command("GET", "element/\(element)/property/\(name)")
    }

    func click(_ selector: String) async throws { try await click(element: try await element(selector)) }

    func click(element: String) async throws { _ = try await command("POST", "element/\(element)/click", [:]) }

    func text(_ selector: String) async throws -> String {
        try await command("GET", "element/\(try await element(selector))/text") as? String ?? ""
    }

    func count(_ selector: String) async throws -> Int { try await elements(selector).count }

    func resize(width: Int, height: Int) async throws {
        _ = try await command("POST", "window/rect", ["width": width, "height": height])
    }

    func screenshot() async throws -> Data {
        guard let encoded = try await command("GET", "screenshot") as? String, let png = Data(base64Encoded: encoded)
        else { throw Failure(description: "no screenshot") }
        return png
    }

    /// The text of the element `element` (an id from ``element(_:)``): it fails once a full
    /// reload has replaced the document the element was in.
    func text(ofElement element: String) async throws -> String {
        try await command("GET", "element/\(element)/text") as? String ?? ""
    }

    /// What the browser's console logged since the last call, as `LEVEL message` lines.
    func consoleLog() async throws -> [String] {
        let entries = try await command("POST", "se/log", ["type": "browser"]) as? [[String: Any]] ?? []
        return entries.map { "\($0["level"] ?? "?") \($0["message"] ?? "")" }
    }

    func close() async {
        _ = try? await Self.call(port: port, "DELETE", "/session/\(session)")
    }

    func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        try await Self.call(port: port, method, "/session/\(session)/\(path)", body)["value"] ?? nil
    }

    /// One request; the answer's `value` object, or the whole answer when it has none.
    @discardableResult
    private static func call(
        port: UInt16, _ method: String, _ path: String, _ body: [String: Any]? = nil
    ) async throws -> [String: Any] {
        let text =
            try body.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) } ?? ""
        let headers = body == nil ? [:] : ["Content-Type": "application/json; charset=utf-8"]
        let response = try await LoopbackClient.request(method, path, port: port, headers: headers, body: text)
        guard let object = try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any] else {
            throw Failure(description: "\(method) \(path): not JSON: \(response.body.prefix(200))")
        }
        if let error = (object["value"] as? [String: Any])?["error"] as? String {
            throw Failure(description: "\(method) \(path): \(error)")
        }
        if path == "/status" || path == "/session" { return object["value"] as? [String: Any] ?? object }
        return object
    }
}
