import Testing

/// The backup's process-level tests. Each starts real `mosaic` processes and serves PokeAPI from
/// this test process, so they run one at a time: together they would starve each other's
/// server on a small machine, and the suites beside them.
@Suite("the backup, process by process", .serialized, .processBudget)
enum BackupProcessTests {}
