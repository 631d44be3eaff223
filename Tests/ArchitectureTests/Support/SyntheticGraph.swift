/// A small package shaped like Mosaic, valid under every rule, to prove the rules catch what
/// they should without touching the real Package.swift: two slices, the kits, a few adapters.
enum SyntheticGraph {
    static let modules: [Module] = [
        Module("Networking", .port, path: "Modules/Ports/Networking"),
        Module("Analytics", .port, path: "Modules/Ports/Analytics"),
        Module("ImageDecoding", .port, path: "Modules/Ports/ImageDecoding"),
        Module("ZoogleAnalytics", .vendor, path: "Modules/Vendor/ZoogleAnalytics"),
        Module(
            "NetworkingURLSession", .adapter, path: "Modules/Adapters/NetworkingURLSession", dependsOn: ["Networking"]),
        Module(
            "AnalyticsZoogle", .adapter, path: "Modules/Adapters/AnalyticsZoogle",
            dependsOn: ["Analytics", "ZoogleAnalytics"]),
        Module("AnalyticsConsole", .adapter, path: "Modules/Adapters/AnalyticsConsole", dependsOn: ["Analytics"]),
        Module("NetworkingOffline", .kit, path: "Modules/Composition/NetworkingOffline", dependsOn: ["Networking"]),
        Module(
            "CompositionKit", .kit, path: "Modules/Composition/CompositionKit",
            dependsOn: ["Networking", "NetworkingOffline"]),
        Module(
            "PictureKit", .kit, path: "Modules/Platform/PictureKit",
            dependsOn: ["Networking", "ImageDecoding", "CompositionKit"]),
        Module("TerminalKit", .kit, path: "Modules/Platform/TerminalKit", dependsOn: ["ImageDecoding"]),
        Module(
            "CommandLineKit", .kit, path: "Modules/Platform/CommandLineKit", dependsOn: ["TerminalKit", "PictureKit"]),
        Module(
            "TerminalAppKit", .kit, path: "Modules/Platform/TerminalAppKit", dependsOn: ["TerminalKit", "PictureKit"]),
        Module("WebAppKit", .kit, path: "Modules/Platform/WebAppKit", dependsOn: ["PictureKit"]),
        Module(
            "LaunchesFeature", .feature, path: "Modules/Features/Launches/Feature",
            dependsOn: ["Networking", "Analytics"]),
        Module(
            "LaunchesEmulator", .emulator, path: "Modules/Features/Launches/Emulator",
            dependsOn: ["Networking", "NetworkingOffline"]),
        Module(
            "LaunchesTerminal", .terminal, path: "Modules/Features/Launches/Terminal",
            dependsOn: ["LaunchesFeature", "LaunchesAssembly", "TerminalKit", "TerminalAppKit"]),
        Module(
            "LaunchesWeb", .web, path: "Modules/Features/Launches/Web",
            dependsOn: ["LaunchesFeature", "LaunchesAssembly", "WebAppKit"]),
        Module(
            "LaunchesCommandLine", .commandLine, path: "Modules/Features/Launches/CommandLine",
            dependsOn: ["LaunchesFeature", "LaunchesAssembly", "CommandLineKit"]),
        Module(
            "LaunchesAssembly", .assembly, path: "Modules/Features/Launches/Assembly",
            dependsOn: ["LaunchesFeature", "LaunchesEmulator", "CompositionKit", "Networking"]),
        Module("ProductsFeature", .feature, path: "Modules/Features/Products/Feature", dependsOn: ["Networking"]),
        Module(
            "ProductsAssembly", .assembly, path: "Modules/Features/Products/Assembly",
            dependsOn: ["ProductsFeature", "CompositionKit"]),
        Module(
            "AppComposition", .compositionRoot, path: "Modules/App/AppComposition",
            dependsOn: ["NetworkingURLSession", "AnalyticsZoogle", "NetworkingOffline", "CompositionKit", "Networking"]
        ),
        Module(
            "mosaic", .executable, path: "Modules/App/mosaic",
            dependsOn: [
                "AppComposition", "LaunchesAssembly", "LaunchesCommandLine", "LaunchesTerminal", "LaunchesWeb",
                "ProductsAssembly",
            ]),
        Module("NetworkingTesting", .testSupport, path: "Tests/Support/NetworkingTesting", dependsOn: ["Networking"]),
        Module("LaunchesTesting", .testSupport, path: "Tests/Support/LaunchesTesting", dependsOn: ["LaunchesFeature"]),
        Module(
            "AppCompositionTesting", .testSupport, path: "Tests/Support/AppCompositionTesting",
            dependsOn: ["AppComposition", "NetworkingTesting"]),
        Module(
            "LaunchesFeatureTests", .test, path: "Tests/LaunchesFeatureTests",
            dependsOn: ["LaunchesFeature", "NetworkingTesting", "LaunchesTesting", "Networking"]
        ),
        Module("GuidomiaFeatureTests", .test, path: "Tests/GuidomiaFeatureTests"),
        Module(
            "LaunchesAssemblyTests", .test, path: "Tests/LaunchesAssemblyTests",
            dependsOn: ["LaunchesAssembly", "AppComposition", "AppCompositionTesting"]
        ),
        Module(
            "AnalyticsZoogleTests", .test, path: "Tests/AnalyticsZoogleTests",
            dependsOn: ["AnalyticsZoogle", "ZoogleAnalytics"]),
        Module("GenerateDiagrams", .plugin, path: "Modules/Platform/Tooling/GenerateDiagrams"),
    ]

    static var valid: ModuleGraph { ModuleGraph(modules: modules) }

    /// The valid graph plus one declared dependency, or modules.
    static func adding(_ from: String, dependsOn to: String) -> ModuleGraph {
        ModuleGraph(
            modules: modules.map { module in
                guard module.name == from else { return module }
                return Module(module.name, module.layer, path: module.path, dependsOn: module.dependencies + [to])
            }
        )
    }

    static func adding(_ extra: Module...) -> ModuleGraph {
        ModuleGraph(modules: modules + extra)
    }
}
