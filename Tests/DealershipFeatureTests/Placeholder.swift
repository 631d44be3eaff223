import Testing

@Test func placeholderDealershipFeatureTests() {}
