/// Rules about `import` lines, scanned from sources, so a forbidden dependency Package.swift does not
/// declare is caught too (in a build without `--explicit-target-dependency-import-check`).
enum ImportPolicy {
    /// Modules that only the listed folders may import. FoundationNetworking is Linux's URLSession: only
    /// its adapter sees it, and that adapter's tests (loopback checks); everyone else talks to the
    /// `Networking` port, and test support's fakes replace the network.
    static let restrictedModules: [String: [String]] = [
        "FoundationNetworking": [
            "Modules/Adapters/NetworkingURLSession/",
            "Tests/NetworkingURLSessionTests/",
        ],
        "ZoogleAnalytics": [
            "Modules/Vendor/ZoogleAnalytics/",
            "Modules/Adapters/AnalyticsZoogle/",
            "Tests/ZoogleAnalyticsTests/",
            "Tests/AnalyticsZoogleTests/",
        ],
    ]

    /// Everything a feature may import besides the ports: features describe behaviour and
    /// view state, so they need no platform or terminal modules.
    static let featureSystemModules: Set<String> = ["Foundation", "Observation"]

    static func restrictedImportViolations(_ imports: [SourceImport]) -> [String] {
        imports.compactMap { found in
            guard let allowedFolders = restrictedModules[found.module],
                !allowedFolders.contains(where: { found.file.hasPrefix($0) })
            else { return nil }
            return "\(found): only \(allowedFolders.joined(separator: ", ")) may import \(found.module)"
        }
    }

    /// Imports in feature sources of anything but Foundation, Observation and the ports.
    static func featureImportViolations(_ imports: [SourceImport], in graph: ModuleGraph) -> [String] {
        let allowed = featureSystemModules.union(ArchitectureRule.featurePorts)
        return imports.compactMap { found in
            guard graph.owner(of: found.file)?.layer == .feature, !allowed.contains(found.module) else { return nil }
            return "\(found): a feature may import only \(allowed.sorted().joined(separator: ", "))"
        }
    }

    /// Declared dependencies on our own modules that no source file of the depending module
    /// imports: a stale line in Package.swift that still draws an arrow in every diagram.
    static func unusedDependencies(_ imports: [SourceImport], in graph: ModuleGraph) -> [String] {
        var importedBy: [String: Set<String>] = [:]
        for found in imports {
            guard let owner = graph.owner(of: found.file) else { continue }
            importedBy[owner.name, default: []].insert(found.module)
        }
        // A test's dependency on an executable only makes SwiftPM build it first; nothing imports it.
        return graph.edges.filter { $0.origin == nil && $0.to.layer != .executable }.compactMap { edge in
            guard importedBy[edge.from.name, default: []].contains(edge.to.name) == false else { return nil }
            return "\(edge.from.name) -> \(edge.to.name) is declared, but no source of \(edge.from.name) imports it"
        }
    }

    /// Imports of our own modules, as edges the architecture rules can judge like declared ones.
    static func importEdges(_ imports: [SourceImport], in graph: ModuleGraph) -> [Edge] {
        imports.compactMap { found in
            guard let from = graph.owner(of: found.file), let to = graph.module(named: found.module), from != to
            else { return nil }
            return Edge(from: from, to: to, origin: "\(found.file):\(found.line)")
        }
    }
}

extension ModuleGraph {
    func owner(of file: String) -> Module? {
        modules.filter { !$0.path.isEmpty && file.hasPrefix($0.path + "/") }
            .max { $0.path.count < $1.path.count }
    }
}
