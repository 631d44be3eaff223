import FeatureFlags
import FeatureFlagsConfig
import Testing

@Suite struct EnvironmentFlagSourceTests {
    @Test func readsEachDeclaredFlagsVariable() throws {
        let source = try EnvironmentFlagSource(
            environment: ["MOSAIC_FLAG_POKEMON_INFINITE_SCROLL": "off", "MOSAIC_FLAG_LAUNCHES_COUNTDOWN": "Yes"],
            declaredFlags: Flags.all)

        #expect(source.values == ["pokemon.infiniteScroll": false, "launches.countdown": true])
        #expect(source.origin == .environment)
    }

    @Test func ignoresVariablesOfUndeclaredFlagsAndOtherVariables() throws {
        let source = try EnvironmentFlagSource(
            environment: [
                "MOSAIC_FLAG_RETIRED_FLAG": "maybe", "PATH": "/usr/bin", "MOSAIC_FLAG_LAUNCHES_COUNTDOWN": "1",
            ],
            declaredFlags: Flags.all)

        #expect(source.values == ["launches.countdown": true])
    }

    @Test func anEmptyVariableCountsAsUnset() throws {
        let source = try EnvironmentFlagSource(
            environment: ["MOSAIC_FLAG_LAUNCHES_COUNTDOWN": "", "MOSAIC_FLAG_POKEMON_BACKUP": " "],
            declaredFlags: Flags.all)

        #expect(source.values.isEmpty)
    }

    @Test func rejectsABadValueNamingTheVariable() throws {
        let error = #expect(throws: FeatureFlagConfigurationError.self) {
            try EnvironmentFlagSource(environment: ["MOSAIC_FLAG_POKEMON_BACKUP": "enabled"], declaredFlags: Flags.all)
        }

        #expect(error == .invalidEnvironmentValue(variable: "MOSAIC_FLAG_POKEMON_BACKUP", value: "enabled"))
        let message = try #require(error?.description)
        #expect(message.contains("MOSAIC_FLAG_POKEMON_BACKUP"))
        #expect(message.contains("on/off"))
    }
}
