public import Foundation

extension HTTPClient {
    /// POSTs `operation` to `endpoint` and decodes the `data` member as `Value`. A 200 carrying `errors` throws
    /// ``NetworkingError/graphQL(endpoint:messages:)``, even beside data; no usable `data` throws
    /// ``NetworkingError/undecodableBody(endpoint:reason:)``; and whatever ``data(for:)`` throws.
    public func graphQL<Value: Decodable>(
        _ operation: GraphQLRequest,
        at endpoint: URL,
        returning type: Value.Type
    ) async throws(NetworkingError) -> Value {
        let request = HTTPRequest(
            method: .post,
            url: endpoint,
            headers: ["Content-Type": "application/json", "Accept": "application/json"],
            body: JSONBody.encode(operation)
        )
        let name = operation.operationName.map { "\(request.endpointDescription) (\($0))" }
        let endpointName = name ?? request.endpointDescription
        let body = try await data(for: request)
        let envelope = try JSONBody.decode(GraphQLEnvelope<Value>.self, from: body, endpoint: endpointName)
        if let errors = envelope.errors, !errors.isEmpty {
            throw .graphQL(endpoint: endpointName, messages: errors.map(\.message))
        }
        guard let data = envelope.data else {
            throw .undecodableBody(endpoint: endpointName, reason: "the response has neither data nor errors")
        }
        return data
    }
}

/// The standard GraphQL response envelope.
private struct GraphQLEnvelope<Value: Decodable>: Decodable {
    struct Failure: Decodable {
        var message: String
    }

    var data: Value?
    var errors: [Failure]?
}
