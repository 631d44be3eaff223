/// Why a command stopped, and so which exit status it ends with.
package enum CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The command line itself is wrong (exit 64, `EX_USAGE`).
    case usage(String)
    /// The command was understood but could not be carried out (exit 1).
    case failure(String)

    package var exitStatus: Int32 {
        switch self {
        case .usage: ExitStatus.usage
        case .failure: ExitStatus.failure
        }
    }

    package var description: String {
        switch self {
        case .usage(let message), .failure(let message): message
        }
    }
}

package enum ExitStatus {
    package static let success: Int32 = 0
    package static let failure: Int32 = 1
    /// `EX_USAGE` from sysexits.h.
    package static let usage: Int32 = 64
    /// 128 + SIGPIPE: the status a shell reports for a writer whose reader went away.
    package static let brokenPipe: Int32 = 141
}
