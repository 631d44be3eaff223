import Testing

@Test func placeholdermosaicTests() {}
