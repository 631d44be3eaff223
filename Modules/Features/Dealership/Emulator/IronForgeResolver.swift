import Networking

/// Executes a parsed operation on the sample data by the real schema: each object gets exactly the
/// fields selected; unknown fields and missing sub-selections are errors, as on the real server.
struct IronForgeResolver {
    var dataSet: IronForgeDataSet
    var variables: [String: JSONValue]

    private enum FieldKind {
        case scalar
        case object(String)
        case list(String)
        case dealershipReference
    }

    private static let schema: [String: [String: FieldKind]] = [
        "Query": ["version": .scalar, "dealership": .object("Dealership"), "dealerships": .list("Dealership")],
        "Dealership": [
            "id": .scalar, "name": .scalar, "address": .scalar, "logoUrl": .scalar, "vehicles": .list("Vehicle"),
        ],
        "Vehicle": [
            "id": .scalar, "owningDealership": .dealershipReference, "type": .object("VehicleType"), "name": .scalar,
            "address": .scalar, "imageUrl": .scalar, "priceCentsPerDay": .scalar,
        ],
        "VehicleType": ["id": .scalar, "name": .scalar, "displayName": .scalar],
    ]

    func execute(_ operation: IronForgeDocument.Operation) throws(IronForgeError) -> JSONValue {
        guard operation.kind == "query" else {
            throw IronForgeError("Schema is not configured for \(operation.kind)s.")
        }
        return try select(operation.selections, on: "Query") { selection throws(IronForgeError) in
            try rootValue(for: selection)
        }
    }

    private func rootValue(for selection: IronForgeDocument.Selection) throws(IronForgeError) -> JSONValue {
        switch selection.name {
        case "version": return "mosaic-offline-sample"
        case "dealerships": return .array(dataSet.dealerships.map { .object($0) })
        default:
            let id = try argument("id", of: selection, type: "ID!")
            guard let dealership = dataSet.dealershipsByID[id] else {
                throw IronForgeError("No dealership found with id \(id)")
            }
            return .object(dealership)
        }
    }

    /// Builds the object for `selections` on a value of `typeName`, reading raw field values with `value`.
    private func select(
        _ selections: [IronForgeDocument.Selection],
        on typeName: String,
        value: (IronForgeDocument.Selection) throws(IronForgeError) -> JSONValue
    ) throws(IronForgeError) -> JSONValue {
        var result: [String: JSONValue] = [:]
        for selection in selections {
            if selection.name == "__typename" {
                result[selection.responseKey] = .string(typeName)
                continue
            }
            guard let kind = Self.schema[typeName]?[selection.name] else {
                throw IronForgeError("Cannot query field \"\(selection.name)\" on type \"\(typeName)\".")
            }
            let raw = try value(selection)
            result[selection.responseKey] = try shape(raw, as: kind, field: selection, on: typeName)
        }
        return .object(result)
    }

    private func shape(
        _ raw: JSONValue,
        as kind: FieldKind,
        field: IronForgeDocument.Selection,
        on typeName: String
    ) throws(IronForgeError) -> JSONValue {
        switch kind {
        case .scalar:
            guard field.selections.isEmpty else {
                throw IronForgeError("Field \"\(field.name)\" must not have a selection since its type is a scalar.")
            }
            return raw
        case .object(let objectType):
            return try object(raw, of: objectType, field: field)
        case .list(let objectType):
            guard case .array(let items) = raw else { return .null }
            return .array(
                try items.map { item throws(IronForgeError) in try object(item, of: objectType, field: field) })
        case .dealershipReference:
            let owner = raw.stringValue.flatMap { dataSet.dealershipsByID[$0] }
            return try object(owner.map { .object($0) } ?? .null, of: "Dealership", field: field)
        }
    }

    private func object(
        _ raw: JSONValue,
        of objectType: String,
        field: IronForgeDocument.Selection
    ) throws(IronForgeError) -> JSONValue {
        guard !field.selections.isEmpty else {
            throw IronForgeError(
                "Field \"\(field.name)\" of type \"\(objectType)!\" must have a selection of subfields.")
        }
        guard case .object(let fields) = raw else { return .null }
        return try select(field.selections, on: objectType) { selection in fields[selection.name] ?? .null }
    }

    private func argument(
        _ name: String,
        of selection: IronForgeDocument.Selection,
        type: String
    ) throws(IronForgeError) -> String {
        switch selection.arguments[name] {
        case .literal(let value)?:
            return value
        case .variable(let variable)?:
            guard let value = variables[variable], value != .null else {
                throw IronForgeError("Variable \"$\(variable)\" of required type \"\(type)\" was not provided.")
            }
            if let string = value.stringValue { return string }
            if let number = value.intValue { return String(number) }
            throw IronForgeError("Variable \"$\(variable)\" got invalid value; ID cannot represent this value.")
        case nil:
            throw IronForgeError(
                "Field \"\(selection.name)\" argument \"\(name)\" of type \"\(type)\" is required, but it was not provided."
            )
        }
    }
}
