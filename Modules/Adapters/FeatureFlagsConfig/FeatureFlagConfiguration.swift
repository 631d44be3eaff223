public import FeatureFlags
public import Foundation

/// Builds the app's flag provider from where a person can set flags: the command line,
/// the environment and an optional flags file, strongest first, over each flag's default.
public enum FeatureFlagConfiguration {
    /// A provider for `declaredFlags` with the overrides from `commandLineOverrides` (the
    /// `KEY=VALUE` texts that followed each `--flag`), `MOSAIC_FLAG_*` variables in
    /// `environment`, and `flagsFile` when given. Throws the first mistake found, checking
    /// the command line, then the environment, then the file.
    public static func provider(
        declaredFlags: [FeatureFlag],
        commandLineOverrides: [String],
        environment: [String: String],
        flagsFile: URL?
    ) throws(FeatureFlagConfigurationError) -> LayeredFeatureFlags {
        var layers: [any FlagValueSource] = [
            try CommandLineFlagSource(overrides: commandLineOverrides, declaredFlags: declaredFlags),
            try EnvironmentFlagSource(environment: environment, declaredFlags: declaredFlags),
        ]
        if let flagsFile {
            layers.append(try FileFlagSource(contentsOf: flagsFile, declaredFlags: declaredFlags))
        }
        return LayeredFeatureFlags(layers: layers)
    }
}
