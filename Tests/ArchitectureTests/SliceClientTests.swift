import Testing

/// Adding a client changes no file of a slice's core, assembly or other client. Graph rules hold the kits
/// (`registrationKitNamesNoClient`, `clientKitsDependOnNoOtherClient`), assemblies (`assembliesDependOnNoClientKit`);
/// this holds the clients: each one's conformance is a file of its own, in its target, importing no other client's kit.
@Suite("A slice's clients")
struct SliceClientTests {
    private let file = "Modules/Features/Launches/Web/LaunchesModule+WebApp.swift"

    private let clientFolders = [
        "CommandLineFeature": "CommandLine", "TerminalAppFeature": "Terminal", "WebAppFeature": "Web",
    ]

    @Test func eachSliceRegistersApartFromItsClientsAndReachesEachInAFileOfItsOwn() throws {
        let files = try PlanFile.all(under: SlicePlanTests.features)
        var conformances = 0
        for file in files {
            for client in ArchitectureRule.clientKits.values where file.text.contains(": \(client)") {
                conformances += 1
                #expect(file.sliceFolder?.role == clientFolders[client], "\(file.path) adopts \(client)")
            }
        }
        #expect(conformances >= 15, "the client conformances of the slices were not found")
        let violations = files.flatMap { ClientConformancePolicy.violations(in: $0.text, file: $0.path) }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    /// A command asks the slice's view models and assembly what it needs (a page size, every page,
    /// a product by code); the service, its bounds and its requests stay behind them.
    @Test func noCommandLineFileNamesAService() throws {
        let files = try PlanFile.all(under: SlicePlanTests.features).filter { $0.sliceFolder?.role == "CommandLine" }
        #expect(files.count >= 10, "the command-line targets' files were not found")
        let named = files.flatMap { file in
            file.text.matches(of: /\b[A-Z]\w*Service\b/.wordBoundaryKind(.simple)).map {
                "\(file.path) names \($0.output)"
            }
        }
        #expect(named.isEmpty, "\(named.joined(separator: "\n"))")
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
