import AppCompositionTesting
import Foundation
import FoundationTesting
import PokemonEmulator
import Testing

/// A PokeAPI that names Bulbasaur to drive the terminal: retitle the pane (OSC 0), fill the
/// clipboard (OSC 52), clear the screen (CSI 2J), start a C1 sequence and overwrite the line
/// (a bare CR). On a real terminal (tmux, which takes OSC 52 into a paste buffer with
/// `set-clipboard on`), the one-shot command and the interactive app show the name as text and
/// the terminal does none of it.
@Suite("A server's text on a real terminal", .serialized, .processBudget, .needs(.tmux))
struct HostileTextOnATerminalEndToEndTests {
    /// The name as JSON sends it, and what the terminal shows of it.
    static let name = #""bulba\u001b]0;owned\u0007\u001b]52;c;ZWNobyBvd25lZA==\u0007\u001b[2J\u009b1mfake\rsaur""#
    static let shown = #"Bulba\e]0;owned\u{7}\e]52;c;ZWNobyBvd25lZA==\u{7}\e[2J\u{9B}1mfake\rsaur"#

    private let folder: TemporaryDirectory
    private var home: URL { folder.url }

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// Runs `arguments` against the hostile PokeAPI in a tmux pane that takes OSC 52.
    private func onATerminal(
        _ arguments: String, columns: Int = 200,
        _ check: (Tmux) async throws -> Void
    ) async throws {
        let binary = try #require(MosaicBinary.url, "the mosaic executable was not found next to the tests").path
        try await BundledDataServer.run(
            PokeAPIEmulator(), basePath: "api/v2",
            rewriting: { body, _ in
                Data(String(decoding: body, as: UTF8.self).replacing(#""bulbasaur""#, with: Self.name).utf8)
            }
        ) { _, api in
            let quotedHome = "'\(home.path)'"
            // mosaic starts once the test has set tmux up and read the pane's title (`go`).
            let command = """
                export HOME=\(quotedHome) XDG_CACHE_HOME=\(quotedHome)/cache TERM=xterm-256color; \
                while [ ! -e \(quotedHome)/go ]; do sleep 0.05; done; \
                '\(binary)' --store memory --analytics none --base-url 'pokeapi=\(api.absoluteString)' \(arguments); \
                echo "MOSAIC-EXITED status=$?"; sleep 20
                """
            let tmux = try await Tmux(command: command, columns: columns, rows: 30)
            try await tmux.setOption("set-clipboard", "on")
            let title = try await tmux.display("#{pane_title}")
            try Data().write(to: home.appendingPathComponent("go"))
            try await check(tmux)
            #expect(try await tmux.display("#{pane_title}") == title, "the pane was retitled")
            #expect(try await tmux.buffers().isEmpty, "OSC 52 reached the clipboard")
        }
    }

    @Test func theOneShotCommandPrintsTheNameAsText() async throws {
        try await onATerminal("pokemon list --limit 3") { tmux in
            let (found, screen) = try await tmux.waitFor("MOSAIC-EXITED status=0")
            #expect(found, "\(screen)")
            // Nothing was cleared or overwritten: the lines before and after the name are there.
            for text in ["Pokémon: 3 shown of 1351", Self.shown, "Ivysaur", "Next page:"] {
                #expect(screen.contains(text), "\(text) is not on screen:\n\(screen)")
            }
        }
    }

    @Test func theInteractiveAppShowsTheNameAsTextInTheListTitleAndDetail() async throws {
        try await onATerminal("") { tmux in
            try await tmux.waitFor("› Pokédex")
            try await tmux.send("Enter")
            let (listed, list) = try await tmux.waitFor(Self.shown, "Ivysaur")
            #expect(listed, "\(list)")
            try await tmux.send("Enter")
            let (opened, detail) = try await tmux.waitFor("Pokédex › \(Self.shown)", "(#1)", "Grass, Poison")
            #expect(opened, "\(detail)")
            try await tmux.send("q")
            try await tmux.waitFor("MOSAIC-EXITED status=0")
        }
    }
}
