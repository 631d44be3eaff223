/// What the user did that may be counted, in the feature's words; the assembly decides what, if anything, each becomes.
public enum GuidomiaEvent: Sendable, Hashable {
    /// The make or model filter changed; `nil` is "any".
    case filterChanged(make: String?, model: String?)
}
