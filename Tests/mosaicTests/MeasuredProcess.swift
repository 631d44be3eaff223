import Foundation
import Testing

/// Runs `mosaic` under GNU `time` for its peak resident memory. Its own `ru_maxrss` would not do: a
/// `posix_spawn`ed child shares this process's memory until `exec`, and Linux counts that high-water mark
/// as the child's; `time` forks, so its child starts small.
enum MeasuredProcess {
    static let time = "/usr/bin/time"

    struct Outcome: Sendable {
        var status: Int32
        /// The program's largest resident set, in bytes, as `time` measured it.
        var peakMemory: Int
        var output: String
        var errorOutput: String
        var timedOut: Bool
    }

    /// Runs `mosaic` against `server` standing in for `api`, analytics off, its home and store in `folder`.
    /// Past `deadline` its process group is killed, `time`'s child too, and the run counts as timed out.
    @MainActor
    static func mosaic(
        _ arguments: [String], api: String, at server: URL, in folder: URL, environment: [String: String] = [:],
        deadline: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Outcome {
        let binary = try MosaicBinary.path(sourceLocation: sourceLocation)
        try #require(
            FileManager.default.isExecutableFile(atPath: time),
            "GNU time (apt-get install time) runs the binary and measures its peak memory",
            sourceLocation: sourceLocation)
        let name = UUID().uuidString
        let memory = folder.appending(path: "\(name).peak")
        let options = [
            "--base-url", "\(api)=\(server.absoluteString)/\(api)", "--store", "sqlite:\(folder.path)/store.sqlite",
            "--analytics", "none",
        ]
        let process = try RunningProcess.start(
            time, ["-f", "%M", "-o", memory.path, binary] + arguments + options,
            stdout: .file(folder.appending(path: "\(name).out")), stderr: .file(folder.appending(path: "\(name).err")),
            environment: MosaicBinary.environment(home: folder, environment), ownProcessGroup: true)
        let status = try? await process.wait(deadline: deadline)
        let kilobytes = (try? String(contentsOf: memory, encoding: .utf8))?.split(separator: "\n").last
            .flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return Outcome(
            status: status ?? -1, peakMemory: (kilobytes ?? Int.max / 2_048) * 1_024, output: process.output,
            errorOutput: process.errorOutput, timedOut: status == nil)
    }
}
