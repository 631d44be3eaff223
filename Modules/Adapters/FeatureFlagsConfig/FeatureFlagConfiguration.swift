public import FeatureFlags
public import Foundation

/// The flag provider from the command line, environment and optional flags file, strongest first, over defaults.
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
