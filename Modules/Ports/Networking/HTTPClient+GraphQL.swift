public import Foundation

extension HTTPClient {
    /// POSTs `operation` to the GraphQL `endpoint` and decodes the `data` member as `Value`.
    ///
    /// A 200 response that carries an `errors` array is an error, even when it also has data.
    ///
    /// - Throws: ``NetworkingError/graphQL(endpoint:messages:)`` for GraphQL errors,
    ///   ``NetworkingError/undecodableBody(endpoint:reason:)`` when there is no usable `data`,
    ///   and whatever ``data(for:)`` throws.
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
