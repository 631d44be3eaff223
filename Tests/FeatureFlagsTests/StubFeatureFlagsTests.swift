import FeatureFlags
import FeatureFlagsTesting
import Testing

@Suite struct StubFeatureFlagsTests {
    @Test func satisfiesTheProviderContract() throws {
        try FeatureFlagProviderContract(overrideOrigin: .commandLine) { _, overrides in
            StubFeatureFlags(overrides)
        }.verify()
    }
}
