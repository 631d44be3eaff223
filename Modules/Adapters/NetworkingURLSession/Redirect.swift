import Foundation
import Networking

/// What ``URLSessionHTTPClient`` does with a possible redirect. URLSession never follows one itself:
/// swift-corelibs-foundation resends a redirect without its body (a 307 empties a POST), resolves `file:///x`
/// against the server that sent it, and sends every header to whatever origin the `Location` names.
///
/// RFC 9110: 301, 302, 307 and 308 are followed with the same method, headers and body; 303 by a GET, so only
/// a GET follows it (otherwise the 303 is the answer: following would drop the body); any other status, or a
/// redirect without `Location`, is the answer. Mosaic adds: only http and https are followed, and a request
/// carrying more than the headers any origin may see (a credential in a header of any name, a body) carries it
/// for its origin alone, so is never redirected to another origin (scheme, host or port).
enum Redirect: Equatable {
    case deliver
    case follow(HTTPRequest)
    /// Stop with this error, which names both ends.
    case refuse(NetworkingError)

    /// In lower case: the Fetch standard's CORS-safelisted request headers, and `User-Agent`. Any other header
    /// may be a credential, whatever its name (`X-API-Key`, `OFREP_HEADERS`' own), so keeps a request to its origin.
    static let headersForAnyOrigin: Set<String> = [
        "accept", "accept-language", "content-language", "content-type", "user-agent",
    ]

    init(after response: HTTPResponse, to request: HTTPRequest) {
        let status = response.statusCode
        guard [301, 302, 303, 307, 308].contains(status),
            let location = response.value(forHeader: "Location"), !location.isEmpty
        else {
            self = .deliver
            return
        }
        if status == 303, request.method != .get {
            self = .deliver
            return
        }
        let shown = Self.shown(location)
        guard let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
            let scheme = target.scheme?.lowercased()
        else {
            self = .refuse(.redirectRefused(url: request.url, location: shown, reason: "it is not a URL"))
            return
        }
        guard scheme == "http" || scheme == "https" else {
            self = .refuse(
                .redirectRefused(url: request.url, location: shown, reason: "only http and https URLs are followed"))
            return
        }
        guard target.host?.isEmpty == false else {
            self = .refuse(.redirectRefused(url: request.url, location: shown, reason: "it names no host"))
            return
        }
        let from = Origin(request.url)
        if Origin(target) != from, Self.carriesOriginBoundData(request) {
            self = .refuse(
                .redirectRefused(
                    url: request.url, location: target.absoluteString,
                    reason: "it is another origin, and the request carries credentials or a body given for "
                        + "\(from.authority) alone"))
            return
        }
        var next = request
        // Written in lower case, as RFC 3986 §3.1 says a scheme should be: Foundation on Linux
        // picks its HTTP handler by comparing the scheme as it is written.
        var lowercased = URLComponents(url: target, resolvingAgainstBaseURL: false)
        lowercased?.scheme = scheme
        next.url = lowercased?.url ?? target
        self = .follow(next)
    }

    private static func carriesOriginBoundData(_ request: HTTPRequest) -> Bool {
        request.body?.isEmpty == false
            || request.headers.keys.contains { !headersForAnyOrigin.contains($0.lowercased()) }
    }

    /// A `Location` as a message quotes it: a server may send kilobytes.
    private static func shown(_ location: String) -> String {
        location.count > 200 ? location.prefix(200) + "…" : location
    }

    /// RFC 6454's origin: scheme, host and port (the scheme's own when none is written).
    private struct Origin: Equatable {
        var scheme: String
        var host: String
        var port: Int

        init(_ url: URL) {
            scheme = url.scheme?.lowercased() ?? ""
            host = url.host?.lowercased() ?? ""
            port = url.port ?? (scheme == "https" ? 443 : 80)
        }

        var authority: String { "\(host):\(port)" }
    }
}
