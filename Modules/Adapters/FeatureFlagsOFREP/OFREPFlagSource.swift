public import FeatureFlags
public import Foundation
import Networking

/// The values a flag service gave, as the `service` layer of `LayeredFeatureFlags`.
///
/// Only declared flags are taken: a service serves many apps, so an undeclared key is someone else's, not a
/// mistake. A declared flag that is not a Boolean, or failed to evaluate, is left to weaker layers with a
/// warning; one answered without a value (`codeDefaultFlag`: "use the default in the code") quietly, since the
/// service chose not to decide it.
public struct OFREPFlagSource: FlagValueSource {
    public let values: [String: Bool]
    /// One line per declared flag the service answered unusably.
    public let warnings: [String]

    /// Reads a bulk evaluation answer; `nil` when `json` is not one.
    public init?(json: Data, declaredFlags: [FeatureFlag]) {
        guard let response = try? JSONDecoder().decode(OFREPBulkResponse.self, from: json) else { return nil }
        self.init(response.flags, declaredFlags: declaredFlags)
    }

    init(_ flags: [OFREPBulkResponse.Evaluation], declaredFlags: [FeatureFlag]) {
        let declared = Set(declaredFlags.map(\.key))
        var values: [String: Bool] = [:]
        var warnings: [String] = []
        for evaluation in flags.sorted(by: { $0.key < $1.key }) where declared.contains(evaluation.key) {
            let key = evaluation.key
            if let code = evaluation.errorCode {
                // FLAG_NOT_FOUND only says the service does not manage this flag: the others decide.
                guard code != "FLAG_NOT_FOUND" else { continue }
                let details = evaluation.errorDetails.map { " (\($0))" } ?? ""
                warnings.append("flags service could not evaluate \(key): \(code)\(details); not applied")
            } else {
                switch evaluation.value {
                case .bool(let value): values[key] = value
                // No value, or a JSON null, which some services write for one: the code default stands.
                case nil, .null: continue
                case let value?:
                    warnings.append("flags service gave \(key) \(Self.describe(value)), not true or false; not applied")
                }
            }
        }
        self.values = values
        self.warnings = warnings
    }

    public static let empty = OFREPFlagSource(values: [:], warnings: [])

    private init(values: [String: Bool], warnings: [String]) {
        self.values = values
        self.warnings = warnings
    }

    public var origin: FlagOrigin { .service }

    public func value(forKey key: String) -> Bool? {
        values[key]
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "no value"
        case .bool(let bool): String(bool)
        case .number(let number): "the number \(number.formatted(.number.grouping(.never)))"
        case .string(let text): "the string \"\(text)\""
        case .array: "a list"
        case .object: "an object"
        }
    }
}
