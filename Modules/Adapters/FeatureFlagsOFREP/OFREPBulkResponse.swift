import Networking

/// A 200 bulk answer, a value or error per flag; the rest (`eventStreams`, `metadata`) is never read or kept.
struct OFREPBulkResponse: Decodable {
    /// Success carries `value` (and `reason`, `variant`, `metadata`, unused, so an unknown reason is fine), or no
    /// `value` to defer to the code default; failure carries `errorCode` and `errorDetails`.
    struct Evaluation: Codable, Equatable {
        var key: String
        var value: JSONValue?
        var errorCode: String?
        var errorDetails: String?
    }

    var flags: [Evaluation]
}
