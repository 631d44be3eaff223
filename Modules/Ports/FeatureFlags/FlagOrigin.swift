/// Where a flag's value came from, from the strongest to the weakest.
public enum FlagOrigin: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `--flag KEY=on|off` on the command line.
    case commandLine = "command line"
    /// A `MOSAIC_FLAG_<KEY>` environment variable.
    case environment
    /// A remote flag service, which evaluates flags for this installation (its last answer
    /// when it cannot be reached).
    case service
    /// The JSON flags file.
    case file
    /// The flag's declared default.
    case defaultValue = "default"

    /// The strongest origins sort first.
    public static func < (lhs: FlagOrigin, rhs: FlagOrigin) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
