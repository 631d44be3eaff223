import Testing

/// Fails the running test because it called `endpoint`, which it never stubbed, and returns those
/// words for the error the double throws: a test states only the calls it expects, and any other
/// call fails it by name instead of answering with something plausible.
public func unimplemented(_ endpoint: String) -> String {
    let message = "\(endpoint) was called, but this test did not stub it"
    Issue.record(Comment(rawValue: message))
    return message
}
