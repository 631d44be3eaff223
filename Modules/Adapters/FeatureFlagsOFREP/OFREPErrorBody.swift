/// The body OFREP gives with a 400 (`INVALID_CONTEXT`, `PARSE_ERROR`) or a 500.
struct OFREPErrorBody: Decodable {
    var errorCode: String?
    var errorDetails: String?

    /// `CODE: details`, whichever parts the service gave.
    var summary: String? {
        let parts = [errorCode, errorDetails].compactMap { $0?.isEmpty == false ? $0 : nil }
        return parts.isEmpty ? nil : parts.joined(separator: ": ")
    }
}
