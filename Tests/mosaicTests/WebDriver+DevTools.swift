/// Chromium's DevTools protocol through chromedriver (`goog/cdp/execute`). Its `Runtime.evaluate` runs as the
/// debugger, outside the page's Content-Security-Policy, which forbids the `eval` WebDriver's script commands
/// need: the pages keep their CSP while a test runs axe-core in them.
extension WebDriver {
    @discardableResult
    func devTools(_ name: String, _ parameters: [String: Any] = [:]) async throws -> [String: Any] {
        try await command("POST", "goog/cdp/execute", ["cmd": name, "params": parameters]) as? [String: Any] ?? [:]
    }

    /// The value of `expression` evaluated in the page, awaited when it is a promise.
    func evaluate(_ expression: String) async throws -> Any? {
        let answer = try await devTools(
            "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true])
        if let exception = answer["exceptionDetails"] as? [String: Any] {
            let thrown = (exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? "?"
            throw Failure(description: "the page's script threw: \(thrown)")
        }
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// The colour scheme the pages see as the user's setting (`prefers-color-scheme`), until changed.
    func emulate(_ scheme: ColorScheme) async throws {
        try await devTools(
            "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": scheme.rawValue]]])
    }

    enum ColorScheme: String, CaseIterable, Sendable {
        case light, dark
    }
}
