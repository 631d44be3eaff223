import Testing

/// Adding a client changes no file of a slice's core or of another client. Two graph rules hold
/// the kits (`registrationKitNamesNoClient`, `clientKitsDependOnNoOtherClient`) and the feature
/// rules hold the cores; this holds the assemblies: the registration imports no client's kit,
/// and each client's conformance is a file of its own that imports no other client's kit.
@Suite("A slice's clients")
struct SliceClientTests {
    private let file = "Modules/Features/Launches/Assembly/LaunchesModule+WebApp.swift"

    @Test func eachSliceRegistersApartFromItsClientsAndReachesEachInAFileOfItsOwn() throws {
        let files = try PlanFile.all(under: SlicePlanTests.features).filter { $0.sliceFolder?.role == "Assembly" }
        let conformances = files.filter { file in
            ArchitectureRule.clientKits.values.contains { file.text.contains(": \($0)") }
        }
        #expect(conformances.count >= 15, "the client conformances of the slices were not found")
        let violations = files.flatMap { ClientConformancePolicy.violations(in: $0.text, file: $0.path) }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test func aFileAdoptingTwoClientsIsRejected() {
        let text = "extension LaunchesModule: WebAppFeature, TerminalAppFeature {}"
        #expect(
            ClientConformancePolicy.violations(in: text, file: file) == [
                "\(file) adopts TerminalAppFeature, WebAppFeature: each client's protocol goes in a file of its own"
            ])
    }

    @Test func aRegistrationThatAdoptsAClientOrImportsItsKitIsRejected() {
        let adopting = "public enum LaunchesModule: FeatureModule, WebAppFeature {}"
        #expect(ClientConformancePolicy.violations(in: adopting, file: file).count == 1)
        let importing =
            "public import CompositionKit\nimport TerminalAppKit\npublic enum LaunchesModule: FeatureModule {}"
        #expect(
            ClientConformancePolicy.violations(in: importing, file: file) == [
                "\(file):2 imports TerminalAppKit in the registration: another client's kit"
            ])
    }

    @Test func aConformanceImportingAnotherClientsKitIsRejected() {
        let text = [
            "public import PictureKit", "import TerminalAppKit", "public import WebAppKit",
            "extension LaunchesModule: WebAppFeature {}",
        ].joined(separator: "\n")
        #expect(
            ClientConformancePolicy.violations(in: text, file: file) == [
                "\(file):2 imports TerminalAppKit in the WebAppFeature conformance: another client's kit"
            ])
    }

    @Test func theCommandLinePrintsTheTerminalsTextButReachesNoTerminalApp() {
        let printing =
            "public import CommandLineKit\nimport TerminalKit\nextension LaunchesModule: CommandLineFeature {}"
        #expect(ClientConformancePolicy.violations(in: printing, file: file).isEmpty)
        let reaching =
            "public import CommandLineKit\nimport TerminalAppKit\nextension LaunchesModule: CommandLineFeature {}"
        #expect(
            ClientConformancePolicy.violations(in: reaching, file: file) == [
                "\(file):2 imports TerminalAppKit in the CommandLineFeature conformance: another client's kit"
            ])
    }
}
