import Foundation
import Networking

/// An HTTP client whose every answer is `200 OK` with the fuzzer's bytes, so a feature's
/// service decodes them exactly as it decodes a real API's answer. Not NetworkingTesting's
/// `RecordingHTTPClient`: that one keeps every request, and its module brings Swift Testing
/// (for the contract suite) into the fuzzer.
struct StubHTTPClient: HTTPClient {
    let body: Data

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
    }
}
