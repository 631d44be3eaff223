import Testing

/// Fails the test for calling `endpoint`, never stubbed, returning the words for the double's error: a test
/// states only the calls it expects, and any other fails it by name, not with something plausible.
public func unimplemented(_ endpoint: String) -> String {
    let message = "\(endpoint) was called, but this test did not stub it"
    Issue.record(Comment(rawValue: message))
    return message
}
