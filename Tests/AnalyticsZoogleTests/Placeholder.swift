import Testing

@Test func placeholderAnalyticsZoogleTests() {}
