import Foundation
import Networking
import NetworkingTesting
import TerminalUI

/// Drives the interactive app the way the terminal loop does, without a terminal.
@MainActor
struct AppDriver {
    let model: TerminalAppModel
    var size = TerminalSize(columns: 80, rows: 24)

    init(root: any InteractiveScreen, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        model = TerminalAppModel(root: root, status: "data: test")
        self.size = size
    }

    func press(_ keys: Key...) {
        for key in keys { model.handle(key, size: size) }
    }

    /// The screen as text, one string per row.
    var screen: [String] { model.frame(size: size).map(\.plainText) }

    /// The row the cursor marks, without the marker.
    var selectedRow: String? {
        screen.first { $0.hasPrefix("› ") }.map { String($0.dropFirst(2)) }
    }

    /// Waits (ticking, as the app does) until `condition` holds, for at most ten seconds: the
    /// main actor is shared with every other main-actor test running in parallel, so a busy
    /// moment can hold it for a while.
    @discardableResult
    func waitUntil(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            model.tick()
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    func waitForText(_ text: String) async -> Bool {
        await waitUntil { screen.contains { $0.contains(text) } }
    }
}

extension HTTPResponse {
    static func jsonObject(_ object: Any) -> HTTPResponse {
        .json((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }
}

extension URL {
    /// The query parameter `name` as a number.
    func intQuery(_ name: String) -> Int? {
        let items = URLComponents(url: self, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return items.first { $0.name == name }?.value.flatMap { Int($0) }
    }
}
