import Testing

@Test func placeholderPersistenceSQLiteTests() {}
