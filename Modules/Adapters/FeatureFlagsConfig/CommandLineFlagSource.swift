public import FeatureFlags

/// Flag values from `--flag KEY=VALUE` arguments, the strongest layer.
public struct CommandLineFlagSource: FlagValueSource {
    public let values: [String: Bool]

    /// Each override is the `KEY=VALUE` after a `--flag`; a key given twice takes the last, as options do.
    public init(overrides: [String], declaredFlags: [FeatureFlag]) throws(FeatureFlagConfigurationError) {
        let declared = DeclaredFlags(declaredFlags)
        var values: [String: Bool] = [:]
        for override in overrides {
            guard let equals = override.firstIndex(of: "=") else {
                throw .missingEquals(argument: override)
            }
            let key = String(override[..<equals]).trimmingWhitespace()
            let text = String(override[override.index(after: equals)...]).trimmingWhitespace()
            guard declared.contains(key) else {
                throw .unknownFlag(key: key, knownKeys: declared.sortedKeys)
            }
            guard let value = FlagValueText.parse(text) else {
                throw .invalidValue(key: key, value: text)
            }
            values[key] = value
        }
        self.values = values
    }

    public var origin: FlagOrigin { .commandLine }

    public func value(forKey key: String) -> Bool? {
        values[key]
    }
}
