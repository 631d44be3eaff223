import Testing

@Test func placeholderPokemonListFeatureTests() {}
