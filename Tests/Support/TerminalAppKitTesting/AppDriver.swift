import FoundationTesting
public import TerminalAppKit
public import TerminalKit

/// Drives the interactive app the way the terminal loop does, without a terminal.
@MainActor
public struct AppDriver {
    public let model: TerminalAppModel
    public var size = TerminalSize(columns: 80, rows: 24)

    public init(root: any InteractiveScreen, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        model = TerminalAppModel(root: root, status: "data: test")
        self.size = size
    }

    public func press(_ keys: Key...) {
        for key in keys { model.handle(key, size: size) }
    }

    /// The screen as text, one string per row.
    public var screen: [String] { model.frame(size: size).map(\.plainText) }

    /// The bytes the terminal receives for the whole screen, as the app draws it.
    public func rendered(colors: Bool = true) -> TerminalText {
        var renderer = ScreenRenderer(colors: colors)
        return renderer.frame(model.frame(size: size), size: size)
    }

    /// The row the cursor marks, without the marker.
    public var selectedRow: String? {
        screen.first { $0.hasPrefix("› ") }.map { String($0.dropFirst(2)) }
    }

    /// Waits, ticking as the app does, until `condition` holds. The main actor is shared with
    /// every other main-actor test running in parallel, so a busy moment can hold it for a while.
    @discardableResult
    public func waitUntil(_ condition: () -> Bool) async -> Bool {
        await FoundationTesting.waitUntil {
            if condition() { return true }
            model.tick()
            return false
        }
    }

    public func waitForText(_ text: String) async -> Bool {
        await waitUntil { screen.contains { $0.contains(text) } }
    }
}
