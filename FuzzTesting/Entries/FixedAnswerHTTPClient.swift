import Foundation
import Networking

/// An HTTP client whose every answer is `200 OK` with the fuzzer's bytes, so a feature's
/// service decodes them exactly as it decodes a real API's answer.
struct FixedAnswerHTTPClient: HTTPClient {
    let body: Data

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
    }
}
