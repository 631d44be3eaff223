/// How a backup run went.
public struct PokedexBackupSummary: Sendable, Equatable {
    /// One detail that could not be backed up.
    public struct Failure: Sendable, Equatable {
        public var id: Int
        public var reason: String

        public init(id: Int, reason: String) {
            self.id = id
            self.reason = reason
        }
    }

    public var fetched = 0
    public var alreadySaved = 0
    public var failures: [Failure] = []

    public init(fetched: Int = 0, alreadySaved: Int = 0, failures: [Failure] = []) {
        self.fetched = fetched
        self.alreadySaved = alreadySaved
        self.failures = failures
    }

    public var failed: Int { failures.count }
}
