public import Foundation

/// How current the service layer's values are.
public enum OFREPFreshness: Sendable, Hashable {
    /// The service answered on this run (with values, or 304 confirming the kept ones).
    case live
    /// An earlier run's answer from `answeredAt`, used while the service is asked again (ADR 0009).
    case kept(answeredAt: Date)
    /// The service did not answer usably (`problem` says why); its answer from `answeredAt` stands in.
    case cached(answeredAt: Date, problem: String)
    /// The service did not answer usably and nothing is kept: the other layers decide.
    case unavailable(problem: String)
}
