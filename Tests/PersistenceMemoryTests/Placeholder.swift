import Testing

@Test func placeholderPersistenceMemoryTests() {}
