// swift-tools-version: 6.2
// Mosaic: app features that depend only on four ports, with swappable adapters behind them.
// The target graph below is the architecture: Tests/ArchitectureTests reads it back and
// rejects any edge the layering rules forbid, and the diagrams in Diagrams/ are generated from it.

import PackageDescription

let ports: [Target.Dependency] = ["Networking", "Persistence", "Analytics", "FeatureFlags"]

/// One feature slice: everything a feature is, in `Modules/Features/<name>/`, and its tests.
/// Docs/Architecture.md ("The slice plan") says what each target holds.
///
/// - `<name>Feature` (or each of `cores`): model, service, view models; the ports only.
/// - `<name>Emulator`: the bundled data and the in-process API that serves it.
/// - `<name>Terminal`: the feature's screens, on the shared terminal toolkit.
/// - `<name>Web` (when `webTests` is given): the feature's web pages, on the shared web kit.
/// - `<name>Assembly`: how the composition root builds the feature (one `FeatureModule`).
///
/// Every target's tests are declared here too, named after it (`<target>Tests`), so
/// `swift test --filter <name>` runs the slice.
struct Slice {
    /// A target of the feature itself, which may depend on the four ports only.
    struct Core {
        var target: String
        var folder: String
        var ports: [Target.Dependency]
        var resources: [Resource]?
        /// What `<target>Tests` imports besides the target.
        var tests: [Target.Dependency]
        /// Whether `<target>Tests` reads recorded API answers from its `Fixtures/` folder.
        var fixtures: Bool

        init(
            _ target: String, folder: String = "Feature", ports: [Target.Dependency], resources: [Resource]? = nil,
            tests: [Target.Dependency], fixtures: Bool = false
        ) {
            self.target = target
            self.folder = folder
            self.ports = ports
            self.resources = resources
            self.tests = tests
            self.fixtures = fixtures
        }
    }

    var name: String
    var cores: [Core]
    /// The ports the assembly itself names (the flags it lists, the store it opens, ...).
    var assemblyPorts: [Target.Dependency]
    /// Whether the emulator's packs are written from recorded data in `Emulator/Recorded/`
    /// (`.ci/bundle-data`), which is then not bundled.
    var recorded: Bool
    /// Whether its screens draw pictures (through `PictureKit`).
    var pictures: Bool
    /// What `<name>EmulatorTests`, `<name>TerminalTests` and `<name>AssemblyTests` import
    /// besides their target.
    var emulatorTests: [Target.Dependency]
    var terminalTests: [Target.Dependency]
    var assemblyTests: [Target.Dependency]
    /// What `<name>WebTests` imports besides its target; `nil` while the slice has no web pages yet.
    var webTests: [Target.Dependency]?

    init(
        _ name: String, cores: [Core], assemblyPorts: [Target.Dependency] = ["FeatureFlags"],
        recorded: Bool = false, pictures: Bool = false,
        emulatorTests: [Target.Dependency], terminalTests: [Target.Dependency], assemblyTests: [Target.Dependency],
        webTests: [Target.Dependency]? = nil
    ) {
        self.name = name
        self.cores = cores
        self.assemblyPorts = assemblyPorts
        self.recorded = recorded
        self.pictures = pictures
        self.emulatorTests = emulatorTests
        self.terminalTests = terminalTests
        self.assemblyTests = assemblyTests
        self.webTests = webTests
    }

    var hasWeb: Bool { webTests != nil }
    var web: [Target.Dependency] { hasWeb ? [.target(name: "\(name)Web"), "WebAppKit"] : [] }

    var pictureKit: [Target.Dependency] { pictures ? ["PictureKit"] : [] }

    var folder: String { "Modules/Features/\(name)" }
    var coreNames: [Target.Dependency] { cores.map { .target(name: $0.target) } }

