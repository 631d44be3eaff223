import Foundation
import Testing

/// A test leaves nothing behind in the system's temporary folder.
@Suite("Temporary folders")
struct TemporaryFolderTests {
    /// The file that makes test folders, and deletes them on every way out of a test.
    static let maker = "Tests/Support/FoundationTesting/TemporaryDirectory.swift"

    /// The other files that may name the system's temporary folder, and why.
    static let exceptions = [
        "FuzzTesting/Entries/ServiceAnswerFuzzing.swift":
            "the fuzzer does not link FoundationTesting, which brings Swift Testing; its defer removes each file"
    ]

    /// A path a test builds in the temporary folder outlives it unless something removes it, and often
    /// nothing does: a suite is a struct, with no deinit, and a throw skips a removal written after it.
    @Test func onlyTemporaryDirectoryNamesTheSystemsTemporaryFolder() throws {
        // Bracketed so that this file does not name what it looks for.
        let pattern = try Regex("[t]emporaryDirectory|NSTemporary[D]irectory|[m]kdtemp")
        let files = try ["Modules", "Tests", "FuzzTesting", "Examples"].flatMap { try PlanFile.all(under: $0) }
        let naming = files.filter { $0.text.contains(pattern) }.map(\.path)
        #expect(naming.contains(Self.maker), "the scan did not find TemporaryDirectory's own use")
        let offenders = naming.filter { $0 != Self.maker && Self.exceptions[$0] == nil }
        #expect(offenders.isEmpty, "make the folder with FoundationTesting's TemporaryDirectory: \(offenders)")
        let stale = Self.exceptions.keys.filter { !naming.contains($0) }.sorted()
        #expect(stale.isEmpty, "no longer an exception, remove it from the list: \(stale)")
    }
}
