import Foundation
import Networking
import NetworkingOffline

/// An API server that answers as the slice's bundled emulator does, with hostile text put into
/// its answers, or that fails with the text in its error: what a `--base-url` server, or anyone
/// on a plain-HTTP path, can send. Requests outside the API are pictures.
struct HostileAPIClient: HTTPClient {
    /// How the server answers.
    enum Answer: CaseIterable {
        /// The emulator's answer, the text put into its strings.
        case injected
        /// A body that names an error in the text: GraphQL `errors`, a `message`, an `error`.
        case errorBody
        /// HTTP 404 with the text as its body.
        case notFound
        /// No answer: the transport's error, with the text as its reason.
        case unreachable
    }

    let emulator: OfflineHTTPClient
    let strings: HostileJSONStrings
    let answer: Answer
    /// Answers requests for pictures: a PNG, or `nil` for a 404 with the text.
    let picture: Data?
    /// Keeps PokeAPI's list to its first few Pokémon, so that a sync over it stays short.
    let smallPokedex: Bool
    /// Counts the requests being answered.
    let inFlight: InFlightRequests

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        try await inFlight.counting { () async throws(NetworkingError) in try await answer(request) }
    }

    private func answer(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await emulator.send(request)
        } catch {
            guard let picture else { return HTTPResponse(statusCode: 404, body: Data(strings.text.utf8)) }
            return HTTPResponse(statusCode: 200, headers: ["Content-Type": "image/png"], body: picture)
        }
        switch answer {
        case .injected:
            let body = smallPokedex ? Self.firstFew(of: response.body) : response.body
            return HTTPResponse(
                statusCode: response.statusCode, headers: response.headers, body: strings.inject(into: body))
        case .errorBody:
            let text = String(decoding: (try? JSONEncoder().encode(strings.text)) ?? Data("\"\"".utf8), as: UTF8.self)
            let body = #"{"errors": [{"message": \#(text)}], "message": \#(text), "error": \#(text)}"#
            return HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        case .notFound:
            return HTTPResponse(statusCode: 404, body: Data(strings.text.utf8))
        case .unreachable:
            throw .noConnection(url: request.url, reason: strings.text)
        }
    }

    /// A PokeAPI list page cut to its first three Pokémon, and marked as the whole list.
    private static func firstFew(of body: Data) -> Data {
        guard var page = try? JSONDecoder().decode([String: JSONValue].self, from: body),
            case .array(let results) = page["results"]
        else { return body }
        page["results"] = .array(Array(results.prefix(3)))
        page["count"] = .number(Double(min(results.count, 3)))
        page["next"] = .null
        return (try? JSONEncoder().encode(page)) ?? body
    }
}
