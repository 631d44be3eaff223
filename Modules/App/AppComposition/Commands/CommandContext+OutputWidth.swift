import Foundation

extension CommandContext {
    /// The width plain-text screens are laid out for: 100 columns off a terminal, else the
    /// terminal's `COLUMNS` (at least 40), or 100 when it is not set.
    var outputWidth: Int {
        guard console.outputIsTerminal else { return 100 }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).map { max(40, $0) } ?? 100
    }
}
