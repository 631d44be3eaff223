/// Which layers each layer may depend on. Every edge in the package must appear here;
/// the named rules in `ArchitectureRule+Catalogue.swift` then narrow some rows further
/// (for example, an adapter may depend on a port, but only on its own).
enum LayerTable {
    static let allowed: [Layer: Set<Layer>] = [
        .port: [],
        // Vendor code is code we do not own: it may bundle its own C library, never know ours.
        .vendor: [.vendor],
        .adapter: [.port, .vendor],
        .feature: [.port],
        .ui: [.feature],
        .compositionRoot: [.port, .adapter, .feature, .ui],
        .executable: [.compositionRoot],
        .testSupport: [.port],
        // Tests may reach anything they test, and the fakes; not plugins.
        .test: [.port, .adapter, .vendor, .feature, .ui, .compositionRoot, .executable, .testSupport],
        .plugin: [],
    ]

    static func allows(_ from: Layer, _ to: Layer) -> Bool {
        allowed[from, default: []].contains(to)
    }
}
