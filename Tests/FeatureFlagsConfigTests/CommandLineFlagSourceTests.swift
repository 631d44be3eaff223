import FeatureFlags
import FeatureFlagsConfig
import Testing

@Suite struct CommandLineFlagSourceTests {
    @Test(
        arguments: ["on", "ON", "true", "True", "yes", "YES", "1", " on "].map { ($0, true) }
            + ["off", "Off", "false", "FALSE", "no", "No", "0"].map { ($0, false) })
    func acceptsEveryWordForOnAndOff(word: String, value: Bool) throws {
        let source = try CommandLineFlagSource(overrides: ["launches.countdown=\(word)"], declaredFlags: Flags.all)

        #expect(source.value(forKey: "launches.countdown") == value)
    }

    /// And it says nothing about the flags it was not given.
    @Test func theLastValueForAKeyWins() throws {
        let source = try CommandLineFlagSource(
            overrides: ["pokemon.backup=off", "pokemon.backup=on"], declaredFlags: Flags.all)

        #expect(source.values == ["pokemon.backup": true])
        #expect(source.value(forKey: "launches.countdown") == nil)
        #expect(source.origin == .commandLine)
    }

    @Test func rejectsAnOverrideWithoutEquals() {
        #expect(throws: FeatureFlagConfigurationError.missingEquals(argument: "pokemon.backup")) {
            try CommandLineFlagSource(overrides: ["pokemon.backup"], declaredFlags: Flags.all)
        }
        #expect(
            FeatureFlagConfigurationError.missingEquals(argument: "pokemon.backup").description
                == "--flag pokemon.backup: expected KEY=on or KEY=off, with a KEY that `mosaic flags` lists")
    }

    @Test func rejectsAnUnknownKeyAndListsTheKnownOnes() throws {
        let error = #expect(throws: FeatureFlagConfigurationError.self) {
            try CommandLineFlagSource(overrides: ["pokemon.bakcup=on"], declaredFlags: Flags.all)
        }

        #expect(error == .unknownFlag(key: "pokemon.bakcup", knownKeys: Flags.knownKeys))
        let message = try #require(error?.description)
        #expect(message.contains("pokemon.bakcup"))
        #expect(Flags.knownKeys.allSatisfy(message.contains))
    }

    @Test(arguments: ["maybe", ""])
    func rejectsAValueThatIsNotOnOrOffAndSaysWhatIsAccepted(value: String) throws {
        let error = #expect(throws: FeatureFlagConfigurationError.self) {
            try CommandLineFlagSource(overrides: ["pokemon.backup=\(value)"], declaredFlags: Flags.all)
        }

        #expect(error == .invalidValue(key: "pokemon.backup", value: value))
        let message = try #require(error?.description)
        #expect([value, "on/off", "true/false", "yes/no", "1/0"].allSatisfy(message.contains))
    }
}
