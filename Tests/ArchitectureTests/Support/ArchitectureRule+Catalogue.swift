extension ArchitectureRule {
    /// Every rule, in the order a reader should learn them.
    static let all: [ArchitectureRule] = [
        followsLayerTable,
        featuresDependOnlyOnPorts,
        sliceTargetsStayInTheirSlice,
        webPagesDependOnlyOnTheirFeatureTheWebKitAndPorts,
        noSliceDependsOnAnotherSlice,
        terminalKitIsALeaf,
        registrationKitNamesNoClient,
        clientKitsDependOnNoOtherClient,
        assembliesDependOnNoClientKit,
        adaptersDependOnlyOnTheirOwnPort,
        vendorIsUsedOnlyByItsAdapter,
        testSupportReachesNoFeatureOrAdapter,
        featureTestsRunOnFakesOnly,
    ]

    /// The vendor modules and the adapters allowed to wrap them. A new vendor module needs a row.
    static let vendorWrappers: [String: Set<String>] = [
        "CSQLite": ["PersistenceSQLite"],
        "CPNG": ["ImageDecodingSystem"],
        "CJPEG": ["ImageDecodingSystem"],
        "ZoogleAnalytics": ["AnalyticsZoogle"],
    ]

    static let followsLayerTable = ArchitectureRule(
        name: "every edge is allowed by LayerTable",
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

    /// The ports a feature may use. `ImageDecoding` is a port too, but of the picture pipeline,
    /// which sits outside the features: they hand out image URLs, never bitmaps.
    static let featurePorts: Set<String> = ["Networking", "Persistence", "Analytics", "FeatureFlags"]

    static let featuresDependOnlyOnPorts = ArchitectureRule(
        "features depend only on the four ports (Networking, Persistence, Analytics, FeatureFlags)",
        appliesTo: { $0.from.layer == .feature },
        allows: { $0.to.layer == .port && featurePorts.contains($0.to.name) }
    )

    static let sliceTargetsStayInTheirSlice = ArchitectureRule(
        name: "a slice's emulator, screens, web pages, commands and assembly depend only on their own slice, ports"
            + " and kits",
        appliesTo: { [.emulator, .terminal, .web, .commandLine, .assembly].contains($0.from.layer) },
        check: { edge, _ in
            if edge.to.layer == .port || edge.to.layer == .kit || edge.to.slice == edge.from.slice {
                return .allowed
            }
            return .forbidden(hint: "\(edge.from.name) belongs to the \(edge.from.slice ?? "?") slice")
        }
    )

    static let webKit = "WebAppKit"

    /// The kits a slice's web target may use: the web kit, its view models' graph and the pictures it serves.
    static let webKits: Set<String> = [webKit, registrationKit, "PictureKit"]

    /// What proves the web client changed no feature: its pages see the view models, the slice's
    /// assembly and the web kit, never the terminal, the emulator or another client's kit.
    static let webPagesDependOnlyOnTheirFeatureTheWebKitAndPorts = ArchitectureRule(
        "a slice's web pages depend only on their own feature and assembly, \(webKit) and the four ports",
        appliesTo: { $0.from.layer == .web },
        allows: { edge in
            ([.feature, .assembly].contains(edge.to.layer) && edge.to.slice == edge.from.slice)
                || webKits.contains(edge.to.name) || (edge.to.layer == .port && featurePorts.contains(edge.to.name))
        }
    )

    static let noSliceDependsOnAnotherSlice = ArchitectureRule(
        "no slice depends on another slice",
        appliesTo: { $0.from.slice != nil && $0.to.slice != nil },
        allows: { $0.from.slice == $0.to.slice }
    )

    /// A library product any terminal program needs (the examples' line client escapes with it), so it
    /// must bring no client, picture pipeline or slice registration along.
    static let terminalKit = "TerminalKit"

    /// The one module the terminal kit may use: it draws decoded bitmaps in cells.
    static let terminalKitPorts: Set<String> = ["ImageDecoding"]

    static let terminalKitIsALeaf = ArchitectureRule(
        "\(terminalKit) depends on \(terminalKitPorts.sorted().joined(separator: ", ")) at most",
        appliesTo: { $0.from.name == terminalKit },
        allows: { terminalKitPorts.contains($0.to.name) }
    )

    /// The kit every slice registers with (`FeatureModule`) and every client reads (`FeatureGraph`).
    static let registrationKit = "CompositionKit"

    /// Besides the ports, the registration kit may use the offline client, whose emulator protocol each API names.
    static let registrationKitKits: Set<String> = ["NetworkingOffline"]

    /// Each client's kit, with the protocol a slice implements there to reach that client.
    static let clientKits: [String: String] = [
        "CommandLineKit": "CommandLineFeature", "TerminalAppKit": "TerminalAppFeature", "WebAppKit": "WebAppFeature",
    ]

    /// What makes adding a client a change to no slice's registration: the protocol every slice
    /// implements cannot name a client's type when its kit cannot reach one.
    static let registrationKitNamesNoClient = ArchitectureRule(
        "\(registrationKit) depends only on the ports and \(registrationKitKits.sorted().joined(separator: ", ")), "
            + "never on a client's kit",
        appliesTo: { $0.from.name == registrationKit },
        allows: { $0.to.layer == .port || registrationKitKits.contains($0.to.name) }
    )

    /// What makes adding a client a change to no other client.
    static let clientKitsDependOnNoOtherClient = ArchitectureRule(
        "a client's kit depends on no other client's kit",
        appliesTo: { clientKits[$0.from.name] != nil && clientKits[$0.to.name] != nil },
        allows: { _ in false }
    )

    /// The kits only a client uses: each client's kit and what they draw with.
    static let clientOnlyKits: Set<String> = Set(clientKits.keys).union(["TerminalKit", "PictureKit"])

    /// What makes adding a client a change to no slice's assembly: the assembly builds view models
    /// for every client and names none.
    static let assembliesDependOnNoClientKit = ArchitectureRule(
        "a slice's assembly depends on no client's kit (\(clientOnlyKits.sorted().joined(separator: ", ")))",
        appliesTo: { $0.from.layer == .assembly },
        allows: { !clientOnlyKits.contains($0.to.name) }
    )

    /// The port an adapter of another port may also use: a remote service's adapter speaks
    /// HTTP through it, so it needs no HTTP stack of its own and never sees URLSession.
    static let transportPort = "Networking"

    /// Kits the adapters of one port share, with that port: what the two disk stores share (what is at a
    /// path, record checksums, moving a damaged store aside) is adapter work, not the port's.
    static let adapterKits: [String: String] = ["DiskStoreKit": "Persistence"]

    /// Kits any adapter may use: they wrap the operating system, and name no port.
    static let systemKits: Set<String> = ["DescriptorKit"]

    static let adaptersDependOnlyOnTheirOwnPort = ArchitectureRule(
        name: "adapters depend only on their own port (the port their name starts with), "
            + "the \(transportPort) port to reach a remote service, a kit their port's adapters share, a system kit, "
            + "and vendor code",
        appliesTo: { $0.from.layer == .adapter },
        check: { edge, graph in
            if edge.to.layer == .vendor { return .allowed }
            let ownPort = graph.ownPort(of: edge.from)
            if let ownPort, edge.to == ownPort { return .allowed }
            if ownPort != nil, edge.to.layer == .port, edge.to.name == transportPort { return .allowed }
            if let ownPort, edge.to.layer == .kit, adapterKits[edge.to.name] == ownPort.name { return .allowed }
            if edge.to.layer == .kit, systemKits.contains(edge.to.name) { return .allowed }
            return .forbidden(
                hint: "\(edge.from.name)'s own port is \(ownPort?.name ?? "missing: no port prefixes its name")")
        }
    )

    static let vendorIsUsedOnlyByItsAdapter = ArchitectureRule(
        name: "a vendor module is used only by the adapter that wraps it (and tests)",
        appliesTo: { $0.to.layer == .vendor && $0.from.layer != .test && $0.from.layer != .vendor },
        check: { edge, _ in
            guard let wrappers = vendorWrappers[edge.to.name] else {
                return .forbidden(hint: "add \(edge.to.name) to ArchitectureRule.vendorWrappers")
            }
            if wrappers.contains(edge.from.name) { return .allowed }
            return .forbidden(hint: "only \(wrappers.sorted().joined(separator: ", ")) may use \(edge.to.name)")
        }
    )

    static let testSupportReachesNoFeatureOrAdapter = ArchitectureRule(
        name: "test support depends only on ports, kits, other test support, the module it is named after,"
            + " and a slice's <Slice>Testing on its own slice's cores",
        appliesTo: { $0.from.layer == .testSupport },
        check: { edge, _ in
            switch edge.to.layer {
            case .port, .kit, .testSupport: return .allowed
            case _ where edge.from.name == edge.to.name + "Testing": return .allowed
            case .feature where edge.to.slice.map({ $0 + "Testing" }) == edge.from.name: return .allowed
            default: return .forbidden(hint: "\(edge.from.name) may not depend on \(edge.to.layer.rawValue) targets")
            }
        }
    )

    static let featureTestsRunOnFakesOnly = ArchitectureRule(
        name: "a feature's own tests compile no adapter, emulator or kit: the feature, ports, doubles of ports and of"
            + " the slice, and Foundation",
        appliesTo: { $0.from.layer == .test && $0.from.name.hasSuffix("FeatureTests") },
        check: { edge, graph in
            switch edge.to.layer {
            case .port: return .allowed
            case .feature where edge.from.name == edge.to.name + "Tests": return .allowed
            case .testSupport where graph.isFakeOfAPort(edge.to): return .allowed
            case .testSupport where graph.slice(servedBy: edge.to).map({ edge.from.name.hasPrefix($0) }) == true:
                return .allowed
            default:
                return .forbidden(
                    hint: "\(edge.from.name) runs on fakes; \(edge.to.name) is a \(edge.to.layer.rawValue)")
            }
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

    /// The slice whose doubles a test-support module holds (`PokemonTesting`: Pokemon), if it is one.
    func slice(servedBy module: Module) -> String? {
        guard module.layer == .testSupport else { return nil }
        return modules(in: .feature).compactMap(\.slice).first { $0 + "Testing" == module.name }
    }

    /// Whether a test-support module is a port's fakes and contract suite (`NetworkingTesting`), or
    /// Foundation's (`FoundationTesting`: a clock and a folder), which every layer stands on.
    func isFakeOfAPort(_ module: Module) -> Bool {
        module.layer == .testSupport
            && (module.name == "FoundationTesting"
                || modules(in: .port).contains { $0.name + "Testing" == module.name })
    }
}
