import AppComposition
import AppCompositionTesting
import ProductsAssembly
import ProductsCommandLine
import ProductsEmulator
import ProductsTerminal
import ProductsWeb
import Testing

/// The products commands answer over real HTTP (`--base-url` to a loopback server) as from the bundled data.
@Suite("Products commands over a loopback HTTP server match their bundled answers")
@MainActor
struct ProductsLoopbackParityTests {
    @Test(arguments: [
        ["products", "list", "drsss", "--page", "2", "--json"],
        ["products", "show", "59011007", "--json"],
    ])
    func overHTTPTheAnswerIsTheBundledOne(_ arguments: [String]) async throws {
        try await LoopbackParity.expectSameAnswer(
            arguments, features: FeatureRegistry([ProductsModule.self]), api: "yoox", emulator: YOOXEmulator(),
            basePath: "")
    }
}
