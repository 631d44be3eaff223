/// Where a target sits in the architecture, decided by the folder it lives in.
///
/// The folder is the source of truth (not the name), so a new target is classified as soon as
/// it is declared in the right place, and a target in an unknown place is reported instead of
/// silently passing every rule.
enum Layer: String, CaseIterable, Sendable {
    case port
    case adapter
    case vendor
    case feature
    case ui
    /// The composition root library: the one place that knows concrete adapters.
    case compositionRoot
    /// The executable: a thin shell around the composition root.
    case executable
    case testSupport
    case test
    case plugin

    /// The layer of a target, or `nil` when its path matches no known folder.
    ///
    /// - Parameters:
    ///   - path: the target's path relative to the package root, as `swift package describe` prints it.
    ///   - isTest: whether the target is a test target (its folder alone does not say so).
    ///   - isExecutable: whether the target is an executable target.
    static func classify(path: String, isTest: Bool, isExecutable: Bool) -> Layer? {
        if isTest { return .test }
        let folders: [(prefix: String, layer: Layer)] = [
            ("Modules/Ports/", .port),
            ("Modules/Adapters/", .adapter),
            ("Modules/Vendor/", .vendor),
            ("Modules/Features/", .feature),
            ("Modules/UI/", .ui),
            ("Modules/App/", isExecutable ? .executable : .compositionRoot),
            ("Modules/Plugins/", .plugin),
            ("Tests/Support/", .testSupport),
        ]
        let normalized = path.hasSuffix("/") ? path : path + "/"
        return folders.first { normalized.hasPrefix($0.prefix) }?.layer
    }
}
