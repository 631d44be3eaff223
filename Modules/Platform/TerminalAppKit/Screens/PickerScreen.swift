package import TerminalKit

/// Picks one of a few choices, such as a make or a model: Enter picks and goes back.
@MainActor
package final class PickerScreen: InteractiveScreen {
    package let title: String
    package let keyHints = "Enter pick"
    private let choices: [String]
    private let onPick: @MainActor (Int) -> Void
    private var pane = ListPane()

    /// The cursor starts on `selectedIndex`, the current choice; `onPick` gets the index picked.
    package init(title: String, choices: [String], selectedIndex: Int?, onPick: @escaping @MainActor (Int) -> Void) {
        self.title = title
        self.choices = choices
        self.onPick = onPick
        if let selectedIndex { _ = pane.move(.down, count: choices.count, by: selectedIndex) }
    }

    package func body(size: TerminalSize) -> [StyledLine] {
        pane.lines(above: [], header: nil, rows: choices, below: [], size: size)
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        if pane.move(key, count: choices.count) { return .handled }
        guard key == .enter || key == .space, choices.indices.contains(pane.cursor) else { return .ignored }
        onPick(pane.cursor)
        return .pop
    }
}
