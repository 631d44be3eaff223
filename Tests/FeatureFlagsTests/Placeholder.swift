import Testing

@Test func placeholderFeatureFlagsTests() {}
