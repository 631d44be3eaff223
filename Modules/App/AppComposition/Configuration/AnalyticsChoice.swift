/// Where analytics events go, from `--analytics`.
public enum AnalyticsChoice: String, Sendable, Hashable, CaseIterable {
    /// The Zoogle Analytics SDK (stderr, or the file named by `ZOOGLE_LOG`).
    case zoogle
    /// One `analytics:` line per event on stderr.
    case console
    /// Dropped.
    case none
}
