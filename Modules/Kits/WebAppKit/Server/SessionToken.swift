import Foundation

/// The secret a POST must carry twice, in the cookie and in the form (or a header): a page of
/// another site can make the browser send the cookie, but cannot read it to fill the form.
struct SessionToken: Sendable {
    static let cookieName = "mosaic_token"
    static let headerName = "X-Mosaic-Token"

    let value: String

    /// 32 random bytes from the system's generator, as hex.
    static func random() -> SessionToken {
        var generator = SystemRandomNumberGenerator()
        let hex = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        for _ in 0..<32 {
            let byte = UInt8.random(in: 0...255, using: &generator)
            bytes += [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
        }
        return SessionToken(value: String(decoding: bytes, as: UTF8.self))
    }

    /// Whether `candidate` is the token, comparing every byte so the time taken says nothing.
    func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let given = Array(candidate.utf8)
        let expected = Array(value.utf8)
        guard given.count == expected.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(given, expected) { difference |= left ^ right }
        return difference == 0
    }

    /// The cookie's value in a `Cookie` header such as `a=1; mosaic_token=...`.
    static func cookieValue(in header: String?) -> String? {
        guard let header else { return nil }
        for pair in header.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == cookieName {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    var setCookieHeader: String { "\(Self.cookieName)=\(value); Path=/; HttpOnly; SameSite=Strict" }
}
