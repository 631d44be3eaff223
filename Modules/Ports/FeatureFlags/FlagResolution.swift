/// A flag's effective value and where it came from.
public struct FlagResolution: Sendable, Hashable {
    /// The flag.
    public let flag: FeatureFlag
    /// Its effective value.
    public let isEnabled: Bool
    /// The layer that decided it.
    public let origin: FlagOrigin

    /// Creates a resolution.
    public init(flag: FeatureFlag, isEnabled: Bool, origin: FlagOrigin) {
        self.flag = flag
        self.isEnabled = isEnabled
        self.origin = origin
    }
}
