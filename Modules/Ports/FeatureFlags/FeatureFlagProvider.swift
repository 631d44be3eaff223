/// Answers whether a flag is on. The only thing a feature asks about flags.
public protocol FeatureFlagProvider: Sendable {
    /// The effective value of `flag` and where it came from.
    func resolve(_ flag: FeatureFlag) -> FlagResolution
}

extension FeatureFlagProvider {
    /// Whether `flag` is on.
    public func isEnabled(_ flag: FeatureFlag) -> Bool {
        resolve(flag).isEnabled
    }
}
