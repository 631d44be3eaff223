public import Foundation

extension HTTPClient {
    /// Sends `request`, requires a 2xx status and decodes the body as JSON.
    ///
    /// - Throws: ``NetworkingError/undecodableBody(endpoint:reason:)`` naming the endpoint and
    ///   the path of the offending field when the body does not decode, and whatever
    ///   ``data(for:)`` throws.
    public func decode<Value: Decodable>(
        _ type: Value.Type,
        from request: HTTPRequest,
        using decoder: JSONDecoder = JSONDecoder()
    ) async throws(NetworkingError) -> Value {
        let body = try await data(for: request)
        return try JSONBody.decode(type, from: body, endpoint: request.endpointDescription, using: decoder)
    }
}

/// Decodes JSON bodies with errors that a person can act on.
public enum JSONBody {
    /// Decodes `data` as `Value`, describing any failure as an undecodable body of `endpoint`.
    public static func decode<Value: Decodable>(
        _ type: Value.Type,
        from data: Data,
        endpoint: String,
        using decoder: JSONDecoder = JSONDecoder()
    ) throws(NetworkingError) -> Value {
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw .undecodableBody(endpoint: endpoint, reason: describe(error))
        } catch {
            throw .undecodableBody(endpoint: endpoint, reason: String(describing: error))
        }
    }

    /// Encodes `value` as a JSON request body with sorted keys, so that bodies are reproducible.
    public static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding our own request types cannot fail: they hold only strings, numbers and arrays.
        return (try? encoder.encode(value)) ?? Data()
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            let rendered = codingPath.map { key in
                key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
            }.joined()
            return rendered.isEmpty ? "the top level" : String(rendered.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)' at \(path(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "expected \(type) but found null at \(path(context.codingPath))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "the body is not valid JSON"
                : "invalid value at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
