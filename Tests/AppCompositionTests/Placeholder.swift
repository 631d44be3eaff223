import Testing

@Test func placeholderAppCompositionTests() {}
