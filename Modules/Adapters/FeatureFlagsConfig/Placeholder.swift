// Placeholder until the adapter is written; delete when adding real sources.
public import FeatureFlags
public import Foundation

public enum FeatureFlagConfigurationError: Error, CustomStringConvertible {
    case unknown(String)
    public var description: String { "flag error" }
}

public struct FeatureFlagConfiguration {
    public static func provider(
        declaredFlags: [FeatureFlag], commandLineOverrides: [String], environment: [String: String], flagsFile: URL?
    ) throws(FeatureFlagConfigurationError) -> LayeredFeatureFlags {
        LayeredFeatureFlags(layers: [])
    }
}
