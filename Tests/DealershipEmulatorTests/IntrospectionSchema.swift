import Foundation

@testable import DealershipEmulator

/// The object types of a GraphQL introspection result, enough to check a query's fields.
struct IntrospectionSchema {
    struct Field {
        var arguments: Set<String>
        /// The named type under any NON_NULL and LIST wrappers.
        var typeName: String
        var isObject: Bool
    }

    let queryType: String
    private var types: [String: [String: Field]] = [:]

    init(json: Data) throws {
        struct TypeRef: Decodable {
            var kind: String
            var name: String?
            var ofType: Box?
            var named: (name: String, kind: String) { ofType?.value.named ?? (name ?? "", kind) }
        }
        final class Box: Decodable {
            let value: TypeRef
            init(from decoder: any Decoder) throws { value = try TypeRef(from: decoder) }
        }
        struct Root: Decodable {
            struct Schema: Decodable {
                struct Named: Decodable { var name: String }
                struct FullType: Decodable {
                    struct FieldInfo: Decodable {
                        struct Arg: Decodable { var name: String }
                        var name: String
                        var args: [Arg]
                        var type: TypeRef
                    }
                    var name: String
                    var fields: [FieldInfo]?
                }
                var queryType: Named
                var types: [FullType]
            }
            var schema: Schema
            enum CodingKeys: String, CodingKey { case schema = "__schema" }
        }
        let schema = try JSONDecoder().decode(Root.self, from: json).schema
        queryType = schema.queryType.name
        for type in schema.types {
            guard let fields = type.fields else { continue }
            types[type.name] = Dictionary(
                uniqueKeysWithValues: fields.map { field in
                    let named = field.type.named
                    return (
                        field.name,
                        Field(
                            arguments: Set(field.args.map(\.name)), typeName: named.name,
                            isObject: ["OBJECT", "INTERFACE", "UNION"].contains(named.kind))
                    )
                })
        }
    }

    func fieldNames(of type: String) -> Set<String> {
        Set(types[type]?.keys ?? [:].keys)
    }

    /// Every way `fields` selected on `type` disagree with the schema.
    func problems(in fields: [IronForgeDocument.Selection], on type: String) -> [String] {
        fields.flatMap { field -> [String] in
            guard field.name != "__typename" else { return [] }
            guard let definition = types[type]?[field.name] else { return ["\(type) has no field \(field.name)"] }
            let unknownArguments = Set(field.arguments.keys).subtracting(definition.arguments).sorted()
            let argumentProblems = unknownArguments.map { "\(type).\(field.name) has no argument \($0)" }
            if definition.isObject {
                guard !field.selections.isEmpty else {
                    return argumentProblems + ["\(type).\(field.name) needs a selection set"]
                }
                return argumentProblems + problems(in: field.selections, on: definition.typeName)
            }
            return argumentProblems + (field.selections.isEmpty ? [] : ["\(type).\(field.name) is a scalar"])
        }
    }
}
