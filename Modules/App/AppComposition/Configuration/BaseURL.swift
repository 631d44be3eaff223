import CommandLineKit
import Foundation

/// What `--base-url NAME=URL` accepts: an absolute http or https URL with a host, a port up to
/// 65535 and no query or fragment (requests append paths and their own queries). The scheme is
/// case-insensitive, as RFC 3986 says, so `HTTP://` is read as `http://`.
enum BaseURL {
    /// The rule a refused URL breaks, worded to follow the URL in a message.
    enum Rule: Error, Equatable, CustomStringConvertible {
        case notAURL
        case scheme(String)
        case noHost
        case port
        case query
        case fragment

        var description: String {
            switch self {
            case .notAURL: "is not a URL; give an absolute http(s) URL such as http://127.0.0.1:8080/v5"
            case .scheme(let scheme): "has the scheme '\(scheme.echoed)'; only http and https are supported"
            case .noHost: "has no host; give an absolute http(s) URL such as http://127.0.0.1:8080/v5"
            case .port: "has a port outside 1...65535"
            case .query: "has a query (?...); a base URL takes none, requests add their own"
            case .fragment: "has a fragment (#...); a base URL takes none"
            }
        }
    }

    static func parse(_ text: String) -> Result<URL, Rule> {
        guard var components = URLComponents(string: text), let scheme = components.scheme else {
            return .failure(.notAURL)
        }
        let lowered = scheme.lowercased()
        guard lowered == "http" || lowered == "https" else { return .failure(.scheme(scheme)) }
        components.scheme = lowered
        guard let host = components.host, !host.isEmpty else { return .failure(.noHost) }
        if let port = components.port, !(1...65535).contains(port) { return .failure(.port) }
        guard components.query == nil else { return .failure(.query) }
        guard components.fragment == nil else { return .failure(.fragment) }
        guard let url = components.url else { return .failure(.notAURL) }
        return .success(url)
    }
}
