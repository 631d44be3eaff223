import Testing

@Test func placeholderGuidomiaFeatureTests() {}
