import FeatureFlags
import FeatureFlagsTesting
import Testing

@Suite struct StaticFeatureFlagsTests {
    @Test func satisfiesTheProviderContract() throws {
        try FeatureFlagProviderContract(overrideOrigin: .commandLine) { _, overrides in
            StaticFeatureFlags(overrides)
        }.verify()
    }
}
