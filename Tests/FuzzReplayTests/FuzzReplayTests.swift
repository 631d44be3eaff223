import Foundation
import FuzzEntries
import Testing

/// Every input a fuzzer ever crashed on (`FuzzTesting/FailCases/<Target>/`) and every seed (`Corpora/<Target>/`),
/// fed again to its target's entry function without libFuzzer: a parser that traps again ends this test
/// process, so a fixed crash stays fixed whatever later changes its parser.
@Suite struct FuzzReplayTests {
    @Test(arguments: FuzzTargets.all.map(\.name))
    func replaysEveryFailCaseAndSeed(of name: String) async throws {
        let target = try #require(FuzzTargets.named(name))
        let inputs = FuzzInputs.files(in: "FailCases", of: name) + FuzzInputs.files(in: "Corpora", of: name)
        for input in inputs {
            await target.run(try Data(contentsOf: input))
        }
    }

    @Test(arguments: FuzzTargets.all.map(\.name))
    func everyTargetHasSeeds(_ name: String) {
        #expect(!FuzzInputs.files(in: "Corpora", of: name).isEmpty, "no seed in FuzzTesting/Corpora/\(name)/")
    }

    /// A folder named after no target would be skipped silently, with its crashes.
    @Test(arguments: ["FailCases", "Corpora"])
    func everyFolderNamesATarget(_ kind: String) {
        let names = Set(FuzzTargets.all.map(\.name))
        let folders = FuzzInputs.names(in: kind)
        #expect(folders.allSatisfy(names.contains), "unknown targets in FuzzTesting/\(kind)/: \(folders)")
    }

    @Test func targetNamesAreUnique() {
        let names = FuzzTargets.all.map(\.name)
        #expect(!names.isEmpty)
        #expect(Set(names).count == names.count)
    }
}
