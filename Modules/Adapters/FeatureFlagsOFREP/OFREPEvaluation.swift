/// The layer between the environment and the flags file, how current it is, and what to tell the user.
public struct OFREPEvaluation: Sendable {
    /// The `service` layer; empty when the service is ``OFREPFreshness/unavailable(problem:)``.
    public let source: OFREPFlagSource
    public let freshness: OFREPFreshness
    /// Flags refused and answers that could not be kept, one line each.
    public let warnings: [String]
}
