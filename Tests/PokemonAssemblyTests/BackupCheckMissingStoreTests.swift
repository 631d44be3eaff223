import AppComposition
import AppCompositionTesting
import CommandLineKit
import CommandLineKitTesting
import Foundation
import FoundationTesting
import PokemonAssembly
import PokemonCommandLine
import PokemonTerminal
import PokemonWeb
import Testing

/// `pokemon backup check` where no store exists: one error naming the path, exit 1, and
/// nothing created there (a mistyped path must not become a new, empty backup).
@Suite("Checking a backup that is not there")
@MainActor
struct BackupCheckMissingStoreTests {
    @Test(arguments: ["files", "sqlite"], ["typo", "typo/deeper/still", "typo.db", "with space/typo"])
    func aMissingStoreIsRefusedAndNothingIsCreated(kind: String, relativePath: String) async throws {
        let scratch = try TemporaryDirectory()
        let folder = scratch.url
        let path = folder.appendingPathComponent(relativePath).path
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let check = await PokemonCommandRunner.run(
            ["pokemon", "backup", "check", "--store", "\(kind):\(path)", "--analytics", "none"], store: nil)
        #expect(check.status == 1)
        #expect(
            check.console.error
                == "error: cannot check the backup: there is no store at \(path) (nothing was created); check the"
                + " --store path, or run `mosaic pokemon sync` to make one\n")
        #expect(check.console.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == before)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func theDefaultStoreThatWasNeverMadeIsNotMadeByACheck() async throws {
        let scratch = try TemporaryDirectory()
        let folder = scratch.url
        let (status, console) = await InProcessMosaic.run(
            ["pokemon", "backup", "check", "--analytics", "none"], features: FeatureRegistry([PokemonModule.self]),
            environment: ["HOME": folder.path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        #expect(status == 1)
        #expect(console.error.hasPrefix("error: cannot check the backup: there is no store at "))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache").path))
    }
}
