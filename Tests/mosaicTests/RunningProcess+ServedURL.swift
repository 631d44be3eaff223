import Foundation
import FoundationTesting

extension RunningProcess {
    /// The URL `mosaic serve` printed, waited for at most `deadline`. Should the server end or
    /// stay silent, it is killed and the wait throws with what it said on stderr.
    func servedURL(deadline: Duration = .seconds(60)) async throws -> URL {
        let prefix = "Serving Mosaic at "
        var url: URL?
        await waitUntil(atMost: deadline) {
            let line = output.split(separator: "\n").first { $0.hasPrefix(prefix) }
            url = line.flatMap { URL(string: String($0.dropFirst(prefix.count))) }
            return url != nil || poll() != nil
        }
        if let url { return url }
        kill()
        _ = try? await waitAfterKill()
        throw Failure(description: "mosaic serve printed no URL; stderr: \(errorOutput)")
    }
}
