import Foundation
import Testing

@testable import DealershipEmulator

/// Every shipped `.graphql` file, read by the emulator's parser, asks only for fields the real schema
/// has (`Tests/DealershipFeatureTests/Fixtures/schema.introspection.json`, the API's introspection).
@Suite("GraphQL documents follow the schema")
struct GraphQLSchemaConformanceTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let resources = root.appendingPathComponent("Modules/Features/Dealership/Feature/Resources")

    static func schema() throws -> IntrospectionSchema {
        try IntrospectionSchema(
            json: Data(
                contentsOf: root.appendingPathComponent(
                    "Tests/DealershipFeatureTests/Fixtures/schema.introspection.json")))
    }

    static var documentNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
        return names.filter { $0.hasSuffix(".graphql") }.sorted()
    }

    @Test func theFeatureShipsBothDocuments() {
        #expect(Self.documentNames == ["DealershipDetail.graphql", "DealershipList.graphql"])
    }

    @Test(arguments: documentNames)
    func usesOnlyFieldsTheSchemaHas(file: String) throws {
        let schema = try Self.schema()
        let text = try String(contentsOf: Self.resources.appendingPathComponent(file), encoding: .utf8)
        let operation = try IronForgeQueryParser.parse(text).operation(named: nil)
        #expect(operation.name == (file as NSString).deletingPathExtension)
        #expect(
            schema.problems(in: operation.selections, on: schema.queryType).isEmpty,
            "\(schema.problems(in: operation.selections, on: schema.queryType))")
    }

    @Test func theDetailQueryAsksForEveryFieldOfDealershipVehicleAndVehicleType() throws {
        let schema = try Self.schema()
        let text = try String(
            contentsOf: Self.resources.appendingPathComponent("DealershipDetail.graphql"), encoding: .utf8)
        let operation = try IronForgeQueryParser.parse(text).operation(named: nil)
        let dealership = try #require(operation.selections.first { $0.name == "dealership" })
        #expect(dealership.arguments == ["id": .variable("id")])
        #expect(Set(dealership.selections.map(\.name)) == schema.fieldNames(of: "Dealership"))
        let vehicles = try #require(dealership.selections.first { $0.name == "vehicles" })
        #expect(Set(vehicles.selections.map(\.name)) == schema.fieldNames(of: "Vehicle"))
        let type = try #require(vehicles.selections.first { $0.name == "type" })
        #expect(Set(type.selections.map(\.name)) == schema.fieldNames(of: "VehicleType"))
    }

    @Test func theCheckerCatchesAFieldTheSchemaLacks() throws {
        let schema = try Self.schema()
        let operation = try IronForgeQueryParser.parse("query X { dealerships { id colour vehicles { type } } }")
            .operation(named: nil)
        #expect(
            schema.problems(in: operation.selections, on: schema.queryType) == [
                "Dealership has no field colour", "Vehicle.type needs a selection set",
            ])
    }
}
