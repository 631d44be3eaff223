import Testing

@Test func placeholderPersistenceFilesTests() {}
