// swift-tools-version: 6.2
// Mosaic: app features that depend only on four ports, with swappable adapters behind them.
// The target graph below is the architecture, written out target by target: ArchitectureTests
// read it back and reject any edge the layering rules forbid, and Diagrams/ is drawn from it.

import PackageDescription

/// What links a system library that only Linux machines have (no Apple SDK ships libpng or libjpeg).
let linuxOnly = TargetDependencyCondition.when(platforms: [.linux])

/// Every Swift target's strictness, so that no module can quietly opt out.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

extension Target {
    /// A module of the package, in `path`.
    static func module(
        _ name: String, path: String, dependencies: [Dependency] = [], exclude: [String] = [],
        resources: [Resource]? = nil
    ) -> Target {
        .target(
            name: name, dependencies: dependencies, path: path, exclude: exclude, resources: resources,
            swiftSettings: strict)
    }

    /// Test support named after the module it serves, in `Tests/Support/<name>`: fakes, contract
    /// suites and drivers, for test targets (and other packages' tests) only.
    static func support(_ name: String, dependencies: [Dependency] = []) -> Target {
        .target(name: name, dependencies: dependencies, path: "Tests/Support/\(name)", swiftSettings: strict)
    }

    /// The tests of one target, in `Tests/<name>`, named after it so `swift test --filter` finds them.
    static func tests(_ name: String, dependencies: [Dependency], resources: [Resource]? = nil) -> Target {
        .testTarget(name: name, dependencies: dependencies, resources: resources, swiftSettings: strict)
    }
}

