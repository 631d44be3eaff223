import Foundation

/// The secret a POST must carry twice, in the cookie and in the form (or a header): another site's
/// page can make the browser send the cookie but cannot read it to fill the form. Cookies ignore
/// ports, so servers on 127.0.0.1 share a jar: each names its cookie after its port, or the second
/// would overwrite the first's token.
struct SessionToken: Sendable {
    static let headerName = "X-Mosaic-Token"

    let value: String
    let cookieName: String

    /// 32 random bytes from the system's generator, as hex, for the server on `port`.
    static func random(port: UInt16) -> SessionToken {
        var generator = SystemRandomNumberGenerator()
        let value = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }
        return SessionToken(value: value.joined(), cookieName: "mosaic_token_\(port)")
    }

    /// Whether `candidate` is the token, comparing every byte so the time taken says nothing.
    func matches(_ candidate: String?) -> Bool {
        guard let given = candidate?.utf8, given.count == value.utf8.count else { return false }
        return zip(given, value.utf8).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// This server's cookie in a `Cookie` header such as `a=1; mosaic_token_8737=...`.
    func cookieValue(in header: String?) -> String? {
        guard let header else { return nil }
        for pair in header.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == cookieName {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    var setCookieHeader: String { "\(cookieName)=\(value); Path=/; HttpOnly; SameSite=Strict" }
}
