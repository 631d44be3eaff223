// swift-tools-version: 6.2
// What a team builds on Mosaic in a package of its own, from Mosaic's library products alone:
// - AnalyticsPostHog: an adapter of the Analytics port for a vendor Mosaic does not ship,
//   held to the port's contract suite (AnalyticsTesting);
// - LaunchesLineClient and `launches-lines`: a fourth client of the Launches feature's view
//   models, beside Mosaic's terminal app, web app and commands;
// - Analytics: the team's own module of that name, beside Mosaic's `Analytics` port, which the
//   targets here take under another name (`mosaicAnalytics` below);
// - FeatureCoresTogetherTests: two feature cores imported in one file.
// A package elsewhere names Mosaic by its URL and a version instead of the path below:
//   .package(url: "https://example.com/mosaic.git", from: "3.0.0")

import Foundation
import PackageDescription

// A path dependency is known by its folder's name, which is whatever the checkout is called.
let mosaic = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

// Mosaic's `Analytics` port under the name `MosaicAnalytics`, since this package has a target
// called `Analytics` of its own. Every target that depends on the port takes it this way and
// imports `MosaicAnalytics`.
let mosaicAnalytics = Target.Dependency.product(
    name: "Analytics", package: mosaic, moduleAliases: ["Analytics": "MosaicAnalytics"])

// The main package's strictness, so the examples read as its code does.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "MosaicExamples",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(
            name: "AnalyticsPostHog",
            dependencies: [mosaicAnalytics, .product(name: "Networking", package: mosaic)],
            swiftSettings: strict
        ),
        .target(
            name: "Analytics",
            dependencies: [mosaicAnalytics, .product(name: "LaunchesFeature", package: mosaic)],
            swiftSettings: strict
        ),
        .target(
            name: "LaunchesLineClient",
            dependencies: [
                .product(name: "LaunchesFeature", package: mosaic), .product(name: "FeatureFlags", package: mosaic),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "launches-lines",
            dependencies: [
                .product(name: "TerminalKit", package: mosaic),
                "LaunchesLineClient", .product(name: "LaunchesFeature", package: mosaic),
                .product(name: "FeatureFlags", package: mosaic), .product(name: "LaunchesEmulator", package: mosaic),
                .product(name: "NetworkingOffline", package: mosaic),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "AnalyticsPostHogTests",
            dependencies: [
                "AnalyticsPostHog", mosaicAnalytics, .product(name: "Networking", package: mosaic),
                .product(name: "AnalyticsTesting", package: mosaic),
                .product(name: "NetworkingTesting", package: mosaic),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "AnalyticsTests",
            dependencies: [
                "Analytics", mosaicAnalytics, .product(name: "AnalyticsTesting", package: mosaic),
                .product(name: "LaunchesFeature", package: mosaic),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "FeatureCoresTogetherTests",
            dependencies: [
                .product(name: "PokemonListFeature", package: mosaic),
                .product(name: "PokemonEmulator", package: mosaic),
                .product(name: "LaunchesFeature", package: mosaic), .product(name: "LaunchesEmulator", package: mosaic),
                .product(name: "FeatureFlags", package: mosaic), .product(name: "NetworkingOffline", package: mosaic),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "LaunchesLineClientTests",
            dependencies: [
                "LaunchesLineClient", .product(name: "LaunchesFeature", package: mosaic),
                .product(name: "FeatureFlags", package: mosaic), .product(name: "LaunchesEmulator", package: mosaic),
                .product(name: "NetworkingOffline", package: mosaic),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
