extension ArchitectureRule {
    /// Every rule, in the order a reader should learn them.
    static let all: [ArchitectureRule] = [
        followsLayerTable,
        featuresDependOnlyOnPorts,
        noFeatureDependsOnAnotherFeature,
        portsDependOnNothingOfOurs,
        adaptersDependOnlyOnTheirOwnPort,
        vendorDependsOnNothingOfOurs,
        vendorIsUsedOnlyByItsAdapter,
        userInterfaceDependsOnlyOnFeatures,
        onlyCompositionRootDependsOnAdapters,
        executableDependsOnlyOnCompositionRoot,
        onlyTestsDependOnTestSupport,
        testSupportDependsOnlyOnItsPort,
    ]

    /// The vendor modules and the adapters allowed to wrap them. A new vendor module needs a row.
    static let vendorWrappers: [String: Set<String>] = [
        "CSQLite": ["PersistenceSQLite"],
        "ZoogleAnalytics": ["AnalyticsZoogle"],
    ]

    static let followsLayerTable = ArchitectureRule(
        "every edge is allowed by LayerTable",
        appliesTo: { _ in true },
        check: { edge, _ in
            if LayerTable.allows(edge.from.layer, edge.to.layer) { return .allowed }
            let allowed = LayerTable.allowed[edge.from.layer, default: []].map(\.rawValue).sorted()
            return .forbidden(
                hint: "\(edge.from.layer.rawValue) targets may depend only on [\(allowed.joined(separator: ", "))], "
                    + "not on \(edge.to.layer.rawValue) targets"
            )
        }
    )

    static let featuresDependOnlyOnPorts = ArchitectureRule(
        "features depend only on ports",
        appliesTo: { $0.from.layer == .feature },
        allows: { $0.to.layer == .port }
    )

    static let noFeatureDependsOnAnotherFeature = ArchitectureRule(
        "no feature depends on another feature",
        appliesTo: { $0.from.layer == .feature },
        allows: { $0.to.layer != .feature }
    )

    static let portsDependOnNothingOfOurs = ArchitectureRule(
        "ports depend on nothing of ours",
        appliesTo: { $0.from.layer == .port },
        allows: { _ in false }
    )

    static let adaptersDependOnlyOnTheirOwnPort = ArchitectureRule(
        "adapters depend only on their own port (the port their name starts with) and vendor code",
        appliesTo: { $0.from.layer == .adapter },
        check: { edge, graph in
            if edge.to.layer == .vendor { return .allowed }
            let ownPort = graph.ownPort(of: edge.from)
            if let ownPort, edge.to == ownPort { return .allowed }
            return .forbidden(
                hint: "\(edge.from.name)'s own port is \(ownPort?.name ?? "missing: no port prefixes its name")")
        }
    )

    static let vendorDependsOnNothingOfOurs = ArchitectureRule(
        "vendor code depends on nothing of ours",
        appliesTo: { $0.from.layer == .vendor },
        allows: { $0.to.layer == .vendor }
    )

    static let vendorIsUsedOnlyByItsAdapter = ArchitectureRule(
        "a vendor module is used only by the adapter that wraps it (and tests)",
        appliesTo: { $0.to.layer == .vendor && $0.from.layer != .test && $0.from.layer != .vendor },
        check: { edge, _ in
            guard let wrappers = vendorWrappers[edge.to.name] else {
                return .forbidden(hint: "add \(edge.to.name) to ArchitectureRule.vendorWrappers")
            }
            if wrappers.contains(edge.from.name) { return .allowed }
            return .forbidden(hint: "only \(wrappers.sorted().joined(separator: ", ")) may use \(edge.to.name)")
        }
    )

    static let userInterfaceDependsOnlyOnFeatures = ArchitectureRule(
        "the UI depends only on features",
        appliesTo: { $0.from.layer == .ui },
        allows: { $0.to.layer == .feature }
    )

    static let onlyCompositionRootDependsOnAdapters = ArchitectureRule(
        "only the composition root (and the adapters' tests) depends on adapters",
        appliesTo: { $0.to.layer == .adapter },
        allows: { $0.from.layer == .compositionRoot || $0.from.layer == .test }
    )

    static let executableDependsOnlyOnCompositionRoot = ArchitectureRule(
        "the executable depends only on the composition root",
        appliesTo: { $0.from.layer == .executable },
        allows: { $0.to.layer == .compositionRoot }
    )

    static let onlyTestsDependOnTestSupport = ArchitectureRule(
        "only test targets depend on *Testing support targets",
        appliesTo: { $0.to.layer == .testSupport },
        allows: { $0.from.layer == .test }
    )

    static let testSupportDependsOnlyOnItsPort = ArchitectureRule(
        "test support depends only on its port (NetworkingTesting -> Networking)",
        appliesTo: { $0.from.layer == .testSupport },
        check: { edge, _ in
            let portName = edge.from.name.hasSuffix("Testing") ? String(edge.from.name.dropLast("Testing".count)) : nil
            if edge.to.layer == .port, edge.to.name == portName { return .allowed }
            return .forbidden(
                hint: "\(edge.from.name) may depend only on \(portName ?? "<Port> (name it <Port>Testing)")")
        }
    )
}

extension ModuleGraph {
    /// The port an adapter implements: the longest port name its own name starts with.
    func ownPort(of adapter: Module) -> Module? {
        modules(in: .port)
            .filter { adapter.name.hasPrefix($0.name) && adapter.name != $0.name }
            .max { $0.name.count < $1.name.count }
    }
}
