import FeatureFlags
import FeatureFlagsConfig
import FeatureFlagsTesting
import Foundation
import Testing

@Suite struct FeatureFlagConfigurationTests {
    private static func onOff(_ value: Bool) -> String { value ? "on" : "off" }

    /// Overrides given in each of the three places this module reads.
    @Test(arguments: [FlagOrigin.commandLine, .environment, .file])
    func overridesSatisfyTheProviderContract(from origin: FlagOrigin) throws {
        try FeatureFlagProviderContract(overrideOrigin: origin) { declared, overrides in
            let json = try JSONEncoder().encode(
                Dictionary(uniqueKeysWithValues: overrides.map { ($0.key.key, $0.value) }))
            let file = try TemporaryFlagsFile(String(decoding: json, as: UTF8.self))
            return try FeatureFlagConfiguration.provider(
                declaredFlags: declared,
                commandLineOverrides: origin == .commandLine
                    ? overrides.map { "\($0.key.key)=\(Self.onOff($0.value))" } : [],
                environment: origin == .environment
                    ? Dictionary(
                        uniqueKeysWithValues: overrides.map { ($0.key.environmentVariable, Self.onOff($0.value)) })
                    : [:],
                flagsFile: origin == .file ? file.url : nil)
        }.verify()
    }

    @Test func commandLineBeatsEnvironmentBeatsFileBeatsDefault() throws {
        let file = try TemporaryFlagsFile(
            #"{"pokemon.infiniteScroll": true, "launches.countdown": false, "pokemon.backup": false}"#)

        let flags = try FeatureFlagConfiguration.provider(
            declaredFlags: Flags.all,
            commandLineOverrides: ["pokemon.infiniteScroll=off"],
            environment: [
                Flags.infiniteScroll.environmentVariable: "on",
                Flags.countdown.environmentVariable: "on",
            ],
            flagsFile: file.url
        )

        #expect(
            flags.resolve(Flags.infiniteScroll)
                == FlagResolution(flag: Flags.infiniteScroll, isEnabled: false, origin: .commandLine))
        #expect(
            flags.resolve(Flags.countdown)
                == FlagResolution(flag: Flags.countdown, isEnabled: true, origin: .environment))
        #expect(flags.resolve(Flags.backup) == FlagResolution(flag: Flags.backup, isEnabled: false, origin: .file))
        #expect(
            flags.resolve(Flags.showTypes)
                == FlagResolution(flag: Flags.showTypes, isEnabled: false, origin: .defaultValue))
    }

    @Test func withoutAFlagsFileThereIsNoFileLayer() throws {
        let flags = try FeatureFlagConfiguration.provider(
            declaredFlags: Flags.all, commandLineOverrides: [], environment: [:], flagsFile: nil)

        #expect(flags.layers.map(\.origin) == [.commandLine, .environment])
    }

    @Test func aCommandLineMistakeIsReportedBeforeOneInTheFile() throws {
        let file = try TemporaryFlagsFile(#"{"nope": true}"#)

        #expect(throws: FeatureFlagConfigurationError.missingEquals(argument: "pokemon.backup")) {
            try FeatureFlagConfiguration.provider(
                declaredFlags: Flags.all, commandLineOverrides: ["pokemon.backup"], environment: [:],
                flagsFile: file.url)
        }
    }
}
