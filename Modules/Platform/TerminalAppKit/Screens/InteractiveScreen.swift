package import TerminalKit

/// One screen of the interactive app: a thin binding of a feature's view model to widgets. It starts
/// work (loading, paging) by calling its view model's intents in tasks; the app redraws on every
/// tick, so a screen only describes what the state looks like now.
@MainActor
package protocol InteractiveScreen: AnyObject {
    var title: String { get }
    /// The keys this screen adds, for the status line: `Enter open  Tab switch tab`.
    var keyHints: String { get }
    /// Called when the screen is shown, the first time and after returning to it.
    func appear()
    /// The lines of the screen's body, at most `size.rows` of them.
    func body(size: TerminalSize) -> [StyledLine]
    /// Reacts to `key`; keys a screen ignores fall through to the app (back, quit, help).
    func handle(_ key: Key, size: TerminalSize) -> ScreenAction
    /// Called about ten times a second, for spinners and countdowns.
    func tick()
}

extension InteractiveScreen {
    package func appear() {}
    package func tick() {}
}

/// What the app does after a screen handled a key.
@MainActor
package enum ScreenAction {
    case handled
    /// The screen did not use the key; the app may.
    case ignored
    case push(any InteractiveScreen)
    case pop
}