    var targets: [Target] {
        cores.map { core in
            .target(
                name: core.target, dependencies: core.ports, path: "\(folder)/\(core.folder)",
                resources: core.resources)
        } + [
            .target(
                name: "\(name)Emulator",
                dependencies: ["Networking", "NetworkingOffline"],
                path: "\(folder)/Emulator",
                exclude: recorded ? ["Recorded"] : [],
                resources: [.copy("Resources")]
            ),
            .target(
                name: "\(name)Terminal", dependencies: coreNames + ["TerminalKit"] + pictureKit,
                path: "\(folder)/Terminal"),
            .target(
                name: "\(name)Assembly",
                dependencies: coreNames + assemblyPorts + [
                    .target(name: "\(name)Emulator"), .target(name: "\(name)Terminal"),
                    "CommandLineKit", "CompositionKit", "TerminalKit",
                ] + pictureKit + web,
                path: "\(folder)/Assembly"
            ),
        ]
            + (hasWeb
                ? [.target(name: "\(name)Web", dependencies: coreNames + ["WebAppKit"], path: "\(folder)/Web")] : [])
    }

    /// Each core and the emulator, for apps and packages that build on the feature.
    var products: [Product] {
        (cores.map(\.target) + ["\(name)Emulator"]).map { .library(name: $0, targets: [$0]) }
    }

    var testTargets: [Target] {
        cores.map { Self.tests(of: $0.target, $0.tests, fixtures: $0.fixtures) } + [
            Self.tests(of: "\(name)Emulator", emulatorTests),
            Self.tests(of: "\(name)Terminal", terminalTests),
            Self.tests(of: "\(name)Assembly", assemblyTests),
        ] + (webTests.map { [Self.tests(of: "\(name)Web", $0)] } ?? [])
    }

    private static func tests(
        of target: String, _ dependencies: [Target.Dependency], fixtures: Bool = false
    )
        -> Target
    {
        .testTarget(
            name: "\(target)Tests",
            dependencies: [.target(name: target)] + dependencies,
            resources: fixtures ? [.copy("Fixtures")] : nil
        )
    }
}

