import AppComposition
import CommandLineKit
import Foundation
import PokemonAssembly
import Testing

@Suite("A store that cannot be opened")
@MainActor
struct StoreFailureTests {
    @Test func browsingWarnsOnceAndCarriesOnWithoutTheBackupLeavingTheFileUntouched() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-store-\(UUID()).db")
        let garbage = Data("these bytes are not SQLite".utf8)
        try garbage.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let console = CapturingConsole()
        let status = await Mosaic.run(
            arguments: ["pokemon", "show", "25", "--store", "sqlite:\(file.path)", "--analytics", "none"],
            environment: ["HOME": "/nonexistent"],
            console: console, features: FeatureRegistry([PokemonModule.self])
        )
        #expect(status == 0)
        #expect(console.output.contains("Pikachu"))
        let warnings = console.error.split(separator: "\n").filter { $0.hasPrefix("warning: cannot open the store") }
        #expect(warnings.count == 1)
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test func syncRefusesWithExit1BecauseItsWholeJobIsTheBackup() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-store-\(UUID()).db")
        try Data("garbage".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let console = CapturingConsole()
        let status = await Mosaic.run(
            arguments: ["pokemon", "sync", "--store", "sqlite:\(file.path)", "--analytics", "none"],
            environment: ["HOME": "/nonexistent"],
            console: console, features: FeatureRegistry([PokemonModule.self])
        )
        #expect(status == 1)
        #expect(console.error.hasPrefix("error: cannot open the store"))
    }
}
