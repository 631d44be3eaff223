import Foundation

/// One spelling per service, so `http://HOST:8016/` and `http://host:8016` share a cached answer.
enum OFREPServiceURL {
    /// `url` with its scheme and host in lower case and without trailing slashes.
    static func normalized(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        components.scheme = components.scheme?.lowercased()
        components.host = components.host?.lowercased()
        while components.path.hasSuffix("/") { components.path.removeLast() }
        return components.url ?? url
    }
}
