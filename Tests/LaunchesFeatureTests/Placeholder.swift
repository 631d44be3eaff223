import Testing

@Test func placeholderLaunchesFeatureTests() {}
