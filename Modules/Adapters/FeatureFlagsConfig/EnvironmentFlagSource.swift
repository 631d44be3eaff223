public import FeatureFlags

/// Flag values from `MOSAIC_FLAG_<KEY>` environment variables (`FeatureFlag.environmentVariable`).
///
/// Only declared flags' variables are read; any other `MOSAIC_FLAG_*` is ignored, not rejected: the
/// environment is the shell's and outlives a run, so a variable left for a flag since renamed or removed (or
/// of another build) must not stop the app. Misspelt keys on the command line or in the flags file, written
/// for this run, are errors.
public struct EnvironmentFlagSource: FlagValueSource {
    public let values: [String: Bool]

    /// An empty variable counts as unset, so `MOSAIC_FLAG_X= mosaic` clears an exported override.
    public init(environment: [String: String], declaredFlags: [FeatureFlag]) throws(FeatureFlagConfigurationError) {
        var values: [String: Bool] = [:]
        for flag in declaredFlags {
            let variable = flag.environmentVariable
            guard let text = environment[variable], !text.trimmingWhitespace().isEmpty else { continue }
            guard let value = FlagValueText.parse(text) else {
                throw .invalidEnvironmentValue(variable: variable, value: text)
            }
            values[flag.key] = value
        }
        self.values = values
    }

    public var origin: FlagOrigin { .environment }

    public func value(forKey key: String) -> Bool? {
        values[key]
    }
}
