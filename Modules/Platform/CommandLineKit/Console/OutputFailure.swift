/// Why standard output could not be written, so the run ends the way a script expects.
package enum OutputFailure: Error, Sendable, Equatable {
    /// The reader went away (`EPIPE`): the run ends quietly, as if SIGPIPE had ended it.
    case brokenPipe
    /// Any other write error, such as a full disk (`/dev/full`) or a closed descriptor.
    case unwritable(reason: String)

    /// The run's status: 141 (128 + SIGPIPE, as a shell shows a writer SIGPIPE ended) for a broken pipe, else 1.
    package var exitStatus: Int32 {
        switch self {
        case .brokenPipe: ExitStatus.brokenPipe
        case .unwritable: ExitStatus.failure
        }
    }

    /// The line written on standard error, or `nil` for a broken pipe, which ends silently.
    package var errorLine: String? {
        switch self {
        case .brokenPipe: nil
        case .unwritable(let reason): "error: cannot write the output: \(reason)"
        }
    }
}
