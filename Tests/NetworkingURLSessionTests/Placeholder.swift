import Testing

@Test func placeholderNetworkingURLSessionTests() {}
