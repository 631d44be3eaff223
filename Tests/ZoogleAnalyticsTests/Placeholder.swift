import Testing

@Test func placeholderZoogleAnalyticsTests() {}
