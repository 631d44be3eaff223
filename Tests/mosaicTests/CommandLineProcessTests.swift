import Testing

/// The command line's process-level tests over tables of inputs, one case at a time: each starts a
/// `mosaic`, and hundreds at once would starve the loopback servers of the suites beside them.
@Suite("the command line, process by process", .serialized)
enum CommandLineProcessTests {}
