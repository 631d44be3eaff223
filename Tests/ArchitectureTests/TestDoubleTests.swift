import Testing

/// Test doubles are `Recording…` or `Stub…` and each is declared once: checked on every source of
/// `Tests/` and the fuzz entries, and on sources made to break the rule.
@Suite("Test doubles")
struct TestDoubleTests {
    @Test func everyDoubleIsRecordingOrStubAndDeclaredOnce() throws {
        let tests = try PlanFile.all(under: "Tests")
        let files = tests + (try PlanFile.all(under: "FuzzTesting/Entries"))
        let declarations = files.flatMap { TestDoublePolicy.declarations(in: $0.text, file: $0.path) }
        #expect(declarations.count > 300, "the test sources' types were not found")
        let misnamed = TestDoublePolicy.misnamed(declarations)
        #expect(misnamed.isEmpty, "\(misnamed.joined(separator: "\n"))")
        // The fuzzers are a package of their own and cannot link test support: only Tests/ must not copy.
        let duplicates = TestDoublePolicy.duplicates(
            declarations.filter { $0.file.hasPrefix("Tests/") })
        #expect(duplicates.isEmpty, "\(duplicates.joined(separator: "\n"))")
    }

    @Test func aDoubleNamedWithAnotherWordIsRejected() {
        let text = [
            "final class SpyView: GuidomiaView {}", "struct FakePokeAPIList {}",
            "@MainActor private struct IgnoredEvents {}",
            "    final class FixedClock: Clock {}", "struct MockTracker {}", "actor CapturingConsole {}",
            "final class GatedOffers {}",
        ].joined(separator: "\n")
        let declarations = TestDoublePolicy.declarations(in: text, file: "Tests/Sample.swift")
        #expect(TestDoublePolicy.misnamed(declarations).count == 7)
        #expect(declarations.map(\.isTopLevel) == [true, true, true, false, true, true, true])
    }

    @Test func recordingStubAndOrdinaryNamesPass() {
        let text = [
            "final class RecordingGuidomiaView {}", "struct StubPokeAPIList {}", "enum Fixedpoint {}",
            "struct Mockingbird {}", "let spy = SpyView() // a use, not a declaration",
        ].joined(separator: "\n")
        let declarations = TestDoublePolicy.declarations(in: text, file: "Tests/Sample.swift")
        #expect(declarations.map(\.name) == ["RecordingGuidomiaView", "StubPokeAPIList", "Fixedpoint", "Mockingbird"])
        #expect(TestDoublePolicy.misnamed(declarations).isEmpty)
    }

    @Test func aDoubleOrATopLevelTypeInTwoFilesIsRejected() {
        let feature = TestDoublePolicy.declarations(
            in:
                "final class RecordingDealershipEventSink {}\nstruct Gate {}\nstruct MoneyTests {\n    struct Case {}\n}",
            file: "Tests/DealershipFeatureTests/A.swift")
        let terminal = TestDoublePolicy.declarations(
            in: "final class RecordingDealershipEventSink {}\nstruct MoneyTests {\n    struct Case {}\n}",
            file: "Tests/DealershipTerminalTests/B.swift")
        let nested = TestDoublePolicy.declarations(
            in: "struct GateTests {\n    private final class RecordingDealershipEventSink {}\n}\nprivate actor Gate {}",
            file: "Tests/DealershipWebTests/C.swift")
        #expect(TestDoublePolicy.duplicates(feature + terminal).count == 1)
        #expect(
            TestDoublePolicy.duplicates(feature + terminal).first?.hasPrefix("RecordingDealershipEventSink is") == true)
        #expect(TestDoublePolicy.duplicates(feature + nested).count == 2, "a nested double and a private type count")
        #expect(TestDoublePolicy.duplicates(feature).isEmpty)
    }
}