let package = Package(
    name: "Mosaic",
    defaultLocalization: "en",
    // Observation and Synchronization's Mutex set the floor; Linux builds with any Swift 6.2 toolchain.
    platforms: [.macOS(.v15), .iOS(.v18)],
    // What an app or another package builds on (Examples/ does): the ports and the doubles and
    // contract suites for their tests, the adapters, each slice's cores, emulator and doubles, and
    // the terminal kit for a client that writes to a terminal. The terminal app, the web app and the
    // picture decoders are not offered: an app brings its own client, which is the point.
    products: [
        .executable(name: "mosaic", targets: ["mosaic"]),

        // MARK: Ports, and their test support
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "Persistence", targets: ["Persistence"]),
        .library(name: "Analytics", targets: ["Analytics"]),
        .library(name: "FeatureFlags", targets: ["FeatureFlags"]),
        .library(name: "ImageDecoding", targets: ["ImageDecoding"]),
        .library(name: "FoundationTesting", targets: ["FoundationTesting"]),
        .library(name: "NetworkingTesting", targets: ["NetworkingTesting"]),
        .library(name: "LoopbackTesting", targets: ["LoopbackTesting"]),
        .library(name: "PersistenceTesting", targets: ["PersistenceTesting"]),
        .library(name: "AnalyticsTesting", targets: ["AnalyticsTesting"]),
        .library(name: "FeatureFlagsTesting", targets: ["FeatureFlagsTesting"]),
        .library(name: "ImageDecodingTesting", targets: ["ImageDecodingTesting"]),

        // MARK: Adapters, and the offline client the emulators plug into
        .library(name: "NetworkingURLSession", targets: ["NetworkingURLSession"]),
        .library(name: "NetworkingOffline", targets: ["NetworkingOffline"]),
        .library(name: "PersistenceSQLite", targets: ["PersistenceSQLite"]),
        .library(name: "PersistenceFiles", targets: ["PersistenceFiles"]),
        .library(name: "PersistenceMemory", targets: ["PersistenceMemory"]),
        .library(name: "AnalyticsZoogle", targets: ["AnalyticsZoogle"]),
        .library(name: "AnalyticsConsole", targets: ["AnalyticsConsole"]),
        .library(name: "AnalyticsSegmentHTTP", targets: ["AnalyticsSegmentHTTP"]),
        .library(name: "FeatureFlagsConfig", targets: ["FeatureFlagsConfig"]),
        .library(name: "FeatureFlagsOFREP", targets: ["FeatureFlagsOFREP"]),

        // MARK: Kits for clients: what is written to a terminal, escaped (TerminalText), and its widgets
        .library(name: "TerminalKit", targets: ["TerminalKit"]),

        // MARK: Features: each slice's cores, emulator, and doubles for their tests
        .library(name: "PokemonListFeature", targets: ["PokemonListFeature"]),
        .library(name: "PokemonDetailFeature", targets: ["PokemonDetailFeature"]),
        .library(name: "PokemonEmulator", targets: ["PokemonEmulator"]),
        .library(name: "PokemonTesting", targets: ["PokemonTesting"]),

        .library(name: "LaunchesFeature", targets: ["LaunchesFeature"]),
        .library(name: "LaunchesEmulator", targets: ["LaunchesEmulator"]),
        .library(name: "LaunchesTesting", targets: ["LaunchesTesting"]),

        .library(name: "DealershipFeature", targets: ["DealershipFeature"]),
        .library(name: "DealershipEmulator", targets: ["DealershipEmulator"]),
        .library(name: "DealershipTesting", targets: ["DealershipTesting"]),

        .library(name: "ProductsFeature", targets: ["ProductsFeature"]),
        .library(name: "ProductsEmulator", targets: ["ProductsEmulator"]),
        .library(name: "ProductsTesting", targets: ["ProductsTesting"]),

        .library(name: "GuidomiaFeature", targets: ["GuidomiaFeature"]),
        .library(name: "GuidomiaEmulator", targets: ["GuidomiaEmulator"]),
        .library(name: "GuidomiaTesting", targets: ["GuidomiaTesting"]),

        // MARK: Fuzzing: FuzzEntries, for the fuzzing package in FuzzTesting/, is declared below on Linux only
    ],
    targets: [
        // MARK: Ports: the only modules a feature may import
        .module("Networking", path: "Modules/Ports/Networking"),
        .module("Persistence", path: "Modules/Ports/Persistence"),
        .module("Analytics", path: "Modules/Ports/Analytics"),
        .module("FeatureFlags", path: "Modules/Ports/FeatureFlags"),
        // No feature imports it: features hand out image URLs, and the picture pipeline decodes them.
        .module("ImageDecoding", path: "Modules/Ports/ImageDecoding"),

        // MARK: Vendor: code we do not own, and the C glue to system libraries
        .systemLibrary(
            name: "CSQLite", path: "Modules/Vendor/CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .systemLibrary(
            name: "CPNG", path: "Modules/Vendor/CPNG", pkgConfig: "libpng16",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CJPEG", path: "Modules/Vendor/CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .module("ZoogleAnalytics", path: "Modules/Vendor/ZoogleAnalytics"),

        // MARK: Adapters: one port, one technology each
        .module("NetworkingURLSession", path: "Modules/Adapters/NetworkingURLSession", dependencies: ["Networking"]),
        .module(
            "PersistenceSQLite", path: "Modules/Adapters/PersistenceSQLite",
            dependencies: ["Persistence", "DiskStoreKit", "DescriptorKit", "CSQLite"]),
        .module(
            "PersistenceFiles", path: "Modules/Adapters/PersistenceFiles",
            dependencies: ["Persistence", "DiskStoreKit", "DescriptorKit"]),
        .module("PersistenceMemory", path: "Modules/Adapters/PersistenceMemory", dependencies: ["Persistence"]),
        .module(
            "AnalyticsZoogle", path: "Modules/Adapters/AnalyticsZoogle",
            dependencies: ["Analytics", "ZoogleAnalytics"]),
        .module("AnalyticsConsole", path: "Modules/Adapters/AnalyticsConsole", dependencies: ["Analytics"]),
        .module(
            "ImageDecodingSystem", path: "Modules/Adapters/ImageDecodingSystem",
            dependencies: [
                "ImageDecoding", .target(name: "CPNG", condition: linuxOnly),
                .target(name: "CJPEG", condition: linuxOnly),
            ]),
        .module("FeatureFlagsConfig", path: "Modules/Adapters/FeatureFlagsConfig", dependencies: ["FeatureFlags"]),
        // Remote services: their own port, and the Networking port to speak HTTP through
        // (the one exception to "an adapter depends only on its own port"; see Docs/Mosaic.docc/Swapping.md).
        .module(
            "FeatureFlagsOFREP", path: "Modules/Adapters/FeatureFlagsOFREP",
            dependencies: ["FeatureFlags", "Networking", "DescriptorKit"]),
        .module(
            "AnalyticsSegmentHTTP", path: "Modules/Adapters/AnalyticsSegmentHTTP",
            dependencies: ["Analytics", "Networking", "DescriptorKit"]),

        // MARK: Composition: what a slice is registered and assembled with, and the offline client
        .module("NetworkingOffline", path: "Modules/Composition/NetworkingOffline", dependencies: ["Networking"]),
        // What every client of a slice needs: its registration (FeatureModule) and the graph of ports.
        .module(
            "CompositionKit", path: "Modules/Composition/CompositionKit",
            dependencies: ["Networking", "Persistence", "Analytics", "FeatureFlags", "NetworkingOffline"]),

        // MARK: Platform: the machinery the app runs on, which names no feature
        // The JSON reader the emulators read bundled documents and request bodies with.
        .module("JSONReader", path: "Modules/Platform/JSONReader", dependencies: ["Networking"]),
        // The one owner of every file descriptor the code opens: closing consumes it.
        .module("DescriptorKit", path: "Modules/Platform/DescriptorKit"),
        // What the two disk stores share: what is at a path, record checksums, a damaged store's new name.
        .module("DiskStoreKit", path: "Modules/Platform/DiskStoreKit", dependencies: ["Persistence"]),
        // Fetching, caching and decoding pictures, for the clients that show them.
        .module(
            "PictureKit", path: "Modules/Platform/PictureKit",
            dependencies: ["Networking", "Persistence", "ImageDecoding", "CompositionKit"]),
        // What any program that writes to a terminal needs: escaped text, rendering, widgets,
        // keys, the session, and pictures drawn in cells.
        .module("TerminalKit", path: "Modules/Platform/TerminalKit", dependencies: ["ImageDecoding"]),
        // The clients' kits, each with the protocol a slice implements to reach that client.
        .module(
            "CommandLineKit", path: "Modules/Platform/CommandLineKit",
            dependencies: ["CompositionKit", "DescriptorKit", "PictureKit", "TerminalKit"]),
        // The terminal app: its shell, the screens' protocol and navigation, and picture panes.
        .module(
            "TerminalAppKit", path: "Modules/Platform/TerminalAppKit",
            dependencies: ["ImageDecoding", "PictureKit", "TerminalKit"]),
        // An HTTP/1.1 server over POSIX sockets, on 127.0.0.1, that hands each request to a handler.
        .module("HTTPServerKit", path: "Modules/Platform/HTTPServerKit", dependencies: ["DescriptorKit"]),
        // The web app's HTML, pages and routes, served by HTTPServerKit.
        .module(
            "WebAppKit", path: "Modules/Platform/WebAppKit",
            dependencies: ["Analytics", "CompositionKit", "HTTPServerKit", "Networking", "PictureKit"],
            resources: [.copy("Resources")]),

        // MARK: Features: one folder per slice, the same targets in each (Docs/Mosaic.docc/SlicePlan.md)
        // Pokémon: the list and the detail are two cores, so neither can reach into the other.
        .module(
            "PokemonListFeature", path: "Modules/Features/Pokemon/List",
            dependencies: ["Networking", "Persistence", "FeatureFlags"]),
        .module(
            "PokemonDetailFeature", path: "Modules/Features/Pokemon/Detail",
            dependencies: ["Networking", "Persistence", "FeatureFlags"]),
        .module(
            "PokemonEmulator", path: "Modules/Features/Pokemon/Emulator",
            dependencies: ["Networking", "NetworkingOffline"], exclude: ["Recorded"], resources: [.copy("Resources")]),
        .module(
            "PokemonTerminal", path: "Modules/Features/Pokemon/Terminal",
            dependencies: [
                "PokemonListFeature", "PokemonDetailFeature", "PokemonAssembly", "CompositionKit", "PictureKit",
                "TerminalAppKit", "TerminalKit",
            ]),
        .module(
            "PokemonWeb", path: "Modules/Features/Pokemon/Web",
            dependencies: [
                "PokemonListFeature", "PokemonDetailFeature", "PokemonAssembly", "CompositionKit", "PictureKit",
                "WebAppKit",
            ]),
        .module(
            "PokemonAssembly", path: "Modules/Features/Pokemon/Assembly",
            dependencies: [
                "PokemonListFeature", "PokemonDetailFeature", "PokemonEmulator", "Analytics", "FeatureFlags",
                "Persistence", "CompositionKit",
            ]),
        .module(
            "PokemonCommandLine", path: "Modules/Features/Pokemon/CommandLine",
            dependencies: [
                "PokemonListFeature", "PokemonDetailFeature", "PokemonAssembly", "CommandLineKit", "CompositionKit",
                "TerminalKit",
            ]),

        .module(
            "LaunchesFeature", path: "Modules/Features/Launches/Feature", dependencies: ["Networking", "FeatureFlags"]),
        .module(
            "LaunchesEmulator", path: "Modules/Features/Launches/Emulator",
            dependencies: ["Networking", "NetworkingOffline", "JSONReader"], exclude: ["Recorded"],
            resources: [.copy("Resources")]),
        .module(
            "LaunchesTerminal", path: "Modules/Features/Launches/Terminal",
            dependencies: [
                "LaunchesFeature", "LaunchesAssembly", "CompositionKit", "PictureKit", "TerminalAppKit", "TerminalKit",
            ]),
        .module(
            "LaunchesWeb", path: "Modules/Features/Launches/Web",
            dependencies: ["LaunchesFeature", "LaunchesAssembly", "PictureKit", "WebAppKit"]),
        .module(
            "LaunchesAssembly", path: "Modules/Features/Launches/Assembly",
            dependencies: [
                "LaunchesFeature", "LaunchesEmulator", "Analytics", "FeatureFlags", "CompositionKit",
            ]),
        .module(
            "LaunchesCommandLine", path: "Modules/Features/Launches/CommandLine",
            dependencies: [
                "LaunchesFeature", "LaunchesAssembly", "CommandLineKit", "CompositionKit",
                "TerminalKit",
            ]),

        .module(
            "DealershipFeature", path: "Modules/Features/Dealership/Feature",
            dependencies: ["Networking", "FeatureFlags"], resources: [.copy("Resources")]),
        .module(
            "DealershipEmulator", path: "Modules/Features/Dealership/Emulator",
            dependencies: ["Networking", "NetworkingOffline", "JSONReader"], resources: [.copy("Resources")]),
        .module(
            "DealershipTerminal", path: "Modules/Features/Dealership/Terminal",
            dependencies: [
                "DealershipFeature", "DealershipAssembly", "CompositionKit", "PictureKit", "TerminalAppKit",
                "TerminalKit",
            ]),
        .module(
            "DealershipWeb", path: "Modules/Features/Dealership/Web",
            dependencies: ["DealershipFeature", "DealershipAssembly", "CompositionKit", "PictureKit", "WebAppKit"]),
        .module(
            "DealershipAssembly", path: "Modules/Features/Dealership/Assembly",
            dependencies: [
                "DealershipFeature", "DealershipEmulator", "Analytics", "FeatureFlags", "CompositionKit",
            ]),
        .module(
            "DealershipCommandLine", path: "Modules/Features/Dealership/CommandLine",
            dependencies: [
                "DealershipFeature", "DealershipAssembly", "CommandLineKit", "CompositionKit", "TerminalKit",
            ]),

        .module(
            "ProductsFeature", path: "Modules/Features/Products/Feature", dependencies: ["Networking", "FeatureFlags"]),
        .module(
            "ProductsEmulator", path: "Modules/Features/Products/Emulator",
            dependencies: ["Networking", "NetworkingOffline"], exclude: ["Recorded"], resources: [.copy("Resources")]),
        .module(
            "ProductsTerminal", path: "Modules/Features/Products/Terminal",
            dependencies: [
                "ProductsFeature", "ProductsAssembly", "CompositionKit", "PictureKit", "TerminalAppKit", "TerminalKit",
            ]),
        .module(
            "ProductsWeb", path: "Modules/Features/Products/Web",
            dependencies: ["ProductsFeature", "ProductsAssembly", "CompositionKit", "PictureKit", "WebAppKit"]),
        .module(
            "ProductsAssembly", path: "Modules/Features/Products/Assembly",
            dependencies: [
                "ProductsFeature", "ProductsEmulator", "Analytics", "FeatureFlags", "CompositionKit",
            ]),
        .module(
            "ProductsCommandLine", path: "Modules/Features/Products/CommandLine",
            dependencies: [
                "ProductsFeature", "ProductsAssembly", "CommandLineKit", "TerminalKit", "CompositionKit",
            ]),

        .module(
            "GuidomiaFeature", path: "Modules/Features/Guidomia/Feature",
            dependencies: ["Networking", "FeatureFlags"], resources: [.copy("Resources")]),
        .module(
            "GuidomiaEmulator", path: "Modules/Features/Guidomia/Emulator",
            dependencies: ["Networking", "NetworkingOffline"], resources: [.copy("Resources")]),
        .module(
            "GuidomiaTerminal", path: "Modules/Features/Guidomia/Terminal",
            dependencies: [
                "GuidomiaFeature", "GuidomiaAssembly", "CompositionKit", "PictureKit", "TerminalAppKit", "TerminalKit",
            ]),
        .module(
            "GuidomiaWeb", path: "Modules/Features/Guidomia/Web",
            dependencies: ["GuidomiaFeature", "GuidomiaAssembly", "PictureKit", "WebAppKit"]),
        .module(
            "GuidomiaAssembly", path: "Modules/Features/Guidomia/Assembly",
            dependencies: [
                "GuidomiaFeature", "GuidomiaEmulator", "Analytics", "FeatureFlags", "CompositionKit",
            ]),
        .module(
            "GuidomiaCommandLine", path: "Modules/Features/Guidomia/CommandLine",
            dependencies: [
                "GuidomiaFeature", "GuidomiaAssembly", "CommandLineKit", "TerminalKit", "CompositionKit",
            ]),

        // MARK: App: the composition root, the only place that knows concrete adapters
        .module(
            "AppComposition", path: "Modules/App/AppComposition",
            dependencies: [
                "Networking", "Persistence", "Analytics", "FeatureFlags", "NetworkingURLSession", "NetworkingOffline",
                "PersistenceSQLite", "PersistenceFiles", "PersistenceMemory", "AnalyticsZoogle", "AnalyticsConsole",
                "AnalyticsSegmentHTTP", "FeatureFlagsConfig", "FeatureFlagsOFREP", "ImageDecodingSystem",
                "CommandLineKit", "CompositionKit", "HTTPServerKit", "PictureKit", "TerminalAppKit", "TerminalKit",
                "WebAppKit",
            ]),
        // The registry: the slices `mosaic` is built with, listed in main.swift, one assembly a line.
        .executableTarget(
            name: "mosaic",
            dependencies: [
                "AppComposition", "CommandLineKit",
                "PokemonAssembly", "PokemonCommandLine", "PokemonTerminal", "PokemonWeb",
                "LaunchesAssembly", "LaunchesCommandLine", "LaunchesTerminal", "LaunchesWeb",
                "DealershipAssembly", "DealershipCommandLine", "DealershipTerminal", "DealershipWeb",
                "ProductsAssembly", "ProductsCommandLine", "ProductsTerminal", "ProductsWeb",
                "GuidomiaAssembly", "GuidomiaCommandLine", "GuidomiaTerminal", "GuidomiaWeb",
            ],
            path: "Modules/App/mosaic", swiftSettings: strict),

        // MARK: Plugins
        .plugin(
            name: "GenerateDiagrams",
            capability: .command(
                intent: .custom(
                    verb: "generate-diagrams",
                    description: "Writes the module diagrams in Diagrams/ from the package's target graph"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "the module diagrams in Diagrams/ are generated from Package.swift")
                ]),
            path: "Modules/Platform/Tooling/GenerateDiagrams"),
        .plugin(
            name: "NewSlice",
            capability: .command(
                intent: .custom(
                    verb: "new-slice",
                    description: "Writes a feature slice that follows the slice plan: new-slice <Name>"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "the slice's folders, its doc, and its lines in Package.swift and main.swift")
                ]),
            path: "Modules/Platform/Tooling/NewSlice", exclude: ["Templates"]),
        .plugin(
            name: "RemoveSlice",
            capability: .command(
                intent: .custom(
                    verb: "remove-slice", description: "Takes out a slice that new-slice wrote: remove-slice <Name>"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "the slice's folders, its doc, and its lines in Package.swift and main.swift")
                ]),
            path: "Modules/Platform/Tooling/RemoveSlice"),

        // MARK: Fuzzing: the bytes-in entry function of every parser that takes outside input,
        // shared by the fuzzers in FuzzTesting/ and the replay tests of their findings
        .module(
            "FuzzEntries", path: "FuzzTesting/Entries",
            dependencies: [
                "AnalyticsSegmentHTTP", "AppComposition", "CommandLineKit", "CommandLineKitTesting", "CompositionKit",
                "DealershipAssembly", "DealershipEmulator", "DealershipFeature", "FeatureFlags", "FeatureFlagsConfig",
                "FeatureFlagsOFREP", "GuidomiaAssembly", "GuidomiaFeature", "HTTPServerKit", "ImageDecodingSystem",
                "JSONReader",
                "LaunchesAssembly",
                "LaunchesEmulator", "LaunchesFeature", "Networking", "NetworkingOffline", "Persistence",
                "PersistenceFiles", "PokemonAssembly", "PokemonDetailFeature", "PokemonListFeature", "ProductsAssembly",
                "ProductsFeature", "TerminalAppKit", "TerminalKit", "WebAppKit",
                "PokemonCommandLine", "PokemonTerminal", "PokemonWeb", "LaunchesCommandLine", "LaunchesTerminal",
                "LaunchesWeb", "DealershipCommandLine", "DealershipTerminal", "DealershipWeb", "ProductsCommandLine",
                "ProductsTerminal", "ProductsWeb", "GuidomiaCommandLine", "GuidomiaTerminal", "GuidomiaWeb",
            ]),

        // MARK: Test support
        // Named after Foundation, whose types it fills in for tests: a clock, a temporary folder,
        // a bounded wait, and the programs a test needs from the machine.
        .support("FoundationTesting"),
        .support("NetworkingTesting", dependencies: ["Networking"]),
        .support("PersistenceTesting", dependencies: ["Persistence", "DescriptorKit", "FoundationTesting"]),
        .support("AnalyticsTesting", dependencies: ["Analytics"]),
        .support("FeatureFlagsTesting", dependencies: ["FeatureFlags"]),
        .support("ImageDecodingTesting", dependencies: ["ImageDecoding"]),
        // The app's HTTP/1.1 server answering scripted responses, and raw clients, for the tests that serve.
        .support("LoopbackTesting", dependencies: ["DescriptorKit", "HTTPServerKit"]),
        .support("NetworkingOfflineTesting", dependencies: ["NetworkingOffline"]),
        .support("TerminalKitTesting", dependencies: ["TerminalKit"]),
        .support("TerminalAppKitTesting", dependencies: ["TerminalAppKit", "TerminalKit", "FoundationTesting"]),
        .support("CommandLineKitTesting", dependencies: ["CommandLineKit", "TerminalKit"]),
        .support("PokemonEmulatorTesting", dependencies: ["PokemonEmulator", "Networking", "NetworkingOffline"]),
        .support(
            "AppCompositionTesting",
            dependencies: [
                "Analytics", "AppComposition", "CommandLineKit", "CommandLineKitTesting", "LoopbackTesting",
                "Networking", "NetworkingOffline", "PersistenceTesting",
            ]),
        // Each slice's doubles that more than one of its test targets uses.
        .support(
            "PokemonTesting",
            dependencies: [
                "PokemonListFeature", "PokemonDetailFeature", "FoundationTesting", "Networking", "NetworkingTesting",
            ]),
        .support("LaunchesTesting", dependencies: ["LaunchesFeature", "FoundationTesting"]),
        .support("DealershipTesting", dependencies: ["DealershipFeature", "FoundationTesting"]),
        .support("ProductsTesting", dependencies: ["ProductsFeature", "FoundationTesting"]),
        .support("GuidomiaTesting", dependencies: ["GuidomiaFeature", "FoundationTesting"]),

        // MARK: Tests: one target per target, named after it, so `--filter <Slice>` runs a slice
        .tests("NetworkingTests", dependencies: ["Networking", "NetworkingTesting"]),
        .tests("PersistenceTests", dependencies: ["Persistence", "PersistenceTesting"]),
        .tests("AnalyticsTests", dependencies: ["Analytics", "AnalyticsTesting"]),
        .tests("FeatureFlagsTests", dependencies: ["FeatureFlags", "FeatureFlagsTesting"]),
        .tests("ImageDecodingTests", dependencies: ["ImageDecoding", "ImageDecodingTesting"]),
        .tests("ZoogleAnalyticsTests", dependencies: ["ZoogleAnalytics", "FoundationTesting"]),
        .tests(
            "NetworkingURLSessionTests",
            dependencies: [
                "NetworkingURLSession", "Networking", "FoundationTesting", "NetworkingTesting", "LoopbackTesting",
            ]),
        .tests(
            "PersistenceSQLiteTests",
            dependencies: ["PersistenceSQLite", "Persistence", "FoundationTesting", "PersistenceTesting"]),
        .tests(
            "PersistenceFilesTests",
            dependencies: [
                "PersistenceFiles", "Persistence", "DiskStoreKit", "FoundationTesting", "PersistenceTesting",
            ]),
        .tests("PersistenceMemoryTests", dependencies: ["PersistenceMemory", "Persistence", "PersistenceTesting"]),
        .tests(
            "AnalyticsZoogleTests",
            dependencies: [
                "AnalyticsZoogle", "Analytics", "ZoogleAnalytics", "AnalyticsTesting", "FoundationTesting",
            ]),
        .tests("AnalyticsConsoleTests", dependencies: ["AnalyticsConsole", "Analytics", "AnalyticsTesting"]),
        .tests(
            "AnalyticsSegmentHTTPTests",
            dependencies: [
                "AnalyticsSegmentHTTP", "Analytics", "NetworkingURLSession", "AnalyticsTesting", "FoundationTesting",
                "LoopbackTesting",
            ]),
        .tests(
            "FeatureFlagsConfigTests",
            dependencies: ["FeatureFlagsConfig", "FeatureFlags", "FeatureFlagsTesting", "FoundationTesting"]),
        .tests(
            "FeatureFlagsOFREPTests",
            dependencies: [
                "FeatureFlagsOFREP", "FeatureFlags", "NetworkingURLSession", "FeatureFlagsTesting", "FoundationTesting",
                "LoopbackTesting",
            ]),
        .tests(
            "ImageDecodingSystemTests",
            dependencies: [
                "ImageDecodingSystem", "ImageDecoding", .target(name: "CJPEG", condition: linuxOnly),
                "ImageDecodingTesting",
            ]),
        .tests(
            "NetworkingOfflineTests",
            dependencies: ["NetworkingOffline", "Networking", "FoundationTesting", "NetworkingTesting"]),
        .tests("JSONReaderTests", dependencies: ["JSONReader", "Networking"]),
        .tests("DescriptorKitTests", dependencies: ["DescriptorKit", "FoundationTesting"]),
        .tests(
            "DiskStoreKitTests", dependencies: ["DiskStoreKit", "Persistence", "FoundationTesting"]),
        .tests(
            "TerminalKitTests",
            dependencies: ["TerminalKit", "ImageDecoding"]),
        .tests(
            "PictureKitTests",
            dependencies: [
                "PictureKit", "ImageDecoding", "ImageDecodingSystem", "NetworkingURLSession", "Persistence",
                "ImageDecodingTesting", "PersistenceTesting", "LoopbackTesting",
            ]),
        .tests(
            "TerminalAppKitTests",
            dependencies: [
                "TerminalAppKit", "TerminalKit", "ImageDecodingSystem", "Networking", "NetworkingURLSession",
                "PictureKit", "FoundationTesting", "ImageDecodingTesting", "LoopbackTesting", "NetworkingTesting",
                "PersistenceTesting",
            ]),
        .tests("CommandLineKitTests", dependencies: ["CommandLineKit", "CommandLineKitTesting"]),
        .tests(
            "WebAppKitTests",
            dependencies: ["WebAppKit", "HTTPServerKit", "DescriptorKit", "FoundationTesting", "LoopbackTesting"]),

        .tests(
            "PokemonListFeatureTests",
            dependencies: [
                "PokemonListFeature", "FeatureFlags", "Networking", "Persistence", "FeatureFlagsTesting",
                "NetworkingTesting", "PersistenceTesting", "PokemonTesting",
            ],
            resources: [.copy("Fixtures")]),
        .tests(
            "PokemonDetailFeatureTests",
            dependencies: [
                "PokemonDetailFeature", "FeatureFlags", "Networking", "Persistence", "FeatureFlagsTesting",
                "NetworkingTesting", "PersistenceTesting", "PokemonTesting",
            ],
            resources: [.copy("Fixtures")]),
        .tests(
            "PokemonEmulatorTests",
            dependencies: ["PokemonEmulator", "Networking", "NetworkingOffline", "NetworkingOfflineTesting"]),
        .tests(
            "PokemonTerminalTests",
            dependencies: [
                "PokemonTerminal", "FeatureFlags", "PokemonDetailFeature", "PokemonListFeature", "TerminalAppKit",
                "TerminalKit", "FeatureFlagsTesting", "TerminalKitTesting", "TerminalAppKitTesting", "PokemonTesting",
            ]),
        .tests(
            "PokemonWebTests", dependencies: ["PokemonWeb", "PokemonDetailFeature", "PokemonListFeature", "WebAppKit"]),
        .tests(
            "PokemonAssemblyTests",
            dependencies: [
                "PokemonAssembly", "PokemonCommandLine", "PokemonTerminal", "PokemonWeb", "Analytics", "AppComposition",
                "CommandLineKit", "CommandLineKitTesting", "TerminalKit",
                "FeatureFlags", "Networking", "NetworkingOffline", "Persistence", "PokemonDetailFeature",
                "PokemonEmulator", "PokemonListFeature", "AnalyticsTesting", "NetworkingTesting", "PersistenceTesting",
                "FoundationTesting", "AnalyticsZoogle", "AppCompositionTesting", "CompositionKit", "PokemonTesting",
                "PokemonEmulatorTesting", "WebAppKit", "ImageDecodingTesting", "LoopbackTesting",
            ]),

        .tests(
            "LaunchesFeatureTests",
            dependencies: [
                "LaunchesFeature", "Networking", "FeatureFlagsTesting", "FoundationTesting", "NetworkingTesting",
                "LaunchesTesting",
            ],
            resources: [.copy("Fixtures")]),
        .tests(
            "LaunchesEmulatorTests",
            dependencies: [
                "LaunchesEmulator", "JSONReader", "Networking", "NetworkingOffline", "NetworkingOfflineTesting",
            ]),
        .tests(
            "LaunchesTerminalTests",
            dependencies: [
                "LaunchesTerminal", "LaunchesFeature", "TerminalAppKit", "TerminalKit", "FeatureFlagsTesting",
                "TerminalAppKitTesting", "LaunchesTesting",
            ]),
        .tests(
            "LaunchesWebTests",
            dependencies: ["LaunchesWeb", "LaunchesFeature", "WebAppKit", "LaunchesTesting", "FeatureFlagsTesting"]),
        .tests(
            "LaunchesAssemblyTests",
            dependencies: [
                "LaunchesAssembly", "LaunchesCommandLine", "LaunchesTerminal", "LaunchesWeb", "Analytics",
                "AppComposition", "CommandLineKit", "CommandLineKitTesting",
                "LaunchesEmulator", "Networking", "NetworkingOffline", "AnalyticsTesting", "AppCompositionTesting",
                "NetworkingTesting", "CompositionKit", "LaunchesFeature", "FoundationTesting", "LoopbackTesting",
                "TerminalAppKit", "TerminalKit", "WebAppKit", "LaunchesTesting",
            ]),

        .tests(
            "DealershipFeatureTests",
            dependencies: [
                "DealershipFeature", "FeatureFlags", "Networking", "FeatureFlagsTesting", "NetworkingTesting",
                "DealershipTesting",
            ],
            resources: [.copy("Fixtures")]),
        .tests("DealershipEmulatorTests", dependencies: ["DealershipEmulator", "Networking", "NetworkingOffline"]),
        .tests(
            "DealershipTerminalTests",
            dependencies: [
                "DealershipTerminal", "DealershipFeature", "Networking", "PictureKit", "TerminalAppKit", "TerminalKit",
                "ImageDecodingSystem", "FeatureFlagsTesting", "ImageDecodingTesting", "NetworkingTesting",
                "TerminalAppKitTesting", "DealershipTesting",
            ]),
        .tests(
            "DealershipWebTests",
            dependencies: ["DealershipWeb", "DealershipFeature", "WebAppKit", "DealershipTesting"]),
        .tests(
            "DealershipAssemblyTests",
            dependencies: [
                "DealershipAssembly", "DealershipCommandLine", "DealershipTerminal", "DealershipWeb", "Analytics",
                "AppComposition", "CommandLineKit", "CommandLineKitTesting", "TerminalKit",
                "DealershipEmulator", "AnalyticsTesting", "AppCompositionTesting", "NetworkingOffline",
                "CompositionKit", "DealershipFeature", "PersistenceTesting", "WebAppKit", "LoopbackTesting",
                "DealershipTesting",
            ]),

        .tests(
            "ProductsFeatureTests",
            dependencies: [
                "ProductsFeature", "Networking", "FeatureFlagsTesting", "NetworkingTesting", "ProductsTesting",
            ],
            resources: [.copy("Fixtures")]),
        .tests(
            "ProductsEmulatorTests",
            dependencies: ["ProductsEmulator", "Networking", "NetworkingOffline", "NetworkingOfflineTesting"]),
        .tests(
            "ProductsTerminalTests",
            dependencies: [
                "ProductsTerminal", "ProductsFeature", "TerminalAppKit", "TerminalKit", "FeatureFlagsTesting",
                "TerminalAppKitTesting", "ProductsTesting",
            ]),
        .tests("ProductsWebTests", dependencies: ["ProductsWeb", "ProductsFeature", "WebAppKit", "ProductsTesting"]),
        .tests(
            "ProductsAssemblyTests",
            dependencies: [
                "ProductsAssembly", "ProductsCommandLine", "ProductsTerminal", "ProductsWeb", "Analytics",
                "AppComposition", "CommandLineKit", "CommandLineKitTesting",
                "Networking", "ProductsEmulator", "AnalyticsTesting", "AppCompositionTesting", "NetworkingTesting",
                "NetworkingOffline", "ProductsFeature", "CompositionKit", "PersistenceTesting", "TerminalKit",
                "WebAppKit", "ProductsTesting",
            ]),

        .tests(
            "GuidomiaFeatureTests",
            dependencies: ["GuidomiaFeature", "FeatureFlags", "Networking", "NetworkingTesting", "GuidomiaTesting"],
            resources: [.copy("Fixtures")]),
        .tests("GuidomiaEmulatorTests", dependencies: ["GuidomiaEmulator", "Networking", "NetworkingOffline"]),
        .tests(
            "GuidomiaTerminalTests",
            dependencies: [
                "GuidomiaTerminal", "GuidomiaFeature", "TerminalAppKit", "TerminalKit", "TerminalAppKitTesting",
                "GuidomiaTesting",
            ]),
        .tests("GuidomiaWebTests", dependencies: ["GuidomiaWeb", "GuidomiaFeature", "WebAppKit"]),
        .tests(
            "GuidomiaAssemblyTests",
            dependencies: [
                "GuidomiaAssembly", "GuidomiaCommandLine", "GuidomiaTerminal", "GuidomiaWeb", "Analytics",
                "AppComposition", "CommandLineKit", "CommandLineKitTesting",
                "GuidomiaEmulator", "GuidomiaFeature", "AnalyticsTesting", "AppCompositionTesting", "LoopbackTesting",
            ]),

        // MARK: Tests of the app, the fuzzers' findings and the rules
        .tests(
            "AppCompositionTests",
            dependencies: [
                "AppComposition", "AppCompositionTesting", "CommandLineKit", "CompositionKit", "PictureKit",
                "TerminalAppKit", "WebAppKit", "CommandLineKitTesting", "FeatureFlags", "Networking",
                "NetworkingOffline", "NetworkingTesting", "LoopbackTesting", "FoundationTesting",
            ]),
        // Runs the `mosaic` binary, which `swift test` builds with every product. Not a dependency,
        // so an edit to a slice links the binary and the test bundle side by side.
        .tests(
            "mosaicTests",
            dependencies: [
                "DescriptorKit", "NetworkingTesting", "ImageDecodingTesting", "FoundationTesting", "PersistenceTesting",
                "PokemonEmulator", "PokemonEmulatorTesting", "LaunchesEmulator", "DealershipEmulator",
                "ProductsEmulator", "GuidomiaEmulator", "LoopbackTesting", "AppCompositionTesting",
            ]),
        .tests("FuzzReplayTests", dependencies: ["FuzzEntries"]),
        .tests("ArchitectureTests", dependencies: ["FoundationTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

// The fuzzing package in FuzzTesting/ links the parsers' entry functions, and a package sees only
// products. libFuzzer is a Linux toolchain's, so the product is declared where the manifest is read
// on Linux, and an Apple build of every product never meets it.
#if os(Linux)
package.products.append(.library(name: "FuzzEntries", targets: ["FuzzEntries"]))
#endif
