public import Foundation
import JSONReader
public import Networking
public import NetworkingOffline

/// Serves the Iron Forge GraphQL API at `POST {base}` from the bundled SAMPLE data: the operation
/// `operationName` names (or the only one) gets exactly the fields it selects of `dealerships`,
/// `dealership(id:)` and `version`. GraphQL-level failures (unknown operation, field or id) answer
/// 200 with `{"data":null,"errors":[...]}` like the real server; a non-GraphQL body answers 400.
public struct IronForgeEmulator: APIEmulator {
    /// The real API's base URL, where an offline client serves this emulator to the feature's service.
    public static let baseURL = URL(string: "https://candidate-api-2020-03.ironforge.co/graphql")!

    public init() {}

    /// A GraphQL request: `query`, then `variables` and `operationName`, each absent or null.
    private struct Body {
        var query: String
        var variables: [String: JSONValue]
        var operationName: String?

        init?(_ data: Data) {
            guard case .object(let members)? = try? JSONValueParser.parse(data),
                case .string(let query)? = members["query"]
            else { return nil }
            self.query = query
            switch members["variables"] {
            case nil, .null?: variables = [:]
            case .object(let variables)?: self.variables = variables
            default: return nil
            }
            switch members["operationName"] {
            case nil, .null?: operationName = nil
            case .string(let name)?: operationName = name
            default: return nil
            }
        }
    }

    private struct Answer: Encodable {
        struct Failure: Encodable {
            var message: String
        }

        var data: JSONValue
        var errors: [Failure]?
    }

    public func respond(to request: EmulatedRequest) throws(BundledResourceError) -> HTTPResponse {
        guard request.path.isEmpty else { return .notFound() }
        guard request.method == .post else { return .methodNotAllowed() }
        guard let bodyData = request.body, let body = Body(bodyData) else {
            return .emulatedJSON(
                encoding: Answer(
                    data: .null, errors: [.init(message: "POST body must be JSON with a \"query\" string.")]),
                status: 400)
        }
        let dataSet = try IronForgeDataSet.bundled.get()
        do {
            let operation = try IronForgeQueryParser.parse(body.query).operation(named: body.operationName)
            let resolver = IronForgeResolver(dataSet: dataSet, variables: body.variables)
            return .emulatedJSON(encoding: Answer(data: try resolver.execute(operation)))
        } catch {
            return .emulatedJSON(encoding: Answer(data: .null, errors: [.init(message: error.message)]))
        }
    }
}
