import Testing

@Test func placeholderFeatureFlagsConfigTests() {}
