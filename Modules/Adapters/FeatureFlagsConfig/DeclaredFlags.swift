import FeatureFlags

/// The flags the app declares, for checking that an override names one of them.
struct DeclaredFlags {
    let flags: [FeatureFlag]
    private let keys: Set<String>

    init(_ flags: [FeatureFlag]) {
        self.flags = flags
        keys = Set(flags.map(\.key))
    }

    func contains(_ key: String) -> Bool {
        keys.contains(key)
    }

    var sortedKeys: [String] {
        keys.sorted()
    }
}
