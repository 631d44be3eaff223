import Foundation
import FoundationTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `mosaic` binary on a real terminal (tmux): from home into every feature and back,
/// then quitting, checking what the screen shows and that the terminal is given back intact.
@Suite(
    "mosaic on a terminal, end to end", .serialized, .processBudget,
    .needs(.tmux))
struct InteractiveAppEndToEndTests {
    private let folder: TemporaryDirectory
    private var home: URL { folder.url }

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// A shell line that runs mosaic on the pane's terminal, then prints whether the terminal
    /// settings are as before, and stays open so the pane can still be read.
    private func command(environment: String = "", arguments: String = "") throws -> String {
        let binary = try MosaicBinary.path()
        let quotedHome = "'\(home.path)'"
        return """
            export HOME=\(quotedHome) XDG_CACHE_HOME=\(quotedHome)/cache TERM=xterm-256color \(environment); \
            before=$(stty -g); \
            sh -c 'echo $$ > \(quotedHome)/pid; exec "$0" "$@"' '\(binary)' --store memory --analytics none \(arguments); \
            status=$?; \
            if [ "$(stty -g)" = "$before" ]; then tty=restored; else tty=changed; fi; \
            echo "MOSAIC-EXITED status=$status terminal=$tty"; sleep 20
            """
    }

    /// Whether Linux says the process is stopped (state `T` in `/proc/PID/stat`), as SIGTSTP leaves it.
    private static func isStopped(_ pid: pid_t) throws -> Bool {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The state follows the command name, which is in parentheses and may hold spaces.
        guard let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("T")
    }

