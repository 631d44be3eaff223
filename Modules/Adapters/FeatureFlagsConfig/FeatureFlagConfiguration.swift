public import FeatureFlags
public import Foundation

/// The flag provider from the command line, environment and optional flags file, strongest first, over defaults.
public enum FeatureFlagConfiguration {
    /// `commandLineOverrides` are the `KEY=VALUE` texts after each `--flag`. Throws the first mistake, checking
    /// the command line, then `MOSAIC_FLAG_*` in `environment`, then `flagsFile`.
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
