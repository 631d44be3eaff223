import Foundation

/// What OFREP providers read from the environment (ADR 0007): `OFREP_ENDPOINT`, `_HEADERS`, `_TIMEOUT_MS`.
public struct OFREPEnvironment: Sendable, Hashable {
    public static let endpointVariable = "OFREP_ENDPOINT"
    /// The variable holding extra request headers, `Name=value,Other=value`.
    public static let headersVariable = "OFREP_HEADERS"
    /// The variable holding the request timeout in milliseconds.
    public static let timeoutVariable = "OFREP_TIMEOUT_MS"
    /// The longest timeout accepted, in milliseconds, as for Mosaic's other service waits.
    public static let longestTimeoutMilliseconds = 60_000

    /// `OFREP_ENDPOINT` as written, for the caller to validate as a URL; `nil` when unset or empty.
    public var endpoint: String?
    /// The headers of `OFREP_HEADERS`, sent with every request.
    public var headers: [String: String]
    /// `OFREP_TIMEOUT_MS` in milliseconds; `nil` when unset or empty.
    public var timeoutMilliseconds: Int?
    /// One line per `OFREP_HEADERS` entry that was skipped, as the ADR asks (warn, do not fail).
    public var warnings: [String]

    /// A problem that makes the configuration unusable.
    public struct Invalid: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong, naming the variable.
        public var description: String
    }

    /// `OFREP_HEADERS`, as the ADR's amendment says: percent-decoded whole, split on commas, each entry at its
    /// first `=`, both sides trimmed; an entry without `=` or with an empty name is skipped with a warning.
    ///
    /// - Throws: ``Invalid`` when `OFREP_TIMEOUT_MS` is not a whole number from 1 to 60000.
    public init(environment: [String: String]) throws(Invalid) {
        endpoint = environment[Self.endpointVariable].flatMap { $0.isEmpty ? nil : $0 }
        (headers, warnings) = Self.headers(from: environment[Self.headersVariable] ?? "")
        guard let text = environment[Self.timeoutVariable], !text.isEmpty else {
            timeoutMilliseconds = nil
            return
        }
        guard text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let milliseconds = Int(text),
            (1...Self.longestTimeoutMilliseconds).contains(milliseconds)
        else {
            throw Invalid(
                description:
                    "\(Self.timeoutVariable) takes milliseconds from 1 to \(Self.longestTimeoutMilliseconds), not '\(text)'"
            )
        }
        timeoutMilliseconds = milliseconds
    }

    private static func headers(from text: String) -> (headers: [String: String], warnings: [String]) {
        guard !text.isEmpty else { return ([:], []) }
        guard let decoded = text.removingPercentEncoding else {
            return ([:], ["\(headersVariable) is not valid percent-encoding; no header taken from it"])
        }
        var headers: [String: String] = [:]
        var warnings: [String] = []
        // Warnings name an entry by its position, never its text: a value may be a secret.
        for (position, entry) in decoded.split(separator: ",", omittingEmptySubsequences: false).enumerated()
        where !entry.allSatisfy(\.isWhitespace) {
            guard let equals = entry.firstIndex(of: "=") else {
                warnings.append("\(headersVariable): skipped entry \(position + 1), which has no '='")
                continue
            }
            let name = entry[..<equals].trimmingCharacters(in: .whitespaces)
            let value = entry[entry.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                warnings.append("\(headersVariable): skipped entry \(position + 1), which has no header name")
                continue
            }
            headers[name] = value
        }
        return (headers, warnings)
    }
}
