import Testing

@Test func placeholderNetworkingOfflineTests() {}
