import Foundation

extension RunningProcess {
    /// The URL `mosaic serve` printed, waited for at most `deadline`. Should the server end or
    /// stay silent, it is killed and the wait throws with what it said on stderr.
    func servedURL(deadline: Duration = .seconds(60)) async throws -> URL {
        let clock = ContinuousClock()
        let end = clock.now + deadline
        let prefix = "Serving Mosaic at "
        while clock.now < end {
            if let line = output.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
                let url = URL(string: String(line.dropFirst(prefix.count)))
            {
                return url
            }
            if poll() != nil { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        kill()
        _ = try? await waitAfterKill()
        throw NoURL(description: "mosaic serve printed no URL; stderr: \(errorOutput)")
    }

    struct NoURL: Error, CustomStringConvertible {
        let description: String
    }
}
