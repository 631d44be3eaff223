/// The keyboard, as a person without a mouse uses the pages: WebDriver's actions press keys on
/// whatever has the focus, exactly as the browser's own key events would.
extension WebDriver {
    /// A key WebDriver names by a code point of Unicode's private use area (W3C WebDriver, "Keys").
    struct Key: Sendable {
        var value: String

        static let tab = Key(value: "\u{E004}")
        static let enter = Key(value: "\u{E007}")
        static let space = Key(value: " ")
        static let end = Key(value: "\u{E010}")
        static let arrowDown = Key(value: "\u{E015}")
    }

    func press(_ keys: Key...) async throws {
        let actions = keys.flatMap { key in
            [["type": "keyDown", "value": key.value], ["type": "keyUp", "value": key.value]]
        }
        let keyboard: [String: Any] = ["type": "key", "id": "keyboard", "actions": actions]
        _ = try await command("POST", "actions", ["actions": [keyboard]])
    }

    /// The element that has the keyboard focus (an id as ``element(_:)`` gives).
    func activeElement() async throws -> String {
        guard let found = try await command("GET", "element/active") as? [String: Any],
            let element = found.values.first as? String
        else { throw Failure(description: "nothing has the focus") }
        return element
    }

    /// Presses Tab until the focused element satisfies `matches`, at most `limit` times, and
    /// returns that element: how a keyboard user reaches a control.
    func tab(limit: Int = 60, until matches: (String) async throws -> Bool) async throws -> String {
        for _ in 0..<limit {
            try await press(.tab)
            let focused = try await activeElement()
            // An element a swap just replaced is stale: not the one looked for, so go on.
            if (try? await matches(focused)) == true { return focused }
        }
        throw Failure(description: "\(limit) presses of Tab reached no element the test looks for")
    }

    func tab(toLink path: String) async throws -> String {
        try await tab { try await attribute("href", ofElement: $0) == path }
    }

    func tagName(ofElement element: String) async throws -> String {
        try await command("GET", "element/\(element)/name") as? String ?? ""
    }
}
