/// A small package shaped like Mosaic, valid under every rule, to prove the rules catch what
/// they should without touching the real Package.swift.
enum SyntheticGraph {
    static let modules: [Module] = [
        Module("Networking", .port, path: "Modules/Ports/Networking"),
        Module("Analytics", .port, path: "Modules/Ports/Analytics"),
        Module("ZoogleAnalytics", .vendor, path: "Modules/Vendor/ZoogleAnalytics"),
        Module(
            "NetworkingURLSession", .adapter, path: "Modules/Adapters/NetworkingURLSession", dependsOn: ["Networking"]),
        Module(
            "AnalyticsZoogle", .adapter, path: "Modules/Adapters/AnalyticsZoogle",
            dependsOn: ["Analytics", "ZoogleAnalytics"]),
        Module("AnalyticsConsole", .adapter, path: "Modules/Adapters/AnalyticsConsole", dependsOn: ["Analytics"]),
        Module("LaunchesFeature", .feature, path: "Modules/Features/Launches", dependsOn: ["Networking", "Analytics"]),
        Module("ProductsFeature", .feature, path: "Modules/Features/Products", dependsOn: ["Networking"]),
        Module("TerminalUI", .ui, path: "Modules/UI/TerminalUI", dependsOn: ["LaunchesFeature", "ProductsFeature"]),
        Module(
            "AppComposition", .compositionRoot, path: "Modules/App/AppComposition",
            dependsOn: ["NetworkingURLSession", "AnalyticsZoogle", "LaunchesFeature", "TerminalUI", "Networking"]
        ),
        Module("mosaic", .executable, path: "Modules/App/mosaic", dependsOn: ["AppComposition"]),
        Module("NetworkingTesting", .testSupport, path: "Tests/Support/NetworkingTesting", dependsOn: ["Networking"]),
        Module(
            "LaunchesFeatureTests", .test, path: "Tests/LaunchesFeatureTests",
            dependsOn: ["LaunchesFeature", "NetworkingTesting", "Networking"]
        ),
        Module(
            "AnalyticsZoogleTests", .test, path: "Tests/AnalyticsZoogleTests",
            dependsOn: ["AnalyticsZoogle", "ZoogleAnalytics"]),
        Module("GenerateDiagrams", .plugin, path: "Modules/Plugins/GenerateDiagrams"),
    ]

    static var valid: ModuleGraph { ModuleGraph(modules: modules) }

    /// The valid graph plus one extra declared dependency.
    static func adding(_ from: String, dependsOn to: String) -> ModuleGraph {
        ModuleGraph(
            modules: modules.map { module in
                guard module.name == from else { return module }
                return Module(module.name, module.layer, path: module.path, dependsOn: module.dependencies + [to])
            }
        )
    }

    /// The valid graph plus one module.
    static func adding(_ module: Module) -> ModuleGraph {
        ModuleGraph(modules: modules + [module])
    }
}
