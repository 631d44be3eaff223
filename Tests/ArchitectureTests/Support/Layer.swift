/// Where a target sits in the architecture, decided by its folder, not its name: a new target is
/// classified once declared in the right place, and one in an unknown place is reported, not passed.
enum Layer: String, CaseIterable, Sendable {
    case port
    case adapter
    case vendor
    /// Shared machinery that names no feature: the composition kit and the offline client
    /// (`Modules/Composition/`), and the platform they run on (`Modules/Platform/`).
    case kit
    /// A feature's core: model, service, view models. `Modules/Features/<Slice>/<any other folder>`.
    case feature
    /// A slice's bundled data and the in-process API that serves it. `Modules/Features/<Slice>/Emulator`.
    case emulator
    /// A slice's terminal screens. `Modules/Features/<Slice>/Terminal`.
    case terminal
    /// A slice's web pages. `Modules/Features/<Slice>/Web`.
    case web
    /// A slice's commands and their JSON output. `Modules/Features/<Slice>/CommandLine`.
    case commandLine
    /// How the composition root builds a slice, for no client in particular.
    /// `Modules/Features/<Slice>/Assembly`.
    case assembly
    /// The composition root library: the one place that knows concrete adapters.
    case compositionRoot
    /// The executable: the registry of slices and a call into the composition root.
    case executable
    case testSupport
    /// The bytes-in entry functions of the parsers that take outside input (`FuzzTesting/Entries`),
    /// for the fuzzers and the replay tests: test support that must reach the parsers themselves.
    case fuzzEntries
    case test
    case plugin

    /// The layer of a target at `path` (from the package root), or `nil` for an unknown folder. A test
    /// target's folder alone does not say it is one: `isTest` does.
    static func classify(path: String, isTest: Bool, isExecutable: Bool) -> Layer? {
        if isTest { return .test }
        let normalized = path.hasSuffix("/") ? path : path + "/"
        if let slice = SliceFolder(path: normalized) {
            switch slice.role {
            case "Emulator": return .emulator
            case "Terminal": return .terminal
            case "Assembly": return .assembly
            case "Web": return .web
            case "CommandLine": return .commandLine
            default: return .feature
            }
        }
        let folders: [(prefix: String, layer: Layer)] = [
            ("Modules/Ports/", .port),
            ("Modules/Adapters/", .adapter),
            ("Modules/Vendor/", .vendor),
            ("Modules/Composition/", .kit),
            ("Modules/Platform/Tooling/", .plugin),
            ("Modules/Platform/", .kit),
            ("Modules/App/", isExecutable ? .executable : .compositionRoot),
            ("Tests/Support/", .testSupport),
            ("FuzzTesting/Entries/", .fuzzEntries),
        ]
        return folders.first { normalized.hasPrefix($0.prefix) }?.layer
    }
}