    private func appPID() throws -> pid_t {
        let text = try String(contentsOf: home.appendingPathComponent("pid"), encoding: .utf8)
        return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    private func expectScreen(
        _ tmux: Tmux, _ texts: String..., sourceLocation: SourceLocation = #_sourceLocation
    )
        async throws
    {
        let (found, screen) = try await tmux.waitFor { texts.allSatisfy($0.contains) }
        #expect(found, "expected \(texts) on screen:\n\(screen)", sourceLocation: sourceLocation)
    }

    @Test func fromHomeIntoEveryFeatureAndBackThenQuitRestoresTheTerminal() async throws {
        let tmux = try await Tmux(command: try command(), columns: 80, rows: 24)
        try await expectScreen(tmux, "› Pokédex", "Launches", "Dealerships", "Products", "Guidomia", "data: bundled")

        // Pokédex: the list, the next page as the cursor reaches the end, a detail, back.
        try await tmux.send("Enter")
        try await expectScreen(tmux, "Pokémon: 20 shown of 1351", "Bulbasaur")
        try await tmux.send("End")
        try await expectScreen(tmux, "Pokémon: 40 shown of 1351")
        try await tmux.send("Home", "Enter")
        try await expectScreen(tmux, "Bulbasaur (#1)", "Grass, Poison", "6.9 kg", "70 cm", "raw.githubusercontent")
        try await tmux.send("Escape")
        try await expectScreen(tmux, "› ", "Pokémon: 40 shown")
        try await tmux.send("Escape")
        try await expectScreen(tmux, "› Pokédex")

        // Launches: both tabs and a detail.
        try await tmux.send("Down", "Enter")
        try await expectScreen(tmux, "[Upcoming]", "MISSION")
        try await tmux.send("Tab")
        try await expectScreen(tmux, "[Past]", "of 187 launches")
        try await tmux.send("Enter")
        try await expectScreen(tmux, "Flight number", "Launched")
        try await tmux.send("Escape")
        try await expectScreen(tmux, "[Past]")
        try await tmux.send("Escape")
        try await expectScreen(tmux, "› Launches")

        // Dealerships: a detail whose chips filter the vehicles at once.
        try await tmux.send("Down", "Enter")
        try await expectScreen(tmux, "Desert Dunes Adventure Rentals")
        try await tmux.send("Down", "Enter")
        try await expectScreen(tmux, "[x] Camper van (1)", "Showing 8 of 8 vehicles")
        try await tmux.send("Right", "Space")
        try await expectScreen(tmux, "[ ] Camper van (1)", "Showing 7 of 8 vehicles")
        try await tmux.send("Escape")
        try await expectScreen(tmux, "› Desert Dunes")
        try await tmux.send("Escape")
        try await expectScreen(tmux, "› Dealerships")

        // Products: departments, prices, a detail with colours and sizes.
        try await tmux.send("Down", "Enter")
        try await expectScreen(tmux, "Chloé: shop by department", "Sneakers")
        try await tmux.send("Enter")
        try await expectScreen(tmux, "Dresses (62 products)", "£")
        try await tmux.send("Enter")
        try await expectScreen(tmux, "Colours", "Sizes", "Made in")
        // One Escape per screen, each waited for: two Escapes read together are one key sequence.
        try await tmux.send("Escape")
        try await expectScreen(tmux, "Dresses (62 products)")
        try await tmux.send("Escape")
        try await expectScreen(tmux, "Chloé: shop by department")
        try await tmux.send("Escape")
        try await expectScreen(tmux, "› Products")

        // Guidomia: the first offer expanded, another expanded instead, the make picker.
        try await tmux.send("Down", "Enter")
        try await expectScreen(tmux, "▼ Land Rover Range Rover", "You can go everywhere", "(•) Any make")
        try await tmux.send("Down", "Enter")
        try await expectScreen(tmux, "▼ Alpine Roadster", "▶ Land Rover Range Rover")
        try await tmux.send("m")
        try await expectScreen(tmux, "Choose a make", "› Any make")
        try await tmux.send("Down", "Enter")
        try await expectScreen(tmux, "(•) Alpine", "(•) Any model  ( ) Roadster")
        try await tmux.send("Escape")
        try await expectScreen(tmux, "› Guidomia")

        // The keys, then quit: the shell gets its terminal back exactly as it was.
        try await tmux.send("?")
        try await expectScreen(tmux, "Keys", "Ctrl-C")
        try await tmux.send("x")
        try await expectScreen(tmux, "› Guidomia")
        try await tmux.send("q")
        try await expectScreen(tmux, "MOSAIC-EXITED status=0 terminal=restored")
        #expect(!(try await tmux.screen()).contains("› Guidomia"), "the alternate screen was left")
    }

    @Test func thePokemonDetailDrawsItsSpriteAndASecondVisitFetchesNothing() async throws {
        try await SpritePokedex.run { server, api in
            // The test runner sets NO_COLOR, which rightly turns pictures off; the pane's shell
            // clears it, and COLORTERM, so the app draws in 256 colours as on a plain xterm.
            let tmux = try await Tmux(
                command: try command(
                    environment: "COLORTERM=; unset NO_COLOR", arguments: "--base-url 'pokeapi=\(api.absoluteString)'"),
                columns: 80, rows: 30)
            try await expectScreen(tmux, "› Pokédex", "data: bundled, live for pokeapi")
            try await tmux.send("Enter")
            try await expectScreen(tmux, "Bulbasaur")
            try await tmux.send("Enter")
            try await expectScreen(tmux, "Bulbasaur (#1)", "▀", "Grass, Poison")
            // The sprite's red half in the 256 colours tmux's terminal announces (COLORTERM unset).
            let styled = try await tmux.screen(escapes: true)
            #expect(styled.contains("38;5;160"), "no red half block on screen:\n\(styled)")
            #expect(!styled.contains("no picture"))

            try await tmux.send("Escape")
            // The list's own line: the detail's title bar also reads "› Bulbasaur", so waiting for
            // that would pass on the detail screen before the list is drawn.
            try await expectScreen(tmux, "Pokémon: 20 shown")
            try await tmux.send("Enter")
            try await expectScreen(tmux, "Bulbasaur (#1)", "▀")
            #expect(SpritePokedex.spriteRequests(server) == 1, "the second visit drew the sprite it had")
            try await tmux.send("q")
            try await expectScreen(tmux, "MOSAIC-EXITED status=0 terminal=restored")
        }
    }

    @Test func aResizeRedrawsTheWholeScreenAtTheNewSize() async throws {
        let tmux = try await Tmux(command: try command(), columns: 80, rows: 24)
        try await expectScreen(tmux, "› Pokédex")
        try await tmux.resize(columns: 120, rows: 40)
        let (fitted, screen) = try await tmux.waitFor { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 40 && lines[39].contains("data: bundled")
        }
        #expect(fitted, "the status line should move to row 40:\n\(screen)")
        try await tmux.send("q")
        try await expectScreen(tmux, "MOSAIC-EXITED status=0 terminal=restored")
    }

    @Test func controlCQuitsAndNoColorDrawsWithoutColour() async throws {
        let tmux = try await Tmux(command: try command(environment: "NO_COLOR=1"), columns: 80, rows: 24)
        try await expectScreen(tmux, "› Pokédex")
        let styled = try await tmux.screen(escapes: true)
        #expect(!styled.contains("\u{1B}[1m") && !styled.contains("\u{1B}[36m"), "NO_COLOR still drew colour")
        try await tmux.send("C-c")
        try await expectScreen(tmux, "MOSAIC-EXITED status=0 terminal=restored")
    }

    /// A bash script running mosaic as a foreground job, as an interactive shell does: when mosaic stops, it
    /// says whether the terminal settings are back, waits for the file `continue`, then resumes it with `fg`.
    private func jobControlCommand() throws -> String {
        let binary = try MosaicBinary.path()
        let script = home.appendingPathComponent("job-control.sh")
        try """
        set -m
        export HOME='\(home.path)' XDG_CACHE_HOME='\(home.path)/cache' TERM=xterm-256color
        before=$(stty -g)
        sh -c 'echo $$ > "$HOME/pid"; exec "$0" "$@"' '\(binary)' --store memory --analytics none
        status=$?
        while [ $status -eq \(128 + SIGTSTP) ]; do
            if [ "$(stty -g)" = "$before" ]; then tty=restored; else tty=changed; fi
            echo "MOSAIC-STOPPED terminal=$tty"
            while [ ! -e "$HOME/continue" ]; do sleep 0.05; done
            rm -f "$HOME/continue"
            fg >/dev/null
            status=$?
        done
        if [ "$(stty -g)" = "$before" ]; then tty=restored; else tty=changed; fi
        echo "MOSAIC-EXITED status=$status terminal=$tty"; sleep 20
        """.write(to: script, atomically: true, encoding: .utf8)
        return "bash '\(script.path)'"
    }

    /// Stopped by SIGTSTP (sent, or Ctrl-Z typed), the app gives the terminal back: off the alternate screen,
    /// cursor shown, the shell's settings as they were. Resumed with `fg`, it takes it again and redraws it all.
    @Test(arguments: ["signal", "C-z"])
    func aStopRestoresTheTerminalAndFgRedraws(_ how: String) async throws {
        let tmux = try await Tmux(command: try jobControlCommand(), columns: 80, rows: 24)
        try await expectScreen(tmux, "› Pokédex")
        try await tmux.send("Down")
        try await expectScreen(tmux, "› Launches")
        #expect(try await tmux.display("#{alternate_on} #{cursor_flag}") == "1 0")
        let pid = try appPID()
        if how == "signal" {
            #expect(kill(pid, SIGTSTP) == 0)
        } else {
            try await tmux.send(how)
        }
        try await expectScreen(tmux, "MOSAIC-STOPPED terminal=restored")
        #expect(
            try await tmux.display("#{alternate_on} #{cursor_flag}") == "0 1", "stopped, the screen must be the shell's"
        )
        #expect(try Self.isStopped(pid), "the app must really be stopped")

        try Data().write(to: home.appendingPathComponent("continue"))
        let (continued, _) = try await tmux.waitFor("#{alternate_on} #{cursor_flag}") { $0 == "1 0" }
        #expect(continued, "continued, the app must take the alternate screen again and hide the cursor")
        try await expectScreen(tmux, "› Launches", "Pokédex", "data: bundled")
        try await tmux.send("q")
        try await expectScreen(tmux, "MOSAIC-EXITED status=0 terminal=restored")
    }

    /// Every signal that ends the app restores the terminal first (off the alternate screen, cursor shown).
    /// SIGQUIT and the crash signals then end it by that signal (the handler re-raises: the shell reports
    /// 128 + N), SIGQUIT at once, long before the runtime's backtracer would let go of the screen (25 s).
    @Test(arguments: [SIGTERM, SIGQUIT, SIGSEGV, SIGABRT])
    func aSignalThatEndsTheAppRestoresTheTerminal(_ signal: Int32) async throws {
        let tmux = try await Tmux(command: try command(), columns: 80, rows: 24)
        try await expectScreen(tmux, "› Pokédex")
        #expect(kill(try appPID(), signal) == 0)
        let exited = signal == SIGTERM ? "MOSAIC-EXITED" : "MOSAIC-EXITED status=\(128 + signal) "
        try await expectScreen(tmux, exited, "terminal=restored")
        #expect(try await tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }
}
