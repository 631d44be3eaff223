import Testing

@Test func placeholderPersistenceTests() {}
