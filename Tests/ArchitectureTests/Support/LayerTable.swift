/// Which layers each layer may depend on: every edge must be allowed here; the named rules narrow some rows
/// (`ArchitectureRule+Catalogue`): an adapter uses only its own port, a slice's targets only their slice's feature.
enum LayerTable {
    static let allowed: [Layer: Set<Layer>] = [
        .port: [],
        // Vendor code is code we do not own: it may bundle its own C library, never know ours.
        .vendor: [.vendor],
        // A kit only where the adapters of one port share it (ArchitectureRule.adapterKits).
        .adapter: [.port, .vendor, .kit],
        .kit: [.port, .kit],
        .feature: [.port],
        .emulator: [.port, .kit],
        // A client's target reaches its slice through the assembly, which knows no client, and
        // never another client's: what two clients show comes from the core's view state.
        .terminal: [.feature, .kit, .assembly],
        .web: [.feature, .kit, .port, .assembly],
        .commandLine: [.feature, .kit, .port, .assembly],
        .assembly: [.port, .kit, .feature, .emulator],
        .compositionRoot: [.port, .adapter, .kit],
        // The executable registers the slices and each client's entries, and hands them to the root.
        .executable: [.compositionRoot, .kit, .assembly, .terminal, .web, .commandLine],
        // A `<Module>Testing` target may also reach the module it is named after (the root, an
        // emulator), and a slice's `<Slice>Testing` its own slice's cores.
        .testSupport: [.port, .kit, .feature, .compositionRoot, .emulator, .testSupport],
        // Fuzzing feeds each parser where it lives, and every command and screen through the assemblies,
        // with the tests' doubles; only tests depend on it (the fuzzers are a package outside this graph).
        .fuzzEntries: [
            .port, .adapter, .kit, .feature, .emulator, .assembly, .terminal, .web, .commandLine, .compositionRoot,
            .testSupport,
        ],
        // Tests may reach anything they test, and the fakes; not plugins.
        .test: Set(Layer.allCases).subtracting([.test, .plugin]),
        .plugin: [],
    ]

    static func allows(_ from: Layer, _ to: Layer) -> Bool {
        allowed[from, default: []].contains(to)
    }
}
