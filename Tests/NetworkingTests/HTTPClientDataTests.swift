import Foundation
import Networking
import NetworkingTesting
import Testing

@Suite struct HTTPClientDataTests {
    private let url = URL(string: "https://api.example.com/items?page=2")!

    private func client(status: Int, body: String = "payload") -> RecordingHTTPClient {
        RecordingHTTPClient { _ in HTTPResponse(statusCode: status, body: Data(body.utf8)) }
    }

    /// Success is exactly the 2xx range (`isSuccess`): 199 and 300 are below.
    @Test(arguments: [200, 201, 204, 299])
    func successfulStatusesReturnTheBody(status: Int) async throws {
        let body = try await client(status: status).data(for: HTTPRequest(url: url))
        #expect(body == Data("payload".utf8))
    }

    @Test(arguments: [199, 300, 304, 400, 404, 429, 500, 503])
    func otherStatusesThrowHTTPStatusWithTheBody(status: Int) async {
        let error = await #expect(throws: NetworkingError.self) {
            _ = try await client(status: status, body: "why").data(for: HTTPRequest(url: url))
        }
        #expect(error == .httpStatus(status, url: url, body: Data("why".utf8)))
        #expect(error?.statusCode == status)
        #expect(error?.isNotFound == (status == 404))
    }

    @Test func transportErrorsPassThroughUnchanged() async {
        let failing = RecordingHTTPClient { request throws(NetworkingError) in
            throw .timedOut(url: request.url)
        }
        await #expect(throws: NetworkingError.timedOut(url: url)) {
            _ = try await failing.data(for: HTTPRequest(url: url))
        }
    }

    @Test func decodeUsesTheGivenDecoder() async throws {
        struct Item: Decodable, Equatable { var createdAt: Date }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let stub = RecordingHTTPClient { _ in .json(#"{"createdAt":"2020-01-02T03:04:05Z"}"#) }
        let item = try await stub.decode(Item.self, from: HTTPRequest(url: url), using: decoder)
        #expect(item.createdAt == Date(timeIntervalSince1970: 1_577_934_245))
    }
}
