import Testing

@Test func placeholderAnalyticsConsoleTests() {}
