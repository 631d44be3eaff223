package import Foundation

/// What `--base-url NAME=URL` and `--flags-service` accept, checked before anything runs: an
/// absolute http(s) URL (scheme in any case, per RFC 3986) whose host is a DNS name, dotted IPv4 or
/// bracketed IPv6, port 1 to 65535, no userinfo, a path of URL characters, and no query or fragment
/// (requests add their own).
package enum BaseURL {
    /// The rule a refused URL breaks, worded to follow the URL in a message.
    package enum Rule: Error, Equatable, CustomStringConvertible {
        case notAURL
        case scheme(String)
        case noHost
        case userinfo
        case host
        case ipv6
        case port
        case path
        case query
        case fragment

        package var description: String {
            switch self {
            case .notAURL: "is not a URL; give an absolute http(s) URL such as http://127.0.0.1:8080/v5"
            case .scheme(let scheme): "has the scheme '\(scheme.echoed)'; only http and https are supported"
            case .noHost: "has no host; give an absolute http(s) URL such as http://127.0.0.1:8080/v5"
            case .userinfo: "has a user name or password (...@); a base URL takes none"
            case .host:
                "has a host that is neither a DNS name (ASCII letters, digits and hyphens, labels of 1 to 63)"
                    + " nor an IPv4 address such as 127.0.0.1"
            case .ipv6: "has a bracketed host that is not an IPv6 address such as [::1]"
            case .port: "has a port that is not a number from 1 to 65535"
            case .path: "has a path with characters a URL cannot hold unescaped (spaces, controls, %XX malformed)"
            case .query: "has a query (?...); a base URL takes none, requests add their own"
            case .fragment: "has a fragment (#...); a base URL takes none"
            }
        }
    }

    package static func parse(_ text: String) -> Result<URL, Rule> {
        guard let separator = text.range(of: "://") else { return .failure(.notAURL) }
        let scheme = String(text[..<separator.lowerBound])
        guard !scheme.isEmpty, scheme.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else { return .failure(.notAURL) }
        let lowered = scheme.lowercased()
        guard lowered == "http" || lowered == "https" else { return .failure(.scheme(scheme)) }
        let rest = text[separator.upperBound...]
        if rest.contains("#") { return .failure(.fragment) }
        if rest.contains("?") { return .failure(.query) }
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        let path = rest[authorityEnd...]
        guard !authority.contains("@") else { return .failure(.userinfo) }
        let hostText: Substring
        let portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return .failure(.ipv6) }
            hostText = authority[authority.startIndex...close]
            let after = authority[authority.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { return .failure(.port) }
            portText = after.isEmpty ? nil : after.dropFirst()
            guard isIPv6Literal(hostText.dropFirst().dropLast()) else { return .failure(.ipv6) }
        } else {
            let colon = authority.firstIndex(of: ":")
            hostText = authority[..<(colon ?? authority.endIndex)]
            portText = colon.map { authority[authority.index(after: $0)...] }
            guard !hostText.isEmpty else { return .failure(.noHost) }
            guard isIPv4Address(hostText) || isDNSName(hostText) else { return .failure(.host) }
        }
        if let portText {
            guard let port = WholeNumber.parse(String(portText)), (1...65_535).contains(port) else {
                return .failure(.port)
            }
        }
        guard isPath(path) else { return .failure(.path) }
        let normalized = lowered + "://" + authority + path
        guard let url = URL(string: normalized), url.host != nil else { return .failure(.notAURL) }
        return .success(url)
    }

    /// Four decimal numbers from 0 to 255 without leading zeros, as RFC 3986's `IPv4address`.
    static func isIPv4Address(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
                    part == "0" || !part.hasPrefix("0"), let value = Int(part)
                else { return false }
                return value <= 255
            }
    }

    /// An RFC 1123 host name: labels of 1 to 63 ASCII letters, digits and hyphens, no hyphen at either
    /// end, 253 characters at most, an optional final dot, a last label not all digits (malformed IPv4).
    static func isDNSName(_ text: Substring) -> Bool {
        let name = text.hasSuffix(".") ? text.dropLast() : text
        guard (1...253).contains(name.utf8.count) else { return false }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        let wellFormed = labels.allSatisfy { label in
            (1...63).contains(label.utf8.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
                }
        }
        guard wellFormed, let last = labels.last else { return false }
        return !last.allSatisfy(\.isNumber)
    }

    /// An IPv6 address as `inet_pton` reads it; zone ids (`%eth0`) are not taken.
    static func isIPv6Literal(_ text: Substring) -> Bool {
        guard !text.isEmpty, text.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
        var address = in6_addr()
        return inet_pton(AF_INET6, String(text), &address) == 1
    }

    /// A path of RFC 3986 `pchar`s and slashes, with every `%` starting a two-digit escape.
    static func isPath(_ path: Substring) -> Bool {
        let allowed = Set(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".unicodeScalars)
        let scalars = Array(path.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%" {
                guard index + 2 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit,
                    scalars[index + 2].properties.isASCIIHexDigit
                else { return false }
                index += 3
            } else {
                guard allowed.contains(scalars[index]) else { return false }
                index += 1
            }
        }
        return true
    }
}
