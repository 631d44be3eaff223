package import TerminalKit

/// A list of choices that each open a screen: the home screen, and any simple picker.
@MainActor
package final class MenuScreen: InteractiveScreen {
    package struct Entry {
        package var title: String
        package var subtitle: String
        package var open: @MainActor () -> any InteractiveScreen

        package init(title: String, subtitle: String, open: @escaping @MainActor () -> any InteractiveScreen) {
            self.title = title
            self.subtitle = subtitle
            self.open = open
        }
    }

    package let title: String
    package let keyHints = "Enter open"
    private let entries: [Entry]
    private var viewport = ListViewport()

    package init(title: String, entries: [Entry]) {
        self.title = title
        self.entries = entries
    }

    package func body(size: TerminalSize) -> [StyledLine] {
        viewport.clamp(count: entries.count, height: size.rows)
        let width = entries.map { DisplayWidth.of($0.title) }.max() ?? 0
        return viewport.visibleRange(count: entries.count, height: size.rows).map { index in
            let entry = entries[index]
            let marker = index == viewport.cursor ? "›" : " "
            let text = " \(marker) \(DisplayWidth.pad(entry.title, to: width))  "
            let style: TextStyle = index == viewport.cursor ? .selected : .bold
            return StyledLine([.init(text, style: style), .init(entry.subtitle, style: .dim)])
        }
    }

    package func handle(_ key: Key, size: TerminalSize) -> ScreenAction {
        if let delta = ListKeys.movement(for: key, pageHeight: size.rows) {
            viewport.move(by: delta, count: entries.count, height: size.rows)
            return .handled
        }
        if key == .enter, entries.indices.contains(viewport.cursor) {
            return .push(entries[viewport.cursor].open())
        }
        return .ignored
    }
}
