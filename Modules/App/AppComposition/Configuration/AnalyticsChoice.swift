import CommandLineKit
package import Foundation

/// Where analytics events go, from `--analytics`.
package enum AnalyticsChoice: Sendable, Hashable, CustomStringConvertible {
    /// The Zoogle Analytics SDK, writing to ``AppConfiguration/zoogleLog``.
    case zoogle
    /// One `analytics:` line per event on stderr.
    case console
    /// Dropped.
    case none
    /// A Segment-compatible HTTP tracking API at a base URL, with the source's write key.
    case segment(URL, writeKey: String)

    /// What a shell may complete after `--analytics`.
    static let completions = ["zoogle", "console", "none", "segment:"]

    /// The environment variable that holds the write key for `segment:URL`.
    static let writeKeyVariable = "MOSAIC_SEGMENT_WRITE_KEY"

    /// Parses `zoogle`, `console`, `none` or `segment:URL`, taking the write key from `environment`.
    static func parse(_ argument: String, environment: [String: String]) throws(CommandError) -> AnalyticsChoice {
        switch argument {
        case "zoogle": return .zoogle
        case "console": return .console
        case "none": return .none
        default: break
        }
        guard argument.hasPrefix("segment:") else {
            throw .usage("--analytics takes zoogle, console, none or segment:URL, not '\(argument.echoed)'")
        }
        let text = String(argument.dropFirst("segment:".count))
        guard let url = try? BaseURL.parse(text).get() else {
            throw .usage("--analytics segment:URL needs an absolute http(s) URL, not '\(text.echoed)'")
        }
        guard let writeKey = environment[writeKeyVariable], !writeKey.isEmpty else {
            throw .usage("--analytics segment:\(text.echoed) needs the source's write key in \(writeKeyVariable)")
        }
        return .segment(url, writeKey: writeKey)
    }

    package var description: String {
        switch self {
        case .zoogle: "zoogle"
        case .console: "console"
        case .none: "none"
        // Never the write key: `mosaic config` output gets pasted into bug reports.
        case .segment(let url, _): "segment (\(url.appending(path: "v1/batch").absoluteString))"
        }
    }
}
