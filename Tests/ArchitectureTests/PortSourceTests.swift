import Testing

/// Ports are protocols, value types and pure functions: checked on every port file, and on
/// sources made to break each part of the rule.
@Suite("Port sources")
struct PortSourceTests {
    private let file = "Modules/Ports/Persistence/Sample.swift"

    @Test func everyPortFileHoldsOnlyProtocolsValuesAndPureFunctions() throws {
        let files = try PlanFile.all(under: "Modules/Ports")
        #expect(files.count > 20, "the port files were not found")
        let violations = files.flatMap { PortSourcePolicy.violations(in: $0.text, file: $0.path) }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test func aPlatformImportIsRejected() {
        let text = "import Foundation\n#if canImport(Glibc)\nimport Glibc\n#endif\nimport Synchronization"
        #expect(
            PortSourcePolicy.violations(in: text, file: file) == [
                "\(file):3 imports Glibc: a port may import only Foundation",
                "\(file):5 imports Synchronization: a port may import only Foundation",
            ])
    }

    @Test func aClassAnActorAndATaskLocalAreRejected() {
        let text = """
            public final class Recovery: Sendable {
                @TaskLocal public static var current: Recovery?
            }
            actor Counter {}
            """
        #expect(PortSourcePolicy.violations(in: text, file: file).count == 3)
    }

    @Test func aFileSystemCallIsRejected() {
        for call in [
            "FileManager.default.fileExists(atPath: path)", "var s = stat(); stat(path, &s)", "try data.write(to: url)",
        ] {
            #expect(!PortSourcePolicy.violations(in: call, file: file).isEmpty, "\(call)")
        }
    }

    @Test func protocolsValuesAndCommentsPass() {
        let text = """
            public import Foundation

            /// A store of records; its adapters, not this file, open files (a class would not be ours).
            public protocol RecordStore: Sendable {
                func load(key: String) async throws -> Data?
            }

            public enum DamagedStorePolicy: Sendable { case refuse, moveAside }
            """
        #expect(PortSourcePolicy.violations(in: text, file: file).isEmpty)
    }
}
