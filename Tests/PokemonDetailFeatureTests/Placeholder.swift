import Testing

@Test func placeholderPokemonDetailFeatureTests() {}
