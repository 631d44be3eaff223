#if DEBUG
// The strings-file parser is internal; debug builds compile it with testing enabled.
import FeatureFlags
import FeatureFlagsConfig
import Foundation
@testable import GuidomiaFeature

/// Files a user or a translator writes: Guidomia's `Localizable.strings` and `--flags-file`.
enum ConfigurationFileFuzzing {
    private static let declaredFlags = [
        FeatureFlag(key: "pokemon.showTypes", defaultValue: true, description: "fuzzing"),
        FeatureFlag(key: "guidomia.filters", defaultValue: false, description: "fuzzing"),
    ]

    /// Read as `GuidomiaStrings.bundled` reads the file.
    static func guidomiaStrings(_ data: Data) {
        _ = try? StringsFileParser.parse(String(decoding: data, as: UTF8.self))
    }

    static func flagsFile(_ data: Data) {
        _ = try? FileFlagSource(json: data, path: "flags.json", declaredFlags: declaredFlags)
    }
}
#endif
