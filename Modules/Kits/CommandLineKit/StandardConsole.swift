import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's real standard output and error.
public struct StandardConsole: Console {
    public init() {}

    public func writeOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    public var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    public var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    public var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    public var terminalColumns: Int? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return nil }
        return Int(window.ws_col)
    }
}
