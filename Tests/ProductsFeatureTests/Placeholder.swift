import Testing

@Test func placeholderProductsFeatureTests() {}
