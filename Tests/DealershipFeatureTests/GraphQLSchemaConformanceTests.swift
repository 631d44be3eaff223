import Foundation
import Testing

/// Every `.graphql` file the feature ships asks only for fields the real schema has
/// (`Fixtures/schema.introspection.json`, the API's own introspection result).
@Suite("GraphQL documents follow the schema")
struct GraphQLSchemaConformanceTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Modules/Features/Dealership/Feature/Resources")

    static var documentNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
        return names.filter { $0.hasSuffix(".graphql") }.sorted()
    }

    @Test func theFeatureShipsBothDocuments() {
        #expect(Self.documentNames == ["DealershipDetail.graphql", "DealershipList.graphql"])
    }

    @Test(arguments: documentNames)
    func usesOnlyFieldsTheSchemaHas(file: String) throws {
        let schema = try IntrospectionSchema(json: try DealershipFixtures.data("schema.introspection.json"))
        let text = try String(contentsOf: Self.resources.appendingPathComponent(file), encoding: .utf8)
        let operation = try SelectionSetReader.operation(in: text)
        #expect(operation.name == (file as NSString).deletingPathExtension)
        #expect(
            schema.problems(in: operation.fields, on: schema.queryType).isEmpty,
            "\(schema.problems(in: operation.fields, on: schema.queryType))")
    }

    @Test func theDetailQueryAsksForEveryFieldOfDealershipVehicleAndVehicleType() throws {
        let schema = try IntrospectionSchema(json: try DealershipFixtures.data("schema.introspection.json"))
        let text = try String(
            contentsOf: Self.resources.appendingPathComponent("DealershipDetail.graphql"), encoding: .utf8)
        let operation = try SelectionSetReader.operation(in: text)
        let dealership = try #require(operation.fields.first { $0.name == "dealership" })
        #expect(dealership.arguments == ["id": "$id"])
        #expect(Set(dealership.children.map(\.name)) == schema.fieldNames(of: "Dealership"))
        let vehicles = try #require(dealership.children.first { $0.name == "vehicles" })
        #expect(Set(vehicles.children.map(\.name)) == schema.fieldNames(of: "Vehicle"))
        let type = try #require(vehicles.children.first { $0.name == "type" })
        #expect(Set(type.children.map(\.name)) == schema.fieldNames(of: "VehicleType"))
    }

    @Test func theCheckerCatchesAFieldTheSchemaLacks() throws {
        let schema = try IntrospectionSchema(json: try DealershipFixtures.data("schema.introspection.json"))
        let operation = try SelectionSetReader.operation(
            in: "query X { dealerships { id colour vehicles { type } } }")
        #expect(
            schema.problems(in: operation.fields, on: schema.queryType) == [
                "Dealership has no field colour", "Vehicle.type needs a selection set",
            ])
    }
}
