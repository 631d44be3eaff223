import Networking

/// A 200 answer to the bulk evaluation: one entry per flag, each either a value or an error.
/// Only the flags are read; the rest of the answer (`eventStreams`, `metadata`) is never kept.
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
