import FoundationTesting
package import TerminalAppKit
package import TerminalKit

/// Drives the interactive app the way the terminal loop does, without a terminal.
@MainActor
package struct AppDriver {
    package let model: TerminalAppModel
    package var size = TerminalSize(columns: 80, rows: 24)

    package init(root: any InteractiveScreen, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        model = TerminalAppModel(root: root, status: "data: test")
        self.size = size
    }

    package func press(_ keys: Key...) {
        for key in keys { model.handle(key, size: size) }
    }

    /// The screen as text, one string per row.
    package var screen: [String] { model.frame(size: size).map(\.plainText) }

    /// The bytes the terminal receives for the whole screen, as the app draws it.
    package func rendered(colors: Bool = true) -> TerminalText {
        var renderer = ScreenRenderer(colors: colors)
        return renderer.frame(model.frame(size: size), size: size)
    }

    /// The row the cursor marks, without the marker.
    package var selectedRow: String? {
        screen.first { $0.hasPrefix("› ") }.map { String($0.dropFirst(2)) }
    }

    /// Waits, ticking as the app does, until `condition` holds. The main actor is shared with
    /// every other main-actor test running in parallel, so a busy moment can hold it for a while.
    @discardableResult
    package func waitUntil(_ condition: () -> Bool) async -> Bool {
        await FoundationTesting.waitUntil {
            if condition() { return true }
            model.tick()
            return false
        }
    }

    package func waitForText(_ text: String) async -> Bool {
        await waitUntil { screen.contains { $0.contains(text) } }
    }
}
