import PackagePlugin

@main
struct GenerateDiagrams: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
