import DealershipEmulator
import Foundation
import Networking
import NetworkingOffline
import Testing

@Suite("Iron Forge emulator")
struct IronForgeEmulatorTests {
    let endpoint = URL(string: "https://candidate-api-2020-03.ironforge.co/graphql")!
    var client: OfflineHTTPClient { OfflineHTTPClient(serving: IronForgeEmulator(), named: "ironforge", at: endpoint) }

    private func post(_ body: Data?) async throws -> HTTPResponse {
        try await client.send(HTTPRequest(method: .post, url: endpoint, body: body))
    }

    private func post(
        query: String, variables: [String: JSONValue] = [:], operationName: String? = nil
    ) async throws -> JSONValue {
        let body = JSONBody.encode(GraphQLRequest(query: query, variables: variables, operationName: operationName))
        let response = try await post(body)
        #expect(response.statusCode == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try JSONDecoder().decode(JSONValue.self, from: response.body)
    }

    private func items(_ value: JSONValue?) -> [JSONValue]? {
        guard case .array(let items)? = value else { return nil }
        return items
    }

    private func errorMessages(_ answer: JSONValue) -> [String] {
        (items(answer["errors"]) ?? []).compactMap { $0["message"]?.stringValue }
    }

    @Test func listsDealershipsWithOnlyTheSelectedFields() async throws {
        let answer = try await post(
            query: "query DealershipList { dealerships { id name } }", operationName: "DealershipList")
        let dealerships = try #require(items(answer["data"]?["dealerships"]), "\(answer)")
        #expect(dealerships.count >= 5)
        for dealership in dealerships {
            guard case .object(let fields) = dealership else { continue }
            #expect(Set(fields.keys) == ["id", "name"])
        }
        #expect(dealerships.contains { $0["name"]?.stringValue == "RV Kingdom" })
    }

    @Test func answersOneDealershipByTheIDVariableWithNestedSelections() async throws {
        let query = """
            query Detail($id: ID!) {
              dealership(id: $id) { name vehicles { name owningDealership { id } type { name displayName } } }
            }
            """
        let answer = try await post(
            query: query, variables: ["id": "a7fef0da-0e90-4e96-982d-f2340be94b97"], operationName: "Detail")
        let dealership = try #require(answer["data"]?["dealership"])
        #expect(dealership["name"]?.stringValue == "RV Kingdom")
        let vehicles = try #require(items(dealership["vehicles"]))
        let real = try #require(vehicles.first { $0["name"]?.stringValue == "2000 Sorny Eclipse Z" })
        #expect(real["type"]?["name"]?.stringValue == "jetSki")
        #expect(real["type"]?["displayName"]?.stringValue == "Jet ski")
        #expect(real["owningDealership"]?["id"]?.stringValue == "a7fef0da-0e90-4e96-982d-f2340be94b97")
        #expect(real["priceCentsPerDay"] == nil)
    }

    @Test func findsTheOperationByNameAmongSeveral() async throws {
        let query = "query A { version } query B { dealerships { id } }"
        let answer = try await post(query: query, operationName: "B")
        #expect(answer["data"]?["dealerships"] != nil)
        #expect(answer["data"]?["version"] == nil)
    }

    @Test func honoursAliasesAndTypename() async throws {
        let answer = try await post(query: "{ shops: dealerships { __typename key: id } }")
        let first = try #require(items(answer["data"]?["shops"])?.first, "\(answer)")
        #expect(first["__typename"]?.stringValue == "Dealership")
        #expect(first["key"]?.stringValue != nil)
    }

    @Test func unknownDealershipIsAGraphQLErrorWithNullData() async throws {
        let answer = try await post(
            query: "query D($id: ID!) { dealership(id: $id) { id } }", variables: ["id": "no-such-id"])
        #expect(answer["data"] == .null)
        #expect(errorMessages(answer) == ["No dealership found with id no-such-id"])
    }

    @Test(
        arguments: [
            ("query Q { dealerships { id } }", "Nope", "Unknown operation named \"Nope\"."),
            ("{ dealerships { colour } }", nil, "Cannot query field \"colour\" on type \"Dealership\"."),
            (
                "{ dealerships }", nil,
                "Field \"dealerships\" of type \"Dealership!\" must have a selection of subfields."
            ),
            ("{ dealership(id: $id) { id } }", nil, "Variable \"$id\" of required type \"ID!\" was not provided."),
            ("mutation M { dealerships { id } }", nil, "Schema is not configured for mutations."),
            ("{ dealerships { ...F } }", nil, "Fragments are not supported by the offline emulator."),
            ("{ dealerships { id }", nil, "Syntax Error: Unexpected <EOF>."),
        ] as [(String, String?, String)])
    func answersInvalidOperationsWithAGraphQLError(
        query: String, operationName: String?, message: String
    )
        async throws
    {
        let answer = try await post(query: query, operationName: operationName)
        #expect(answer["data"] == .null)
        #expect(errorMessages(answer) == [message])
    }

    @Test(arguments: [nil, Data("not json".utf8), Data(#"{"variables":{}}"#.utf8)])
    func refusesABodyThatIsNotAGraphQLRequestWith400(body: Data?) async throws {
        let response = try await post(body)
        #expect(response.statusCode == 400)
    }

    @Test func refusesGetAndUnknownPaths() async throws {
        let get = try await client.send(HTTPRequest(method: .get, url: endpoint))
        #expect(get.statusCode == 405)
        let other = try await client.send(
            HTTPRequest(method: .post, url: endpoint.appendingPathComponent("other"), body: Data("{}".utf8)))
        #expect(other.statusCode == 404)
    }

    @Test func sampleDataHasSeveralTypesWithCamelCaseNamesAndDozensOfVehicles() async throws {
        let answer = try await post(query: "{ dealerships { vehicles { id type { name displayName } } } }")
        let dealerships = try #require(items(answer["data"]?["dealerships"]))
        var vehicleIDs: [String] = []
        var types: [String: String] = [:]
        for dealership in dealerships {
            for vehicle in items(dealership["vehicles"]) ?? [] {
                vehicleIDs.append(vehicle["id"]?.stringValue ?? "")
                if let name = vehicle["type"]?["name"]?.stringValue {
                    types[name] = vehicle["type"]?["displayName"]?.stringValue
                }
            }
        }
        #expect(vehicleIDs.count >= 24)
        #expect(Set(vehicleIDs).count == vehicleIDs.count)
        #expect(types.count >= 5)
        #expect(types["jetSki"] == "Jet ski")
        #expect(types.keys.allSatisfy { $0.first?.isLowercase == true && !$0.contains(" ") })
    }
}
