/// A parsed GraphQL document: operations, fields, aliases, arguments, variables (no fragments or directives).
struct IronForgeDocument: Sendable {
    struct Operation: Sendable {
        var kind: String
        var name: String?
        var selections: [Selection]
    }

    struct Selection: Sendable {
        var alias: String?
        var name: String
        var arguments: [String: Argument]
        var selections: [Selection]

        var responseKey: String { alias ?? name }
    }

    enum Argument: Sendable, Equatable {
        case variable(String)
        case literal(String)
    }

    var operations: [Operation]

    /// The operation to run: the one named `operationName`, or the only one.
    func operation(named operationName: String?) throws(IronForgeError) -> Operation {
        if let operationName {
            guard let operation = operations.first(where: { $0.name == operationName }) else {
                throw IronForgeError("Unknown operation named \"\(operationName)\".")
            }
            return operation
        }
        guard operations.count == 1, let only = operations.first else {
            throw IronForgeError("Must provide operation name if query contains multiple operations.")
        }
        return only
    }
}

/// A GraphQL error, reported in the `errors` array of a 200 response.
struct IronForgeError: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}
