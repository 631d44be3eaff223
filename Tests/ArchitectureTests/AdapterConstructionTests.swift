import Testing

/// Every concrete adapter is made in the root's `Graph/` (``AdapterConstructionPolicy/rootFolder``):
/// checked on every source of `Modules/`, and on sources made to break the rule.
@Suite("Where adapters are made")
struct AdapterConstructionTests {
    private let sample = "Modules/App/AppComposition/CommandLine/Sample.swift"
    private let types = [
        "MemoryRecordStore": "Modules/Adapters/PersistenceMemory/",
        "URLSessionHTTPClient": "Modules/Adapters/NetworkingURLSession/",
        "OFREPFlagLayer": "Modules/Adapters/FeatureFlagsOFREP/",
        "SegmentTracker": "Modules/Adapters/AnalyticsSegmentHTTP/",
    ]

    @Test func onlyTheRootsGraphFolderConstructsAnAdapter() throws {
        let files = try PlanFile.all(under: "Modules")
        let types = AdapterConstructionPolicy.adapterTypes(in: files)
        let elsewhere = AdapterConstructionPolicy.misplacedConstructions(in: files, of: types)
        #expect(elsewhere.isEmpty, "\(elsewhere.map(\.description).joined(separator: "\n"))")
        // The scan sees what the root makes, so an empty result above is not a scan that found nothing.
        let found = files.flatMap { AdapterConstructionPolicy.constructions(in: $0.text, file: $0.path, of: types) }
        let made = Set(found.map(\.type))
        #expect(
            made.isSuperset(of: [
                "SQLiteRecordStore", "FileRecordStore", "MemoryRecordStore", "URLSessionHTTPClient",
                "OfflineHTTPClient", "ZoogleAnalyticsTracker", "ConsoleAnalyticsTracker", "SegmentTracker",
                "SystemImageDecoder", "OFREPFlagService", "OFREPFlagLayer", "CommandLineFlagSource",
                "EnvironmentFlagSource", "FileFlagSource",
            ]), "the root's file makes only \(made.sorted())")
    }

    @Test func anInitializerOrAStaticFunctionCalledOutsideTheRootsFileIsRejected() {
        let text = """
            let store = MemoryRecordStore(now: now)
            let http = URLSessionHTTPClient(configuration: .init(requestTimeout: timeout, retryPolicy: .never))
            let layer = await OFREPFlagLayer.start(service, declaredFlags: flags, targetingKey: key)
            let client = URLSessionHTTPClient.init(configuration: configuration)
            """
        #expect(
            AdapterConstructionPolicy.constructions(in: text, file: sample, of: types).map(\.description) == [
                "\(sample):1 constructs MemoryRecordStore", "\(sample):2 constructs URLSessionHTTPClient",
                "\(sample):3 constructs OFREPFlagLayer", "\(sample):4 constructs URLSessionHTTPClient",
            ])
    }

    @Test func namingATypeReadingItsConstantsAndCommentsAreNoConstruction() {
        let text = """
            private var segment: SegmentTracker?
            let limit = URLSessionHTTPClient.Configuration.apiBodyLimit
            /// Opens a `MemoryRecordStore(now:)` for the run.
            let store = StubMemoryRecordStore() // not MemoryRecordStore()
            """
        #expect(AdapterConstructionPolicy.constructions(in: text, file: sample, of: types).isEmpty)
    }

    @Test func aConstructionOutsideTheGraphFolderIsCaughtAndOneInsideIsNot() {
        let text = "let store = MemoryRecordStore(now: now)"
        let files = [
            "Modules/App/AppComposition/Graph/FlagLayers.swift",
            "Modules/App/AppComposition/Configuration/FlagsService.swift",
            "Modules/App/AppComposition/Graph/Stores/Opening.swift",
            "Modules/App/AppComposition/GraphExtras/Opening.swift",
        ].map { PlanFile(path: $0, text: text) }
        #expect(
            AdapterConstructionPolicy.misplacedConstructions(in: files, of: types).map(\.file) == [
                "Modules/App/AppComposition/Configuration/FlagsService.swift",
                "Modules/App/AppComposition/Graph/Stores/Opening.swift",
                "Modules/App/AppComposition/GraphExtras/Opening.swift",
            ])
    }

    @Test func anAdapterModuleMayMakeItsOwnTypes() {
        let text = "let layer = await OFREPFlagLayer.start(service, declaredFlags: flags, targetingKey: key)"
        let own = "Modules/Adapters/FeatureFlagsOFREP/OFREPFlagLayer.swift"
        #expect(AdapterConstructionPolicy.constructions(in: text, file: own, of: types).isEmpty)
    }
}
