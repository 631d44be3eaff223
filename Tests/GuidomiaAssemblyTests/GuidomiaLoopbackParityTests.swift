import AppComposition
import AppCompositionTesting
import GuidomiaAssembly
import GuidomiaCommandLine
import GuidomiaEmulator
import GuidomiaTerminal
import GuidomiaWeb
import Testing

/// The guidomia commands answer over real HTTP (`--base-url` to a loopback server, via URLSession) as when bundled.
@Suite("Guidomia commands over a loopback HTTP server match their bundled answers")
@MainActor
struct GuidomiaLoopbackParityTests {
    @Test(arguments: [
        ["guidomia", "list", "--make", "BMW", "--json"]
    ])
    func overHTTPTheAnswerIsTheBundledOne(_ arguments: [String]) async throws {
        try await LoopbackParity.expectSameAnswer(
            arguments, features: FeatureRegistry([GuidomiaModule.self]), api: "guidomia", emulator: GuidomiaEmulator(),
            basePath: "api")
    }
}
