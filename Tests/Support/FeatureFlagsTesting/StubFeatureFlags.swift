public import FeatureFlags

/// A `FeatureFlagProvider` with fixed values, set as if from the command line; every other
/// flag has its default.
public struct StubFeatureFlags: FeatureFlagProvider {
    private let values: [String: Bool]

    /// Creates a provider where each flag in `values` has the given value.
    public init(_ values: [FeatureFlag: Bool] = [:]) {
        self.values = Dictionary(values.map { ($0.key.key, $0.value) }) { _, last in last }
    }

    /// A value given to ``init(_:)``, with the command line's origin; otherwise the flag's default.
    public func resolve(_ flag: FeatureFlag) -> FlagResolution {
        if let value = values[flag.key] {
            return FlagResolution(flag: flag, isEnabled: value, origin: .commandLine)
        }
        return FlagResolution(flag: flag, isEnabled: flag.defaultValue, origin: .defaultValue)
    }
}
