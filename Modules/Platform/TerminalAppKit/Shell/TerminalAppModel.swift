package import TerminalKit

/// The interactive app without the terminal: a stack of screens, the keys every screen shares,
/// and the frame to draw. Tests drive it with keys and read the frame.
@MainActor
package final class TerminalAppModel {
    package private(set) var stack: [any InteractiveScreen]
    package private(set) var isShowingHelp = false
    package private(set) var hasQuit = false
    private let status: String

    /// `status` is what the status line says about the data source, such as `data: bundled`.
    package init(root: any InteractiveScreen, status: String) {
        self.stack = [root]
        self.status = status
        root.appear()
    }

    package var current: any InteractiveScreen { stack[stack.count - 1] }

    /// Sends `key` to the current screen, then handles the shared keys it ignored.
    package func handle(_ key: Key, size: TerminalSize) {
        if isShowingHelp {
            isShowingHelp = false
            return
        }
        if key == .control("c") {
            hasQuit = true
            return
        }
        switch current.handle(key, size: bodySize(size)) {
        case .handled: break
        case .push(let screen): push(screen)
        case .pop: pop()
        case .ignored where key == .character("q"): hasQuit = true
        case .ignored where key == .character("?"): isShowingHelp = true
        case .ignored where key == .escape || key == .backspace: pop()
        case .ignored: break
        }
    }

    /// Shows `screen` on top, for navigation started outside a key handler (a feature's router answering a selection).
    package func push(_ screen: any InteractiveScreen) {
        stack.append(screen)
        screen.appear()
    }

    /// Goes back to the previous screen; the first screen stays.
    package func pop() {
        guard stack.count > 1 else { return }
        stack.removeLast()
        current.appear()
    }

    package func tick() {
        current.tick()
    }

    package func frame(size: TerminalSize) -> [StyledLine] {
        let bodySize = bodySize(size)
        let breadcrumb = stack.map(\.title).joined(separator: " › ")
        var lines: [StyledLine] = [StyledLine(" " + breadcrumb, style: .bold), ""]
        let body = isShowingHelp ? helpLines() : current.body(size: bodySize)
        lines += body.prefix(bodySize.rows)
        lines += Array(repeating: "", count: max(0, size.rows - 1 - lines.count))
        let hints = [current.keyHints, stack.count > 1 ? "Esc back" : "", "? keys", "q quit"]
            .filter { !$0.isEmpty }
            .joined(separator: "  ")
        lines.append(StyledLine(" \(status) │ \(hints)", style: .selected))
        return Array(lines.prefix(size.rows))
    }

    /// The rows left for a screen's body: the title, a blank line and the status line take three.
    package func bodySize(_ size: TerminalSize) -> TerminalSize {
        TerminalSize(columns: size.columns, rows: max(size.rows - 3, 1))
    }

    private func helpLines() -> [StyledLine] {
        let rows = [
            ["↑ ↓  or  k j", "move"],
            ["PgUp PgDn  Home End", "move by a page, to the ends"],
            ["Enter", "open, or expand a row"],
            ["Esc  or  Backspace", "back"],
            ["Tab", "switch tab"],
            ["← →  and  Space", "move between filters and toggle one"],
            ["r", "refresh, or retry after an error"],
            ["m  o", "open a screen's pickers"],
            ["m", "load more, where a list pages on request"],
            ["?", "this help"],
            ["q  or  Ctrl-C", "quit"],
        ]
        let table = TextTable.render(header: nil, rows: rows).map { StyledLine("  " + $0) }
        return [StyledLine("Keys", style: .bold), ""] + table + [
            "", StyledLine("Press any key to close.", style: .dim),
        ]
    }
}