let pokemon = Slice(
    "Pokemon",
    cores: [
        .init(
            "PokemonListFeature", folder: "List", ports: ["Networking", "Persistence", "FeatureFlags"],
            tests: [
                "FeatureFlags", "Networking", "Persistence", "FeatureFlagsTesting", "NetworkingTesting",
                "PersistenceTesting",
            ], fixtures: true),
        .init(
            "PokemonDetailFeature", folder: "Detail", ports: ["Networking", "Persistence", "FeatureFlags"],
            tests: [
                "FeatureFlags", "Networking", "Persistence", "FeatureFlagsTesting", "NetworkingTesting",
                "PersistenceTesting",
            ], fixtures: true),
    ],
    assemblyPorts: ["Analytics", "FeatureFlags", "Persistence"],
    recorded: true,
    pictures: true,
    emulatorTests: ["Networking", "NetworkingOffline", "NetworkingOfflineTesting"],
    terminalTests: [
        "FeatureFlags", "Networking", "PokemonDetailFeature", "PokemonListFeature", "TerminalKit",
        "FeatureFlagsTesting", "NetworkingTesting", "TerminalKitTesting",
    ],
    assemblyTests: [
        "Analytics", "AppComposition", "CommandLineKit", "CommandLineKitTesting", "FeatureFlags", "Networking",
        "NetworkingOffline",
        "Persistence", "PokemonDetailFeature", "PokemonEmulator", "PokemonListFeature", "AnalyticsTesting",
        "NetworkingOfflineTesting", "NetworkingTesting", "PersistenceTesting", "FoundationTesting", "AnalyticsZoogle",
        "AppCompositionTesting", "CompositionKit", "PokemonEmulatorTesting", "WebAppKit", "ImageDecodingTesting",
    ],
    webTests: ["PokemonDetailFeature", "PokemonListFeature", "WebAppKit"]
)
let launches = Slice(
    "Launches",
    cores: [
        .init(
            "LaunchesFeature", ports: ["Networking", "FeatureFlags"],
            tests: ["Networking", "FeatureFlagsTesting", "FoundationTesting", "NetworkingTesting"], fixtures: true)
    ],
    assemblyPorts: ["Analytics", "FeatureFlags"],
    recorded: true,
    pictures: true,
    emulatorTests: ["Networking", "NetworkingOffline", "NetworkingOfflineTesting"],
    terminalTests: [
        "LaunchesFeature", "Networking", "TerminalKit", "FeatureFlagsTesting", "NetworkingTesting",
        "TerminalKitTesting",
    ],
    assemblyTests: [
        "Analytics", "AppComposition", "CommandLineKit", "CommandLineKitTesting", "LaunchesEmulator", "Networking",
        "NetworkingOffline", "AnalyticsTesting", "AppCompositionTesting", "NetworkingOfflineTesting",
        "NetworkingTesting", "CompositionKit", "LaunchesFeature", "FoundationTesting",
    ],
    webTests: ["LaunchesFeature", "WebAppKit"]
)
let dealership = Slice(
    "Dealership",
    cores: [
        .init(
            "DealershipFeature", ports: ["Networking", "FeatureFlags"], resources: [.copy("Resources")],
            tests: ["FeatureFlags", "Networking", "FeatureFlagsTesting", "NetworkingTesting"], fixtures: true)
    ],
    assemblyPorts: ["FeatureFlags", "Analytics"],
    pictures: true,
    emulatorTests: ["Networking", "NetworkingOffline"],
    terminalTests: [
        "DealershipFeature", "Networking", "TerminalKit", "PictureKit", "ImageDecodingSystem",
        "FeatureFlagsTesting", "ImageDecodingTesting", "NetworkingTesting", "TerminalKitTesting",
    ],
    assemblyTests: [
        "Analytics", "AppComposition", "CommandLineKit", "CommandLineKitTesting", "DealershipEmulator",
        "AnalyticsTesting",
        "AppCompositionTesting", "NetworkingOfflineTesting", "NetworkingTesting", "NetworkingOffline",
        "CompositionKit", "DealershipFeature", "PersistenceTesting", "WebAppKit",
    ],
    webTests: ["DealershipFeature", "WebAppKit"]
)
let products = Slice(
    "Products",
    cores: [
        .init(
            "ProductsFeature", ports: ["Networking", "FeatureFlags"],
            tests: ["Networking", "FeatureFlagsTesting", "NetworkingTesting"],
            fixtures: true)
    ],
    assemblyPorts: ["FeatureFlags", "Analytics"],
    recorded: true,
    pictures: true,
    emulatorTests: ["Networking", "NetworkingOffline", "NetworkingOfflineTesting"],
    terminalTests: [
        "Networking", "ProductsFeature", "TerminalKit", "FeatureFlagsTesting", "NetworkingTesting",
        "TerminalKitTesting",
    ],
    assemblyTests: [
        "Analytics", "AppComposition", "CommandLineKit", "CommandLineKitTesting", "Networking", "ProductsEmulator",
        "AnalyticsTesting", "AppCompositionTesting", "NetworkingTesting", "NetworkingOffline",
        "ProductsFeature", "CompositionKit", "PersistenceTesting", "WebAppKit",
    ],
    webTests: ["ProductsFeature", "WebAppKit"]
)
let guidomia = Slice(
    "Guidomia",
    cores: [
        .init(
            "GuidomiaFeature", ports: ["Networking", "FeatureFlags"], resources: [.copy("Resources")],
            tests: ["FeatureFlags", "Networking", "NetworkingTesting"], fixtures: true)
    ],
    assemblyPorts: ["Analytics", "FeatureFlags"],
    emulatorTests: ["Networking", "NetworkingOffline"],
    terminalTests: ["GuidomiaFeature", "TerminalKit", "TerminalKitTesting"],
    assemblyTests: [
        "Analytics", "AppComposition", "CommandLineKit", "CommandLineKitTesting", "GuidomiaEmulator",
        "GuidomiaFeature", "AnalyticsTesting",
        "AppCompositionTesting", "NetworkingTesting",
    ],
    webTests: ["GuidomiaFeature", "WebAppKit"]
)

/// Every slice's targets; the list `mosaic` registers at run time is in Modules/App/mosaic/main.swift.
let slices = [pokemon, launches, dealership, products, guidomia]

