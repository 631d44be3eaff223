import Testing

@Test func placeholderAnalyticsTests() {}
