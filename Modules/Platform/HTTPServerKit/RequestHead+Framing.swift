import Foundation

/// What a head says about the rest of the exchange: where the request is addressed, how long its
/// body is, and whether the connection stays open after the answer (RFC 9112 sections 3.2, 6, 9).
extension RequestHead {
    /// Where the request is addressed: the absolute-form target's authority, else the one `Host`; `nil`
    /// for HTTP/1.0 without one. `400` for HTTP/1.1 without `Host`, more than one, a value no host may
    /// have, or a target in neither origin nor absolute form.
    package func authority() throws(HTTPRefusal) -> String? {
        let host = try single("host")
        if version == .http11, host == nil {
            throw HTTPRefusal(400, "Bad request: an HTTP/1.1 request needs a Host field.")
        }
        if let host, !Self.isHostValue(host) {
            throw HTTPRefusal(400, "Bad request: the Host field is not a host and port.")
        }
        if target.hasPrefix("/") { return host }
        guard let absolute = Self.absoluteForm(target) else {
            throw HTTPRefusal(400, "Bad request: the request target is neither a path nor an http URL.")
        }
        return absolute.authority
    }

    /// The target's path and query, still percent-encoded: `/a/b?x=1` is `/a/b` and `x=1`.
    package var pathAndQuery: (path: String, query: String) {
        let origin = Self.absoluteForm(target)?.rest ?? target
        let withoutFragment = origin.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }

    /// The body's length from `Content-Length`; none is 0. A body must say its length: `chunked` is
    /// `411` (browsers never send it for a form, and one framing is less to get wrong), another coding
    /// `501`. A `Transfer-Encoding` naming no coding (empty, or commas) is `400`: `Content-Length` must
    /// not be read beside it (RFC 9112 section 6.3), and there is no coding to refuse. Two
    /// `Content-Length`s, or one not digits, are `400`, since readers could disagree on the body's end;
    /// over `limit` is `413`.
    package func bodyLength(limit: Int) throws(HTTPRefusal) -> Int {
        if !values("transfer-encoding").isEmpty {
            let codings = listItems("transfer-encoding")
            if version == .http10 { throw HTTPRefusal(400, "Bad request: HTTP/1.0 has no Transfer-Encoding.") }
            if codings.isEmpty { throw HTTPRefusal(400, "Bad request: Transfer-Encoding names no coding.") }
            if codings.allSatisfy({ $0 == "chunked" }) {
                throw HTTPRefusal(411, "Length required: send the body with a Content-Length, not chunked.")
            }
            throw HTTPRefusal(501, "Not implemented: this server decodes no Transfer-Encoding.")
        }
        let lengths = values("content-length")
        guard lengths.count <= 1 else {
            throw HTTPRefusal(400, "Bad request: more than one Content-Length field.")
        }
        guard let text = lengths.first else { return 0 }
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            throw HTTPRefusal(400, "Bad request: Content-Length is not a number of bytes.")
        }
        // Eighteen digits always fit an Int; more are too large anyway.
        guard text.utf8.count <= 18, let length = Int(text), length <= limit else {
            throw HTTPRefusal(413, "Request too large: a body may have at most \(limit) bytes.")
        }
        return length
    }

    /// Whether the client waits for `100 Continue` before it sends the body. HTTP/1.0 has no
    /// expectations (RFC 9110 section 10.1.1). `417` for any expectation but `100-continue`.
    package func expectsContinue() throws(HTTPRefusal) -> Bool {
        let expectations = listItems("expect")
        guard version == .http11, !expectations.isEmpty else { return false }
        guard expectations.allSatisfy({ $0 == "100-continue" }) else {
            throw HTTPRefusal(417, "Expectation failed: this server meets only 100-continue.")
        }
        return true
    }

    /// Whether the connection closes after the answer: HTTP/1.0 (no keep-alive offered), or `Connection: close`.
    package var closesConnection: Bool {
        version == .http10 || listItems("connection").contains("close")
    }

    /// The lowercased comma-separated items of every `name` field; empty items are none (RFC 9110 section 5.6.1).
    private func listItems(_ name: String) -> [String] {
        values(name).flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
    }

    /// `http://authority/rest` split, the scheme in any case; `nil` for anything else.
    private static func absoluteForm(_ target: String) -> (authority: String, rest: String)? {
        guard target.lowercased().hasPrefix("http://") else { return nil }
        let afterScheme = target.dropFirst("http://".count)
        let authority = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let rest = afterScheme.dropFirst(authority.count)
        return (String(authority), rest.hasPrefix("/") ? String(rest) : "/" + rest)
    }

    /// A name or address and an optional port: letters, digits and `.-:[]`.
    private static func isHostValue(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.allSatisfy { isLetterOrDigit($0) || ".-:[]".utf8.contains($0) }
    }
}
