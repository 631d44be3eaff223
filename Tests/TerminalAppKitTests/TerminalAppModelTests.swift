import TerminalAppKit
import Testing

@testable import TerminalKit

@Suite("The interactive app's shared keys and frame")
@MainActor
struct TerminalAppModelTests {
    private let size = TerminalSize(columns: 80, rows: 24)

    private func makeModel() -> TerminalAppModel {
        let home = MenuScreen(
            title: "Mosaic",
            entries: ["Pokédex", "Launches"].map { name in
                MenuScreen.Entry(title: name, subtitle: "the \(name) app") {
                    MenuScreen(title: name, entries: [])
                }
            }
        )
        return TerminalAppModel(root: home, status: "data: bundled")
    }

    @Test func enterOpensTheHighlightedEntryAndEscapeGoesBack() {
        let model = makeModel()
        model.handle(.down, size: size)
        model.handle(.enter, size: size)
        #expect(model.current.title == "Launches")
        #expect(model.frame(size: size)[0].plainText.contains("Mosaic › Launches"))
        model.handle(.escape, size: size)
        #expect(model.current.title == "Mosaic")
        model.handle(.escape, size: size)
        #expect(model.stack.count == 1)
        #expect(!model.hasQuit)
    }

    @Test(arguments: [Key.character("q"), .control("c")])
    func qAndControlCQuit(_ key: Key) {
        let model = makeModel()
        model.handle(key, size: size)
        #expect(model.hasQuit)
    }

    @Test func questionMarkShowsTheKeysUntilAnyKey() {
        let model = makeModel()
        model.handle(.character("?"), size: size)
        #expect(model.frame(size: size).contains { $0.plainText.contains("Ctrl-C") })
        model.handle(.character("x"), size: size)
        #expect(!model.isShowingHelp)
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)])
    func theFrameFillsTheScreenWithTheStatusLineLast(_ size: TerminalSize) {
        let frame = makeModel().frame(size: size)
        #expect(frame.count == size.rows)
        #expect(frame.last?.plainText.contains("data: bundled") == true)
        #expect(frame.last?.plainText.contains("q quit") == true)
    }
}

@Suite("Navigation started outside a key handler")
@MainActor
struct TerminalAppModelNavigationTests {
    private final class Probe: InteractiveScreen {
        let title: String
        let keyHints = ""
        var appearances = 0

        init(_ title: String) { self.title = title }

        func appear() { appearances += 1 }
        func body(size: TerminalSize) -> [StyledLine] { [StyledLine("body of \(title)")] }
        func handle(_ key: Key, size: TerminalSize) -> ScreenAction { .ignored }
    }

    @Test func pushShowsTheScreenOnTopAndPopReturnsToTheOneBelow() {
        let root = Probe("Home")
        let model = TerminalAppModel(root: root, status: "data: bundled")
        let detail = Probe("Detail")
        model.push(detail)
        #expect(model.current === detail)
        #expect(detail.appearances == 1)
        #expect(model.frame(size: TerminalSize(columns: 80, rows: 24))[0].plainText.contains("Home › Detail"))
        model.pop()
        #expect(model.current === root)
        #expect(root.appearances == 2)
        model.pop()
        #expect(model.stack.count == 1)
    }
}

@Suite("A server's text in the title, the body and the status line")
@MainActor
struct TerminalAppModelHostileTextTests {
    private final class Screen: InteractiveScreen {
        let title = hostile
        let keyHints = "r " + hostile

        func body(size: TerminalSize) -> [StyledLine] {
            [StyledLine(title, style: .bold), StatusLine.failure("! \(title)")]
        }
        func handle(_ key: Key, size: TerminalSize) -> ScreenAction { .ignored }
    }

    /// What would retitle the window, fill the clipboard, clear the screen and overwrite a line.
    private static let hostile = "\u{1B}]0;owned\u{7}\u{1B}]52;c;ZWNobyBvd25lZA==\u{7}\u{1B}[2J\u{9B}H\rfake\u{202E}"
    private let shown = "\\e]0;owned\\u{7}\\e]52;c;ZWNobyBvd25lZA==\\u{7}\\e[2J\\u{9B}H\\rfake\\u{202E}"

    @Test func everyPartOfTheFrameArrivesEscaped() {
        let model = TerminalAppModel(root: Screen(), status: "data: " + Self.hostile)
        let size = TerminalSize(columns: 200, rows: 8)
        var renderer = ScreenRenderer(colors: true)
        let output = renderer.frame(model.frame(size: size), size: size).encoded
        // The breadcrumb, the body's title, the failure and the status line with its key hints.
        #expect(output.ranges(of: shown).count == 5)
        // Every ESC left is one the renderer wrote: a cursor move, a colour or the clearing.
        let own = output.replacing(#/\x1B\[[0-9;]*[mHJ]/#, with: "")
        #expect(!own.unicodeScalars.contains { TerminalEscaping.needsEscape($0) })
    }
}
