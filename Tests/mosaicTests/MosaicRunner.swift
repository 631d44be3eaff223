import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the real `mosaic` binary, its output in files in `folder`, and, with `asNobody`, as `nobody`
/// (65534) through `setpriv`: root ignores permission bits.
@MainActor
struct MosaicRunner {
    nonisolated static let setpriv = "/usr/bin/setpriv"

    /// Whether mosaic can run as someone permission bits apply to.
    nonisolated static let canRunUnprivileged = geteuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)

    let binary: String
    let folder: URL
    /// Replaces the inherited environment when given.
    let environment: [String: String]?
    /// Passed as `--analytics` after the arguments; `nil` leaves the command line as it is.
    let analytics: String?
    var asNobody = false

    init(
        in folder: URL, environment: [String: String]? = nil, analytics: String? = "none",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        binary = try MosaicBinary.path(sourceLocation: sourceLocation)
        self.folder = folder
        self.environment = environment
        self.analytics = analytics
    }

    func start(_ arguments: [String]) throws -> RunningProcess {
        let name = UUID().uuidString
        let arguments = arguments + (analytics.map { ["--analytics", $0] } ?? [])
        let stdout = RunningProcess.Destination.file(folder.appending(path: "\(name).out"))
        let stderr = RunningProcess.Destination.file(folder.appending(path: "\(name).err"))
        guard asNobody else {
            return try RunningProcess.start(
                binary, arguments, stdout: stdout, stderr: stderr, environment: environment)
        }
        // A coverage build writes its profile where the test runner says, which only root may write:
        // as another user it would fail and say so on stderr.
        let switchUser = [
            "--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/env",
            "LLVM_PROFILE_FILE=/dev/null",
            try reachableBinary(),
        ]
        return try RunningProcess.start(
            Self.setpriv, switchUser + arguments, stdout: stdout, stderr: stderr, environment: environment)
    }

    /// The binary as another user can run it: the clone may be where only its owner can enter (`/root`,
    /// a `mktemp -d` folder), so the binary and its data bundles are copied into the test's folder.
    private func reachableBinary() throws -> String {
        let copy = folder.appending(path: "bin", directoryHint: .isDirectory)
        let copied = copy.appending(path: "mosaic")
        guard !FileManager.default.fileExists(atPath: copied.path) else { return copied.path }
        try Self.copy(binary, into: copy)
        return copied.path
    }

    /// Copies `binary` and the data bundles beside it into `folder` with `cp`. Written by this process, the
    /// copy would stay open in every process another test starts meanwhile, and fail with "Text file busy".
    nonisolated static func copy(_ binary: String, into folder: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let built = URL(fileURLWithPath: binary)
        let bundles = try manager.contentsOfDirectory(
            at: built.deletingLastPathComponent(), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "resources" }
        let sources = ([built] + bundles).map { $0.path(percentEncoded: false) }
        let status = try ChildProcess.run("/bin/cp", ["-pR"] + sources + [folder.path(percentEncoded: false)])
        guard status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: ["status": status]) }
    }

    /// Runs `arguments` to the end: the exit status, stdout and stderr.
    func run(
        _ arguments: [String], deadline: Duration = .seconds(120)
    ) async throws -> (status: Int32, output: String, error: String) {
        let process = try start(arguments)
        return (try await process.wait(deadline: deadline), process.output, process.errorOutput)
    }
}
