import Testing

/// Test doubles are `Recording…` or `Stub…`, each test type declared once under a name no module declares:
/// checked on every source of `Tests/` and the fuzz entries, and on sources made to break the rule.
@Suite("Test doubles")
struct DoubleNamingTests {
    @Test func everyDoubleIsRecordingOrStubAndDeclaredOnce() throws {
        let tests = try PlanFile.all(under: "Tests")
        let files = tests + (try PlanFile.all(under: "FuzzTesting/Entries"))
        let declarations = files.flatMap { DoubleNamingPolicy.declarations(in: $0.text, file: $0.path) }
        #expect(declarations.count > 300, "the test sources' types were not found")
        let misnamed = DoubleNamingPolicy.misnamed(declarations)
        #expect(misnamed.isEmpty, "\(misnamed.joined(separator: "\n"))")
        // The fuzzers are a package of their own and cannot link test support: only Tests/ must not copy.
        let modules = try PlanFile.all(under: "Modules").flatMap {
            DoubleNamingPolicy.declarations(in: $0.text, file: $0.path)
        }
        let duplicates = DoubleNamingPolicy.duplicates(
            declarations.filter { $0.file.hasPrefix("Tests/") }, modules: modules)
        #expect(duplicates.isEmpty, "\(duplicates.joined(separator: "\n"))")
    }

    @Test func aDoubleNamedWithAnotherWordIsRejected() {
        let text = [
            "final class SpyView: GuidomiaView {}", "struct FakePokeAPIList {}",
            "@MainActor private struct IgnoredEvents {}",
            "    final class FixedClock: Clock {}", "struct MockTracker {}", "actor CapturingConsole {}",
            "final class GatedOffers {}", "public final class TestClock {}",
        ].joined(separator: "\n")
        let declarations = DoubleNamingPolicy.declarations(in: text, file: "Tests/Sample.swift")
        #expect(DoubleNamingPolicy.misnamed(declarations).count == 8)
        #expect(declarations.map(\.isTopLevel) == [true, true, true, false, true, true, true, true])
    }

    @Test func recordingStubAndOrdinaryNamesPass() {
        let text = [
            "final class RecordingGuidomiaView {}", "struct StubPokeAPIList {}", "enum Fixedpoint {}",
            "struct Mockingbird {}", "let spy = SpyView() // a use, not a declaration",
        ].joined(separator: "\n")
        let declarations = DoubleNamingPolicy.declarations(in: text, file: "Tests/Sample.swift")
        #expect(declarations.map(\.name) == ["RecordingGuidomiaView", "StubPokeAPIList", "Fixedpoint", "Mockingbird"])
        #expect(DoubleNamingPolicy.misnamed(declarations).isEmpty)
    }

    @Test func aDoubleOrATopLevelTypeInTwoFilesIsRejected() {
        let feature = DoubleNamingPolicy.declarations(
            in:
                "final class RecordingDealershipEventSink {}\nstruct Gate {}\nstruct MoneyTests {\n    struct Case {}\n}",
            file: "Tests/DealershipFeatureTests/A.swift")
        let terminal = DoubleNamingPolicy.declarations(
            in: "final class RecordingDealershipEventSink {}\nstruct MoneyTests {\n    struct Case {}\n}",
            file: "Tests/DealershipTerminalTests/B.swift")
        let nested = DoubleNamingPolicy.declarations(
            in: "struct GateTests {\n    private final class RecordingDealershipEventSink {}\n}\nprivate actor Gate {}",
            file: "Tests/DealershipWebTests/C.swift")
        #expect(DoubleNamingPolicy.duplicates(feature + terminal).count == 1)
        #expect(
            DoubleNamingPolicy.duplicates(feature + terminal).first?.hasPrefix("RecordingDealershipEventSink is")
                == true)
        #expect(DoubleNamingPolicy.duplicates(feature + nested).count == 2, "a nested double and a private type count")
        #expect(DoubleNamingPolicy.duplicates(feature).isEmpty)
    }

    @Test func aTestTypeNamedLikeAModulesTypeIsRejected() {
        let test = DoubleNamingPolicy.declarations(
            in: "actor RequestGate {}\nstruct GateTests {}", file: "Tests/LaunchesFeatureTests/A.swift")
        let module = DoubleNamingPolicy.declarations(
            in: "final class RequestGate {}\nstruct Router {\n    struct GateTests {}\n}",
            file: "Modules/Platform/WebAppKit/RequestGate.swift")
        #expect(DoubleNamingPolicy.duplicates(test, modules: module).count == 1)
        #expect(DoubleNamingPolicy.duplicates(test, modules: module).first?.hasPrefix("RequestGate is") == true)
        #expect(
            DoubleNamingPolicy.duplicates([], modules: module + module).isEmpty, "the modules' own rules are not these")
    }
}
