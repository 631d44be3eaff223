import DescriptorKit
import Foundation
import FoundationTesting
import LoopbackTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mosaic serve | head -1`, the natural way to read its URL: once that reader is gone, what it writes
/// (events, `--verbose` exchanges) goes nowhere, it keeps serving, and SIGTERM still stops it cleanly.
@Suite(.serialized, .processBudget)
@MainActor
struct ServeOutputClosedEndToEndTests {
    @Test func aServerWhoseOutputIsNoLongerReadKeepsServingAndStopsCleanly() async throws {
        let binary = try MosaicBinary.path()
        let home = try TemporaryDirectory()
        let pipe = try FileDescriptor.pipe()
        let process = try RunningProcess.start(
            binary, ["serve", "--port", "0", "--store", "memory", "--analytics", "console", "--verbose"],
            stdout: .descriptor(pipe.writer.rawValue), stderr: .descriptor(pipe.writer.rawValue),
            environment: ProcessInfo.processInfo.environment.merging(["HOME": home.url.path]) { $1 })
        pipe.writer.close()
        let prefix = "Serving Mosaic at "
        let line = await Self.firstLine(from: pipe.reader, startingWith: prefix)
        pipe.reader.close()
        let status = try await process.terminate {
            let port = try #require(
                line.flatMap { URL(string: String($0.dropFirst(prefix.count)))?.port }, "no URL printed")
            // Each page records an event and logs its exchanges: every one of those writes fails.
            for page in ["/launches/5eb87cd9ffd86e000604b32a", "/pokemon/25", "/dealership", "/guidomia", "/"] {
                let answer = try await LoopbackClient.request(
                    "GET", page, port: UInt16(port), headers: ["Sec-Fetch-Site": "same-origin"])
                #expect(answer.status == 200, "\(page)")
            }
            #expect(process.poll() == nil, "the server ended with \(process.poll() ?? 0)")
        }
        #expect(status == 0)
    }

    /// The first line of `reader` that starts with `prefix`, read without blocking; `nil` when the writer
    /// ends or `deadline` passes first.
    private static func firstLine(
        from reader: borrowing FileDescriptor, startingWith prefix: String, deadline: Duration = .seconds(60)
    ) async -> Substring? {
        let descriptor = reader.rawValue
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        var line: Substring?
        await waitUntil(atMost: deadline) {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 { received += buffer[..<count] }
            let text = String(decoding: received, as: UTF8.self)
            line = text.split(separator: "\n").first { $0.hasPrefix(prefix) && text.contains("\($0)\n") }
            return line != nil || count == 0
        }
        return line
    }
}
