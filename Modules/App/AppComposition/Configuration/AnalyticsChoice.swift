/// Where analytics events go, from `--analytics`.
public enum AnalyticsChoice: String, Sendable, Hashable, CaseIterable {
    /// The Zoogle Analytics SDK, writing to ``AppConfiguration/zoogleLog``.
    case zoogle
    /// One `analytics:` line per event on stderr.
    case console
    /// Dropped.
    case none
}
