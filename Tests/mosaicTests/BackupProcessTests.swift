import Testing

/// The backup's process-level tests, one at a time: each starts `mosaic` processes and serves PokeAPI from
/// this process, and together they would starve each other's servers and the suites beside them.
@Suite("the backup, process by process", .serialized, .processBudget)
enum BackupProcessTests {}
