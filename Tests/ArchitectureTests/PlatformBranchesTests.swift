import Testing

/// The check behind `everyGlibcUseHasADarwinBranch`, on small made-up files.
@Suite("Glibc uses and their Darwin branches")
struct PlatformBranchesTests {
    private func violations(_ lines: [String]) -> [String] {
        PlatformBranches.violations(in: lines.joined(separator: "\n"), file: "F.swift")
    }

    @Test func anImportAndACallInTheGlibcBranchOfAPairPass() {
        #expect(
            violations([
                "#if canImport(Glibc)", "import Glibc", "#elseif canImport(Darwin)", "import Darwin", "#endif",
                "func stop() {", "    #if canImport(Glibc)", "    _ = Glibc.kill(pid, SIGKILL)",
                "    #elseif canImport(Darwin)", "    _ = Darwin.kill(pid, SIGKILL)", "    #endif", "}",
            ]).isEmpty)
    }

    @Test func aCallOutsideAnyBranchIsNamedWithItsLine() {
        #expect(
            violations(["import Foundation", "func stop() {", "    _ = Glibc.kill(pid, SIGKILL)", "}"])
                == ["F.swift:3: uses Glibc outside #if canImport(Glibc)"])
        #expect(violations(["import Glibc"]) == ["F.swift:1: uses Glibc outside #if canImport(Glibc)"])
    }

    @Test func aGlibcBranchWithoutADarwinOneIsNamed() {
        let expected = ["F.swift:1: a Glibc branch with no #elseif canImport(Darwin) after it"]
        #expect(violations(["#if canImport(Glibc)", "import Glibc", "#endif"]) == expected)
        #expect(violations(["#if canImport(Glibc)", "import Glibc", "#else", "import Darwin", "#endif"]) == expected)
    }

    @Test func aCallInTheDarwinBranchOrAnotherConditionIsNotAGlibcBranch() {
        #expect(
            violations(["#if os(Linux)", "_ = Glibc.write(1, p, 1)", "#endif"])
                == ["F.swift:2: uses Glibc outside #if canImport(Glibc)"])
        #expect(
            violations(["#if canImport(Glibc)", "#elseif canImport(Darwin)", "_ = Glibc.write(1, p, 1)", "#endif"])
                == ["F.swift:3: uses Glibc outside #if canImport(Glibc)"])
    }

    @Test func commentsStringsAndOtherNamesAreNotUses() {
        #expect(
            violations([
                "// Glibc.kill has no Darwin branch here", "let text = \"import Glibc; Glibc.kill\"",
                "let x = MyGlibc.value", "let y = notGlibc.kill",
            ]).isEmpty)
    }
}
