import Testing

@Test func placeholderArchitectureTests() {}
