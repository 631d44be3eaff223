import FeatureFlags
import Testing

@Suite struct FeatureFlagTests {
    @Test(
        arguments: [
            ("pokemon.infiniteScroll", "MOSAIC_FLAG_POKEMON_INFINITE_SCROLL"),
            ("launches.countdown", "MOSAIC_FLAG_LAUNCHES_COUNTDOWN"),
            ("pokemon.showTypes", "MOSAIC_FLAG_POKEMON_SHOW_TYPES"),
            ("products.search-v2", "MOSAIC_FLAG_PRODUCTS_SEARCH_V2"),
            ("guidomia..doubleDot", "MOSAIC_FLAG_GUIDOMIA_DOUBLE_DOT"),
        ]
    )
    func environmentVariableIsTheKeyInUpperSnakeCase(key: String, variable: String) {
        #expect(FeatureFlag(key: key, defaultValue: false, description: "").environmentVariable == variable)
    }

    @Test func isIdentifiedByItsKey() {
        let flag = FeatureFlag(key: "launches.countdown", defaultValue: true, description: "Counts down")

        #expect(flag.id == "launches.countdown")
    }
}
