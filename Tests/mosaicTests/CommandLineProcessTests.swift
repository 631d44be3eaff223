import Testing

/// The command line's process-level tests over tables of inputs. Each case starts a real
/// `mosaic`, so they run one at a time: hundreds at once would starve the loopback servers of
/// the suites beside them on a small machine.
@Suite("the command line, process by process", .serialized)
enum CommandLineProcessTests {}
