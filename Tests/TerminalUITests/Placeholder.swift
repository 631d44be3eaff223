import Testing

@Test func placeholderTerminalUITests() {}