/// Test support: fakes and contract suites, for test targets only, each named after the module it serves.
let testSupport: [Target] = [
    // Named after Foundation, whose types it fills in for tests: a clock and a temporary folder.
    .target(name: "FoundationTesting", path: "Tests/Support/FoundationTesting"),
    .target(name: "NetworkingTesting", dependencies: ["Networking"], path: "Tests/Support/NetworkingTesting"),
    // A raw HTTP client over loopback, for the web server's tests and `mosaic serve`'s.
    .target(name: "WebAppKitTesting", path: "Tests/Support/WebAppKitTesting"),
    .target(
        name: "PersistenceTesting", dependencies: ["Persistence", "FoundationTesting"],
        path: "Tests/Support/PersistenceTesting"),
    .target(name: "AnalyticsTesting", dependencies: ["Analytics"], path: "Tests/Support/AnalyticsTesting"),
    .target(
        name: "FeatureFlagsTesting",
        dependencies: ["FeatureFlags"],
        path: "Tests/Support/FeatureFlagsTesting"
    ),
    .target(
        name: "NetworkingOfflineTesting",
        dependencies: ["NetworkingOffline", "Networking", "NetworkingTesting"],
        path: "Tests/Support/NetworkingOfflineTesting"
    ),
    .target(
        name: "ImageDecodingTesting", dependencies: ["ImageDecoding"],
        path: "Tests/Support/ImageDecodingTesting"),
    .target(
        name: "CommandLineKitTesting", dependencies: ["CommandLineKit", "TerminalKit"],
        path: "Tests/Support/CommandLineKitTesting"),
    .target(
        name: "TerminalKitTesting", dependencies: ["TerminalKit"], path: "Tests/Support/TerminalKitTesting"),
    .target(
        name: "PokemonEmulatorTesting",
        dependencies: ["PokemonEmulator", "Networking", "NetworkingOffline"],
        path: "Tests/Support/PokemonEmulatorTesting"
    ),
    .target(
        name: "AppCompositionTesting",
        dependencies: [
            "Analytics", "AppComposition", "CommandLineKit", "CommandLineKitTesting", "Networking",
            "NetworkingOffline", "NetworkingOfflineTesting", "NetworkingTesting", "PersistenceTesting",
        ],
        path: "Tests/Support/AppCompositionTesting"
    ),

]

/// Tests: one target per module outside the slices.
let moduleTests: [Target] = [
    .testTarget(name: "NetworkingTests", dependencies: ["Networking", "NetworkingTesting"]),
    .testTarget(name: "PersistenceTests", dependencies: ["Persistence", "PersistenceTesting"]),
    .testTarget(name: "DiskStoreKitTests", dependencies: ["DiskStoreKit", "Persistence", "FoundationTesting"]),
    .testTarget(name: "AnalyticsTests", dependencies: ["Analytics", "AnalyticsTesting"]),
    .testTarget(name: "FeatureFlagsTests", dependencies: ["FeatureFlags", "FeatureFlagsTesting"]),
    .testTarget(name: "ZoogleAnalyticsTests", dependencies: ["ZoogleAnalytics"]),
    .testTarget(
        name: "NetworkingURLSessionTests",
        dependencies: ["NetworkingURLSession", "Networking", "NetworkingTesting"]
    ),
    .testTarget(
        name: "PersistenceSQLiteTests",
        dependencies: ["PersistenceSQLite", "Persistence", "FoundationTesting", "PersistenceTesting"]
    ),
    .testTarget(
        name: "PersistenceFilesTests",
        dependencies: ["PersistenceFiles", "Persistence", "DiskStoreKit", "FoundationTesting", "PersistenceTesting"]
    ),
    .testTarget(
        name: "PersistenceMemoryTests",
        dependencies: ["PersistenceMemory", "Persistence", "PersistenceTesting"]
    ),
    .testTarget(
        name: "AnalyticsZoogleTests",
        dependencies: ["AnalyticsZoogle", "Analytics", "ZoogleAnalytics", "AnalyticsTesting"]
    ),
    .testTarget(
        name: "AnalyticsConsoleTests",
        dependencies: ["AnalyticsConsole", "Analytics", "AnalyticsTesting"]
    ),
    .testTarget(
        name: "FeatureFlagsConfigTests",
        dependencies: ["FeatureFlagsConfig", "FeatureFlags", "FeatureFlagsTesting"]
    ),
    .testTarget(
        name: "FeatureFlagsOFREPTests",
        dependencies: [
            "FeatureFlagsOFREP", "FeatureFlags", "NetworkingURLSession", "FeatureFlagsTesting",
            "FoundationTesting", "NetworkingTesting",
        ]
    ),
    .testTarget(
        name: "AnalyticsSegmentHTTPTests",
        dependencies: [
            "AnalyticsSegmentHTTP", "Analytics", "NetworkingURLSession", "AnalyticsTesting",
            "FoundationTesting", "NetworkingTesting",
        ]
    ),
    .testTarget(
        name: "NetworkingOfflineTests",
        dependencies: ["NetworkingOffline", "Networking", "FoundationTesting", "NetworkingTesting"]
    ),
    .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "ImageDecoding"]),
    .testTarget(
        name: "ImageDecodingSystemTests",
        dependencies: ["ImageDecodingSystem", "ImageDecoding", "CJPEG", "ImageDecodingTesting"]
    ),
    .testTarget(
        name: "PictureKitTests",
        dependencies: [
            "PictureKit", "ImageDecoding", "ImageDecodingSystem", "Networking", "NetworkingURLSession",
            "Persistence", "TerminalKit", "ImageDecodingTesting", "NetworkingTesting", "PersistenceTesting",
        ]
    ),
    .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit"]),
    .testTarget(name: "WebAppKitTests", dependencies: ["WebAppKit", "WebAppKitTesting"]),
    .testTarget(
        name: "CompositionKitTests",
        dependencies: ["CompositionKit", "CommandLineKit", "CommandLineKitTesting"]),
    .testTarget(name: "ImageDecodingTests", dependencies: ["ImageDecoding", "ImageDecodingTesting"]),
    .testTarget(
        name: "AppCompositionTests",
        dependencies: [
            "AppComposition", "AppCompositionTesting", "CommandLineKit", "CommandLineKitTesting", "CompositionKit",
            "FeatureFlags", "Networking", "NetworkingOffline", "NetworkingTesting", "TerminalKit",
        ]
    ),
    .testTarget(
        name: "mosaicTests",
        dependencies: [
            "mosaic", "NetworkingOfflineTesting", "NetworkingTesting",
            "ImageDecodingTesting", "FoundationTesting", "PersistenceTesting", "WebAppKitTesting",
            "PokemonEmulator", "PokemonEmulatorTesting", "LaunchesEmulator", "DealershipEmulator",
            "ProductsEmulator", "GuidomiaEmulator",
        ]
    ),
    .testTarget(name: "ArchitectureTests", dependencies: ["FoundationTesting"]),
]

