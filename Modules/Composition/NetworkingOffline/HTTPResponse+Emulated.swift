public import Foundation
public import Networking

extension HTTPResponse {
    /// A JSON answer from bytes already encoded.
    public static func emulatedJSON(_ body: Data, status: Int = 200) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
    }

    /// A JSON answer encoded from `value` (keys sorted, slashes unescaped, as the APIs write them).
    public static func emulatedJSON(encoding value: some Encodable, status: Int = 200) -> HTTPResponse {
        emulatedJSON(JSONBody.encode(value), status: status)
    }

    /// The APIs' answer for an unknown path or id.
    public static func notFound(_ message: String = "Not Found") -> HTTPResponse {
        HTTPResponse(statusCode: 404, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(message.utf8))
    }

    /// The answer for a request the real API would refuse.
    public static func badRequest(_ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: 400, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(message.utf8))
    }

    /// The answer for a known path called with the wrong method.
    public static func methodNotAllowed() -> HTTPResponse {
        HTTPResponse(
            statusCode: 405, headers: ["Content-Type": "text/plain; charset=utf-8"],
            body: Data("Method Not Allowed".utf8))
    }
}
