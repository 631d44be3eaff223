import CommandLineKit
import CommandLineKitTesting
import Testing

@Suite("The width text output is laid out for")
@MainActor
struct OutputWidthTests {
    @Test func offATerminalNothingIsCutWhateverCOLUMNSSays() {
        let pipe = RecordingConsole(outputIsTerminal: false, terminalColumns: nil)
        #expect(CommandContext.outputWidth(for: pipe, environment: [:]) == .max)
        #expect(CommandContext.outputWidth(for: pipe, environment: ["COLUMNS": "60"]) == .max)
    }

    @Test func onATerminalCOLUMNSOverridesItsWidthWithinReason() {
        let terminal = RecordingConsole(outputIsTerminal: true, terminalColumns: 120)
        #expect(CommandContext.outputWidth(for: terminal, environment: [:]) == 120)
        #expect(CommandContext.outputWidth(for: terminal, environment: ["COLUMNS": "60"]) == 60)
        #expect(CommandContext.outputWidth(for: terminal, environment: ["COLUMNS": "+60"]) == 120)
        #expect(CommandContext.outputWidth(for: terminal, environment: ["COLUMNS": "10"]) == 40)
        let unknown = RecordingConsole(outputIsTerminal: true, terminalColumns: nil)
        #expect(CommandContext.outputWidth(for: unknown, environment: [:]) == 80)
    }
}
