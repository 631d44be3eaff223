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

    @Test func qAndControlCQuit() {
        let model = makeModel()
        model.handle(.character("q"), size: size)
        #expect(model.hasQuit)
        let other = makeModel()
        other.handle(.control("c"), size: size)
        #expect(other.hasQuit)
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