let package = Package(
    name: "Mosaic",
    defaultLocalization: "en",
    // Observation and Synchronization's Mutex set the floor; Linux builds with any Swift 6.2 toolchain.
    platforms: [.macOS(.v15), .iOS(.v18)],
    // What an app or another package builds on: the ports, the adapters, the fakes and contract
    // suites for their tests, and each slice's cores and emulator (`Slice.products`); Examples/
    // uses them. The Linux clients (the terminal and web kits, the picture decoders) are not
    // offered: an app brings its own client, which is the point.
    products: [
        .executable(name: "mosaic", targets: ["mosaic"]),

        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "Persistence", targets: ["Persistence"]),
        .library(name: "Analytics", targets: ["Analytics"]),
        .library(name: "FeatureFlags", targets: ["FeatureFlags"]),
        .library(name: "ImageDecoding", targets: ["ImageDecoding"]),

        .library(name: "NetworkingURLSession", targets: ["NetworkingURLSession"]),
        .library(name: "PersistenceSQLite", targets: ["PersistenceSQLite"]),
        .library(name: "PersistenceFiles", targets: ["PersistenceFiles"]),
        .library(name: "PersistenceMemory", targets: ["PersistenceMemory"]),
        .library(name: "AnalyticsZoogle", targets: ["AnalyticsZoogle"]),
        .library(name: "AnalyticsConsole", targets: ["AnalyticsConsole"]),
        .library(name: "AnalyticsSegmentHTTP", targets: ["AnalyticsSegmentHTTP"]),
        .library(name: "FeatureFlagsConfig", targets: ["FeatureFlagsConfig"]),
        .library(name: "FeatureFlagsOFREP", targets: ["FeatureFlagsOFREP"]),

        .library(name: "NetworkingOffline", targets: ["NetworkingOffline"]),

        .library(name: "FoundationTesting", targets: ["FoundationTesting"]),
        .library(name: "NetworkingTesting", targets: ["NetworkingTesting"]),
        .library(name: "PersistenceTesting", targets: ["PersistenceTesting"]),
        .library(name: "AnalyticsTesting", targets: ["AnalyticsTesting"]),
        .library(name: "FeatureFlagsTesting", targets: ["FeatureFlagsTesting"]),
        .library(name: "ImageDecodingTesting", targets: ["ImageDecodingTesting"]),

        // For the fuzzing package in FuzzTesting/, which links the parsers' entry functions.
        .library(name: "FuzzEntries", targets: ["FuzzEntries"]),
    ] + slices.flatMap(\.products),
    targets: [
        // MARK: Ports: the only modules a feature may import.
        .target(name: "Networking", path: "Modules/Ports/Networking"),
        .target(name: "Persistence", path: "Modules/Ports/Persistence"),
        .target(name: "Analytics", path: "Modules/Ports/Analytics"),
        .target(name: "FeatureFlags", path: "Modules/Ports/FeatureFlags"),
        // No feature imports it: features hand out image URLs, and the picture pipeline decodes them.
        .target(name: "ImageDecoding", path: "Modules/Ports/ImageDecoding"),

        // MARK: Vendor: code we do not own, and the C glue to system libraries.
        .systemLibrary(
            name: "CSQLite",
            path: "Modules/Vendor/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .systemLibrary(
            name: "CPNG",
            path: "Modules/Vendor/CPNG",
            pkgConfig: "libpng16",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CJPEG",
            path: "Modules/Vendor/CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
        ),
        // libmicrohttpd opened on first use, not at start-up (COnDemand.h says why).
        .target(name: "COnDemand", path: "Modules/Vendor/COnDemand"),
        .target(name: "CMicroHTTPD", dependencies: ["COnDemand"], path: "Modules/Vendor/CMicroHTTPD"),
        .target(name: "ZoogleAnalytics", path: "Modules/Vendor/ZoogleAnalytics"),

        // MARK: Adapters: one port, one technology each.
        .target(
            name: "NetworkingURLSession",
            dependencies: ["Networking"],
            path: "Modules/Adapters/NetworkingURLSession"
        ),
        .target(
            name: "PersistenceSQLite",
            dependencies: ["Persistence", "DiskStoreKit", "CSQLite"],
            path: "Modules/Adapters/PersistenceSQLite"
        ),
        .target(
            name: "PersistenceFiles",
            dependencies: ["Persistence", "DiskStoreKit"],
            path: "Modules/Adapters/PersistenceFiles"
        ),
        .target(
            name: "PersistenceMemory",
            dependencies: ["Persistence"],
            path: "Modules/Adapters/PersistenceMemory"
        ),
        .target(
            name: "AnalyticsZoogle",
            dependencies: ["Analytics", "ZoogleAnalytics"],
            path: "Modules/Adapters/AnalyticsZoogle"
        ),
        .target(
            name: "AnalyticsConsole",
            dependencies: ["Analytics"],
            path: "Modules/Adapters/AnalyticsConsole"
        ),
        .target(
            name: "ImageDecodingSystem",
            dependencies: ["ImageDecoding", "CPNG", "CJPEG"],
            path: "Modules/Adapters/ImageDecodingSystem"
        ),
        .target(
            name: "FeatureFlagsConfig",
            dependencies: ["FeatureFlags"],
            path: "Modules/Adapters/FeatureFlagsConfig"
        ),
        // Remote services: their own port, and the Networking port to speak HTTP through
        // (the one exception to "an adapter depends only on its own port"; see Docs/Architecture.md).
        .target(
            name: "FeatureFlagsOFREP",
            dependencies: ["FeatureFlags", "Networking"],
            path: "Modules/Adapters/FeatureFlagsOFREP"
        ),
        .target(
            name: "AnalyticsSegmentHTTP",
            dependencies: ["Analytics", "Networking"],
            path: "Modules/Adapters/AnalyticsSegmentHTTP"
        ),

        // MARK: Kits: shared machinery that names no feature.
        .target(name: "NetworkingOffline", dependencies: ["Networking"], path: "Modules/Kits/NetworkingOffline"),
        // What the two disk stores share: what is at a path, record checksums, a damaged store's new name.
        .target(name: "DiskStoreKit", dependencies: ["Persistence"], path: "Modules/Kits/DiskStoreKit"),
        .target(name: "TerminalKit", dependencies: ["ImageDecoding"], path: "Modules/Kits/TerminalKit"),
        .target(
            name: "PictureKit",
            dependencies: ["Networking", "Persistence", "ImageDecoding", "TerminalKit"],
            path: "Modules/Kits/PictureKit"
        ),
        .target(name: "CommandLineKit", dependencies: ["TerminalKit"], path: "Modules/Kits/CommandLineKit"),
        // The web app's HTML, pages, routes and server; the one kit that wraps a vendor library.
        .target(
            name: "WebAppKit", dependencies: ["CMicroHTTPD"], path: "Modules/Kits/WebAppKit",
            resources: [.copy("Resources")]),
        .target(
            name: "CompositionKit",
            dependencies: ports + ["NetworkingOffline", "CommandLineKit", "PictureKit", "TerminalKit", "WebAppKit"],
            path: "Modules/Kits/CompositionKit"
        ),
    ]
        // MARK: Features: one folder per slice; see `Slice`.
        + slices.flatMap(\.targets)
        + [
            // MARK: App: the composition root, the only place that knows concrete adapters.
            .target(
                name: "AppComposition",
                dependencies: ports + [
                    "NetworkingURLSession", "NetworkingOffline",
                    "PersistenceSQLite", "PersistenceFiles", "PersistenceMemory",
                    "AnalyticsZoogle", "AnalyticsConsole", "AnalyticsSegmentHTTP", "FeatureFlagsConfig",
                    "FeatureFlagsOFREP", "CommandLineKit", "CompositionKit", "TerminalKit", "ImageDecodingSystem",
                    "PictureKit", "WebAppKit",
                ],
                path: "Modules/App/AppComposition"
            ),
            .executableTarget(
                name: "mosaic",
                dependencies: ["AppComposition", "CommandLineKit"]
                    + slices.map { Target.Dependency.target(name: "\($0.name)Assembly") },
                path: "Modules/App/mosaic"
            ),

            // MARK: Plugins
            .plugin(
                name: "GenerateDiagrams",
                capability: .command(
                    intent: .custom(
                        verb: "generate-diagrams",
                        description: "Writes the module diagrams in Diagrams/ from the package's target graph"
                    ),
                    permissions: [
                        .writeToPackageDirectory(
                            reason: "the module diagrams in Diagrams/ are generated from Package.swift")
                    ]
                ),
                path: "Modules/Plugins/GenerateDiagrams"
            ),
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
                    ]
                ),
                path: "Modules/Plugins/NewSlice",
                exclude: ["Templates"]
            ),
            .plugin(
                name: "RemoveSlice",
                capability: .command(
                    intent: .custom(
                        verb: "remove-slice",
                        description: "Takes out a slice that new-slice wrote: remove-slice <Name>"
                    ),
                    permissions: [
                        .writeToPackageDirectory(
                            reason: "the slice's folders, its doc, and its lines in Package.swift and main.swift")
                    ]
                ),
                path: "Modules/Plugins/RemoveSlice"
            ),

            // MARK: Fuzzing: the bytes-in entry function of every parser that takes outside input,
            // and the terminal output of every command and screen (through the slices' assemblies),
            // shared by the fuzzers in FuzzTesting/ and the replay tests of their findings.
            .target(
                name: "FuzzEntries",
                dependencies: [
                    "AnalyticsSegmentHTTP", "AppComposition", "CommandLineKit", "CompositionKit",
                    "DealershipAssembly", "DealershipEmulator", "DealershipFeature", "FeatureFlags",
                    "FeatureFlagsConfig", "FeatureFlagsOFREP", "GuidomiaAssembly", "GuidomiaFeature",
                    "ImageDecodingSystem", "LaunchesAssembly", "LaunchesEmulator", "LaunchesFeature", "Networking",
                    "NetworkingOffline", "Persistence", "PersistenceFiles", "PokemonAssembly", "PokemonDetailFeature",
                    "PokemonListFeature", "ProductsAssembly", "ProductsFeature", "TerminalKit",
                ],
                path: "FuzzTesting/Entries"
            ),
            .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzEntries"]),
        ]
        + testSupport + moduleTests
        // MARK: Slice tests: each target's tests, named after it, so `--filter <Slice>` runs the slice.
        + slices.flatMap(\.testTargets),
    swiftLanguageModes: [.v6]
)

// Every Swift target gets the same strictness, so a module cannot quietly opt out.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
