// swift-tools-version: 6.2
// Mosaic: app features that depend only on four ports, with swappable adapters behind them.
// The target graph below is the architecture: Tests/ArchitectureTests reads it back and
// rejects any edge the layering rules forbid, and Diagrams/modules.md is generated from it.

import PackageDescription

let package = Package(
    name: "Mosaic",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "mosaic", targets: ["mosaic"])
    ],
    targets: [
        // MARK: Ports: the only modules a feature may import.
        .target(name: "Networking", path: "Modules/Ports/Networking"),
        .target(name: "Persistence", path: "Modules/Ports/Persistence"),
        .target(name: "Analytics", path: "Modules/Ports/Analytics"),
        .target(name: "FeatureFlags", path: "Modules/Ports/FeatureFlags"),

        // MARK: Vendor: code we do not own.
        .systemLibrary(
            name: "CSQLite",
            path: "Modules/Vendor/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "ZoogleAnalytics", path: "Modules/Vendor/ZoogleAnalytics"),

        // MARK: Adapters: one port, one technology each.
        .target(
            name: "NetworkingURLSession",
            dependencies: ["Networking"],
            path: "Modules/Adapters/NetworkingURLSession"
        ),
        .target(
            name: "NetworkingOffline",
            dependencies: ["Networking"],
            path: "Modules/Adapters/NetworkingOffline",
            resources: [.copy("Resources")]
        ),
        .target(
            name: "PersistenceSQLite",
            dependencies: ["Persistence", "CSQLite"],
            path: "Modules/Adapters/PersistenceSQLite"
        ),
        .target(
            name: "PersistenceFiles",
            dependencies: ["Persistence"],
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
            name: "FeatureFlagsConfig",
            dependencies: ["FeatureFlags"],
            path: "Modules/Adapters/FeatureFlagsConfig"
        ),

        // MARK: Features: depend on ports only.
        .target(
            name: "PokemonListFeature",
            dependencies: ["Networking", "Persistence", "Analytics", "FeatureFlags"],
            path: "Modules/Features/PokemonList"
        ),
        .target(
            name: "PokemonDetailFeature",
            dependencies: ["Networking", "Persistence", "Analytics", "FeatureFlags"],
            path: "Modules/Features/PokemonDetail"
        ),
        .target(
            name: "LaunchesFeature",
            dependencies: ["Networking", "Analytics", "FeatureFlags"],
            path: "Modules/Features/Launches"
        ),
        .target(
            name: "DealershipFeature",
            dependencies: ["Networking", "Analytics", "FeatureFlags"],
            path: "Modules/Features/Dealership",
            resources: [.copy("Resources")]
        ),
        .target(
            name: "ProductsFeature",
            dependencies: ["Networking", "Analytics", "FeatureFlags"],
            path: "Modules/Features/Products"
        ),
        .target(
            name: "GuidomiaFeature",
            dependencies: ["Networking", "Analytics", "FeatureFlags"],
            path: "Modules/Features/Guidomia",
            resources: [.copy("Resources")]
        ),

        // MARK: UI: renders feature view states; knows nothing below the features.
        .target(
            name: "TerminalUI",
            dependencies: [
                "PokemonListFeature", "PokemonDetailFeature", "LaunchesFeature",
                "DealershipFeature", "ProductsFeature", "GuidomiaFeature",
            ],
            path: "Modules/UI/TerminalUI"
        ),

        // MARK: App: the composition root, the only place that knows concrete adapters.
        .target(
            name: "AppComposition",
            dependencies: [
                "Networking", "Persistence", "Analytics", "FeatureFlags",
                "NetworkingURLSession", "NetworkingOffline",
                "PersistenceSQLite", "PersistenceFiles", "PersistenceMemory",
                "AnalyticsZoogle", "AnalyticsConsole", "FeatureFlagsConfig",
                "PokemonListFeature", "PokemonDetailFeature", "LaunchesFeature",
                "DealershipFeature", "ProductsFeature", "GuidomiaFeature",
                "TerminalUI",
            ],
            path: "Modules/App/AppComposition"
        ),
        .executableTarget(
            name: "mosaic",
            dependencies: ["AppComposition"],
            path: "Modules/App/mosaic"
        ),

        // MARK: Plugins
        .plugin(
            name: "GenerateDiagrams",
            capability: .command(
                intent: .custom(
                    verb: "generate-diagrams",
                    description: "Writes Diagrams/modules.md from the package's target graph"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Diagrams/modules.md is generated from Package.swift")
                ]
            ),
            path: "Modules/Plugins/GenerateDiagrams"
        ),

        // MARK: Test support: fakes and contract suites, for test targets only.
        .target(name: "NetworkingTesting", dependencies: ["Networking"], path: "Tests/Support/NetworkingTesting"),
        .target(name: "PersistenceTesting", dependencies: ["Persistence"], path: "Tests/Support/PersistenceTesting"),
        .target(name: "AnalyticsTesting", dependencies: ["Analytics"], path: "Tests/Support/AnalyticsTesting"),
        .target(
            name: "FeatureFlagsTesting",
            dependencies: ["FeatureFlags"],
            path: "Tests/Support/FeatureFlagsTesting"
        ),

        // MARK: Tests: one target per module.
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "NetworkingTesting"]),
        .testTarget(name: "PersistenceTests", dependencies: ["Persistence", "PersistenceTesting"]),
        .testTarget(name: "AnalyticsTests", dependencies: ["Analytics", "AnalyticsTesting"]),
        .testTarget(name: "FeatureFlagsTests", dependencies: ["FeatureFlags", "FeatureFlagsTesting"]),
        .testTarget(name: "ZoogleAnalyticsTests", dependencies: ["ZoogleAnalytics"]),
        .testTarget(
            name: "NetworkingURLSessionTests",
            dependencies: ["NetworkingURLSession", "Networking", "NetworkingTesting"]
        ),
        .testTarget(
            name: "NetworkingOfflineTests",
            dependencies: ["NetworkingOffline", "Networking", "NetworkingTesting"]
        ),
        .testTarget(
            name: "PersistenceSQLiteTests",
            dependencies: ["PersistenceSQLite", "Persistence", "PersistenceTesting"]
        ),
        .testTarget(
            name: "PersistenceFilesTests",
            dependencies: ["PersistenceFiles", "Persistence", "PersistenceTesting"]
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
            name: "PokemonListFeatureTests",
            dependencies: [
                "PokemonListFeature", "Networking", "Persistence", "Analytics", "FeatureFlags",
                "NetworkingTesting", "PersistenceTesting", "AnalyticsTesting", "FeatureFlagsTesting",
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PokemonDetailFeatureTests",
            dependencies: [
                "PokemonDetailFeature", "Networking", "Persistence", "Analytics", "FeatureFlags",
                "NetworkingTesting", "PersistenceTesting", "AnalyticsTesting", "FeatureFlagsTesting",
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LaunchesFeatureTests",
            dependencies: [
                "LaunchesFeature", "Networking", "Analytics", "FeatureFlags",
                "NetworkingTesting", "AnalyticsTesting", "FeatureFlagsTesting",
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "DealershipFeatureTests",
            dependencies: [
                "DealershipFeature", "Networking", "Analytics", "FeatureFlags",
                "NetworkingTesting", "AnalyticsTesting", "FeatureFlagsTesting",
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ProductsFeatureTests",
            dependencies: [
                "ProductsFeature", "Networking", "Analytics", "FeatureFlags",
                "NetworkingTesting", "AnalyticsTesting", "FeatureFlagsTesting",
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "GuidomiaFeatureTests",
            dependencies: [
                "GuidomiaFeature", "Networking", "Analytics", "FeatureFlags",
                "NetworkingTesting", "AnalyticsTesting", "FeatureFlagsTesting",
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI", "PokemonListFeature", "PokemonDetailFeature", "LaunchesFeature",
                "DealershipFeature", "ProductsFeature", "GuidomiaFeature",
                // The interactive screens are tested over real view models backed by fakes.
                "Networking", "Analytics", "FeatureFlags", "NetworkingTesting", "AnalyticsTesting",
                "FeatureFlagsTesting",
            ]
        ),
        .testTarget(
            name: "AppCompositionTests",
            dependencies: [
                "AppComposition", "Networking", "Persistence", "Analytics", "FeatureFlags",
                "PokemonListFeature", "PokemonDetailFeature", "NetworkingOffline",
                "NetworkingTesting", "PersistenceTesting", "AnalyticsTesting", "FeatureFlagsTesting",
            ]
        ),
        .testTarget(name: "mosaicTests", dependencies: ["mosaic"]),
        .testTarget(name: "ArchitectureTests"),
    ],
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
