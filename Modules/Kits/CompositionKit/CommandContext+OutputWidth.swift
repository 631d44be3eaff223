import CommandLineKit
import Foundation

extension CommandContext {
    /// The width plain-text screens are laid out for: 100 columns off a terminal (so piped
    /// output does not depend on who runs it), else the terminal's own width, falling back to
    /// `COLUMNS`, never under 40.
    public var outputWidth: Int {
        guard console.outputIsTerminal else { return 100 }
        let columns = console.terminalColumns ?? ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init)
        return max(40, columns ?? 100)
    }
}
