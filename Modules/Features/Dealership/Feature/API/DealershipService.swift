public import Foundation
public import Networking

/// Loads dealerships from Iron Forge with the bundled `.graphql` documents, as the feature's types.
public struct DealershipService: Sendable {
    public let client: any HTTPClient
    /// The GraphQL endpoint, such as `https://candidate-api-2020-03.ironforge.co/graphql`.
    public let endpoint: URL

    public init(client: any HTTPClient, endpoint: URL) {
        self.client = client
        self.endpoint = endpoint
    }

    public func dealerships() async throws(DealershipError) -> [DealershipSummary] {
        let data = try await run(.dealershipList, variables: [:], returning: DealershipListDataDTO.self)
        return try data.dealerships.enumerated().map { index, wire throws(DealershipError) in
            try DealershipMapper.summary(wire, at: "dealerships[\(index)]")
        }
    }

    /// The dealership with every one of its vehicles, in one request.
    public func dealership(id: String) async throws(DealershipError) -> Dealership {
        let data = try await run(
            .dealershipDetail, variables: ["id": .string(id)], returning: DealershipDetailDataDTO.self)
        guard data.dealership.id == id else {
            throw .malformedResponse(
                "\(GraphQLDocument.dealershipDetail.operationName): asked for dealership \(id) "
                    + "but the answer is dealership \(data.dealership.id)")
        }
        return try DealershipMapper.dealership(data.dealership)
    }

    private func run<Value: Decodable>(
        _ document: GraphQLDocument,
        variables: [String: JSONValue],
        returning type: Value.Type
    ) async throws(DealershipError) -> Value {
        let request = GraphQLRequest(
            query: try document.text(), variables: variables, operationName: document.operationName)
        do {
            return try await client.graphQL(request, at: endpoint, returning: type)
        } catch {
            throw DealershipError(error, operation: document.operationName)
        }
    }
}
